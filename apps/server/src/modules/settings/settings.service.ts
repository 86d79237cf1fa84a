import {
  enabledSsoProviders,
  isRegistrationOpen,
  type GeneralSettingName,
  type Principal,
  type SiteSettings,
  type SiteSettingsBody,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';
import {
  generalSettingData,
  readGeneralSettings,
  readSiteSettingsBody,
  SITE_SETTINGS_ID,
  writeSiteSettings,
} from './settings.repository.js';

export { generalSettingData, readGeneralSettings, readSiteSettingsBody };

const SETTINGS_OWNER = { resource: 'setting', id: SITE_SETTINGS_ID };

/** The data of the general setting `name` among the live `pairs`, or undefined when it is not set. */
export function generalSettingIn(
  pairs: readonly { name: string; data: string }[],
  name: GeneralSettingName,
): string | undefined {
  return pairs.find((pair) => pair.name === name)?.data;
}

/**
 * SPEC §3 Settings from what is stored: the site settings' body plus loginVector (a general setting),
 * version and sso (whether an enabled provider is set). Pure, so a page that has read the general settings
 * anyway builds them without reading again.
 */
export function siteSettingsOf(
  body: SiteSettingsBody,
  general: readonly { name: string; data: string }[],
  version: string,
): SiteSettings {
  return {
    ...body,
    loginVector: generalSettingIn(general, 'loginVector') ?? null,
    version,
    sso: enabledSsoProviders(generalSettingIn(general, 'ssoProviders')).length > 0,
  };
}

/** SPEC §3 Settings, as `GET setting` answers them. */
export async function readSiteSettings(db: Db, version: string): Promise<SiteSettings> {
  const [body, general] = await Promise.all([readSiteSettingsBody(db), readGeneralSettings(db)]);
  return siteSettingsOf(body, general, version);
}

/**
 * Saves the site settings for an Admin: the logos are attached (old ones released) and the row written
 * with its change log, in one transaction. Answers the settings as `GET setting` then reads them.
 */
export async function saveSiteSettings(
  db: Db,
  actor: { user: Principal; requestId: string },
  body: SiteSettingsBody,
  version: string,
): Promise<SiteSettings> {
  const images = [body.mainLogo, body.footerLogo, body.footerExtraLogo, body.loginLogo].filter(
    (id): id is string => id !== null,
  );
  await db.transaction(async (tx) => {
    await attachFiles(tx, actor.user, images, SETTINGS_OWNER, 'image');
    await releaseFiles(tx, SETTINGS_OWNER, images);
    await writeSiteSettings(tx, body, { id: actor.user.id, requestId: actor.requestId });
  });
  return readSiteSettings(db, version);
}

/** Whether visitors may register now: the `registration` general setting (closed when it is not set). */
export async function registrationIsOpen(db: Db): Promise<boolean> {
  return isRegistrationOpen(await generalSettingData(db, 'registration'));
}
