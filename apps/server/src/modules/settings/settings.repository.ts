import { eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  type GeneralSettingName,
  PRIVATE_GENERAL_SETTINGS,
  siteSettingsBody,
  type SiteSettingsBody,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { cachedRead } from '../../db/notice-cache.js';
import { changeLogs, generalSettings, siteSettings } from '../../db/schema/index.js';

/** The site settings row's fixed id: there is exactly one. */
export const SITE_SETTINGS_ID = 1;

// Both tables are read through this instance's cache, dropped by every change to either (a `settings`
// notice from the writing transaction, migration 0042); a transaction reads them as they are.
const SETTINGS_TAG = 'settings:all';

/** The stored site settings over the defaults (a field added in a later version gets its default). */
export async function readSiteSettingsBody(db: Db): Promise<SiteSettingsBody> {
  return cachedRead(db, 'site-settings', SETTINGS_TAG, async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    const merged = { ...DEFAULT_SITE_SETTINGS, ...(row?.data as Partial<SiteSettingsBody> | undefined) };
    const parsed = siteSettingsBody.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
  });
}

/** Every live general setting, private ones included, in id order. */
function liveGeneralSettings(db: Db): Promise<{ id: number; name: string; data: string }[]> {
  return cachedRead(db, 'general-settings', SETTINGS_TAG, () =>
    db
      .select({ id: generalSettings.id, name: generalSettings.name, data: generalSettings.data })
      .from(generalSettings)
      .where(isNull(generalSettings.deletedAt))
      .orderBy(generalSettings.id),
  );
}

const PRIVATE = new Set<string>(PRIVATE_GENERAL_SETTINGS);

/** The general settings' live name/data pairs that everyone may read (private ones, holding secrets, left out). */
export async function readGeneralSettings(db: Db): Promise<{ name: string; data: string }[]> {
  return (await liveGeneralSettings(db))
    .filter((row) => !PRIVATE.has(row.name))
    .map(({ name, data }) => ({ name, data }));
}

/** The stored data of the live general setting `id`, or undefined. */
export async function generalSettingDataById(db: Db, id: number): Promise<string | undefined> {
  return (await liveGeneralSettings(db)).find((row) => row.id === id)?.data;
}

/** One general setting's stored data, or undefined when it is not set. */
export async function generalSettingData(db: Db, name: GeneralSettingName): Promise<string | undefined> {
  return (await liveGeneralSettings(db)).find((row) => row.name === name)?.data;
}

/** Stores the site settings (insert or replace the one row) and logs the values before and after. */
export async function writeSiteSettings(
  tx: Db,
  body: SiteSettingsBody,
  actor: { id: number; requestId: string },
): Promise<void> {
  const actorId = actor.id;
  const before = await readSiteSettingsBody(tx);
  await tx.insert(changeLogs).values({
    resource: 'setting',
    recordId: SITE_SETTINGS_ID,
    action: 'update',
    before,
    after: body,
    actorId,
    requestId: actor.requestId,
  });
  await tx
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, data: body, updatedAt: new Date(), updaterId: actorId })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { data: body, updatedAt: new Date(), updaterId: actorId },
    });
}
