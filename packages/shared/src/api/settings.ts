// Site settings and general settings (SPEC §3 Settings, general settings).
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;

/** The site settings: everyone reads them (the web app loads them once); Admins change them. */
export const settingsApi = {
  get: endpoint({ method: 'GET', path: 'setting', access: 'anyone', response: (s) => s.siteSettings }),
  save: endpoint({
    method: 'PUT',
    path: 'setting',
    access: admin,
    body: (s) => s.siteSettingsBody,
    response: (s) => s.siteSettings,
  }),
};

/** General settings (تنظیمات عمومی): name/data pairs Admins write and everyone reads as a list. */
export const generalSettingApi = {
  ...resourceEndpoints('generalsetting', {
    item: (s) => s.generalSetting,
    createBody: (s) => s.generalSettingBody,
    updateBody: (s) => s.generalSettingBody,
    access: { list: admin, read: admin, create: admin, update: admin, delete: admin },
  }),
  pairs: endpoint({
    method: 'GET',
    path: 'generalsetting/all',
    access: 'anyone',
    response: (s) => s.generalSettingPairs,
  }),
};
