import { z } from 'zod';

/** `/conf.json` at the site root: what the web app needs before its first API call. */
export const siteConf = z.object({
  apiBaseUrl: z.string(),
  title: z.string(),
  version: z.string(),
});
export type SiteConf = z.infer<typeof siteConf>;
