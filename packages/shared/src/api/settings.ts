// Site settings and general settings (SPEC §3 Settings, general settings).
import { admin, resourceAccess } from './access.js';
import { get, put } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/** The site settings: everyone reads them (the web app loads them once); Admins change them. */
export const settingsApi = {
  get: get('setting', 'anyone', { response: (s) => s.siteSettings }),
  save: put('setting', admin, { body: (s) => s.siteSettingsBody, response: (s) => s.siteSettings }),
};

/** General settings (تنظیمات عمومی): name/data pairs Admins write and everyone reads as a list. */
export const generalSettingApi = {
  ...resourceEndpoints('generalsetting', {
    item: (s) => s.generalSetting,
    createBody: (s) => s.generalSettingBody,
    access: resourceAccess(admin),
  }),
  pairs: get('generalsetting/all', 'anyone', { response: (s) => s.generalSettingPairs }),
};
