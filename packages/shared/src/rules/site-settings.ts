// The site settings' defaults: plain values (no zod), so the web app's first page can read them without
// loading the schema library.
import type { SiteSettings, SiteSettingsBody } from '../schemas/settings.js';

/** What a fresh portal shows until an Admin edits the settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettingsBody = {
  title: 'دروازه',
  mainLogo: null,
  footerLogo: null,
  footerExtraLogo: null,
  footerAddress: '',
  footerPhone: '',
  footerPostalCode: '',
  footerPostalBox: '',
  footerDeveloper: '',
  footerOwner: '',
  esFeat: false,
  sumsFeat: false,
  mainPageExistance: true,
  allowedUnauthMainPage: true,
  loginLogo: null,
  showAuthTitle: true,
  redAuthTitle: false,
  loginDeveloper: '',
};

/** Settings as the web app shows them before `GET setting` answers (or when it cannot be read). */
export function fallbackSiteSettings(title = DEFAULT_SITE_SETTINGS.title, version = ''): SiteSettings {
  return { ...DEFAULT_SITE_SETTINGS, title, loginVector: null, version, sso: false };
}
