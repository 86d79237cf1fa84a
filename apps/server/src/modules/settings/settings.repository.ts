import { and, eq, isNull, notInArray } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  type GeneralSettingName,
  PRIVATE_GENERAL_SETTINGS,
  siteSettingsBody,
  type SiteSettingsBody,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeLogs, generalSettings, siteSettings } from '../../db/schema/index.js';

/** The site settings row's fixed id: there is exactly one. */
export const SITE_SETTINGS_ID = 1;

/** The stored site settings over the defaults (a field added in a later version gets its default). */
export async function readSiteSettingsBody(db: Db): Promise<SiteSettingsBody> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  const merged = { ...DEFAULT_SITE_SETTINGS, ...(row?.data as Partial<SiteSettingsBody> | undefined) };
  const parsed = siteSettingsBody.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

/** The general settings' live name/data pairs that everyone may read (private ones, holding secrets, left out). */
export async function readGeneralSettings(db: Db): Promise<{ name: string; data: string }[]> {
  return db
    .select({ name: generalSettings.name, data: generalSettings.data })
    .from(generalSettings)
    .where(
      and(isNull(generalSettings.deletedAt), notInArray(generalSettings.name, [...PRIVATE_GENERAL_SETTINGS])),
    )
    .orderBy(generalSettings.id);
}

/** The stored data of the live general setting `id`, or undefined. */
export async function generalSettingDataById(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ data: generalSettings.data })
    .from(generalSettings)
    .where(and(eq(generalSettings.id, id), isNull(generalSettings.deletedAt)));
  return row?.data;
}

/** One general setting's stored data, or undefined when it is not set. */
export async function generalSettingData(db: Db, name: GeneralSettingName): Promise<string | undefined> {
  const [row] = await db
    .select({ data: generalSettings.data })
    .from(generalSettings)
    .where(and(eq(generalSettings.name, name), isNull(generalSettings.deletedAt)));
  return row?.data;
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
