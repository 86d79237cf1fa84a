import { generalSettingApi, settingsApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { generalSettingResource } from './generalsetting.resource.js';
import { readGeneralSettings, readSiteSettings, saveSiteSettings } from './settings.service.js';
import { commonMessages } from '../../messages/index.js';

const isPublic = () => Promise.resolve(true);

/**
 * Settings (SPEC §3): `GET setting` (everyone: the web app loads it once), `PUT setting` (Admin),
 * `GET generalsetting/all` (everyone: the login and home pages need them before sign-in) and the
 * generalsetting resource (Admin). Settings images are public.
 */
export function settingsModule({ db, version }: ModuleContext): AppModule {
  return {
    name: 'settings',
    resources: [generalSettingResource],
    fileAccess: { setting: isPublic, generalsetting: isPublic },
    endpoints: [
      bind(settingsApi.get, async () => ok(await readSiteSettings(db, version))),
      bind(settingsApi.save, async ({ user, body, request }) =>
        ok(await saveSiteSettings(db, { user, requestId: request.id }, body, version), commonMessages.saved),
      ),
      bind(generalSettingApi.pairs, async () => ok({ list: await readGeneralSettings(db) })),
    ],
  };
}
