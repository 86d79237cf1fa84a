import { fallbackSiteSettings, type SiteSettings } from '@darvazeh/shared';
import { useConf } from '../../../lib/conf';
import { useSettingsQuery } from '../api/settings';
import { shellMessages } from '../../../lib/messages';

/**
 * The site settings for any component. Until they load (or if they cannot), the defaults with the
 * title from /conf.json, so the first paint already shows the portal's name.
 */
export function useSiteSettings(): SiteSettings {
  const conf = useConf();
  const { data } = useSettingsQuery();
  return data ?? fallbackSiteSettings(conf.title, conf.version);
}

/** The site title for layouts and pages. */
export function useSiteTitle(): string {
  const title = useSiteSettings().title.trim();
  return title === '' ? shellMessages.appName : title;
}
