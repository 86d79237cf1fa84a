import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import {
  samlPending,
  samlSeenRequests,
  ssoClients,
  ssoSamlSps,
  type SamlAcs,
} from '../../../db/schema/index.js';
import { allOf } from '../../../plugins/resources/resource-query.js';
import { managedBy } from '../sso.repository.js';

/** The category of SAML2 connected systems. */
export const SAML_CATEGORY_ID = 3;

export type SamlSpRow = typeof ssoSamlSps.$inferSelect;
export type SamlPendingRow = typeof samlPending.$inferSelect;

const liveSaml = allOf([isNull(ssoClients.deletedAt), eq(ssoClients.categoryId, SAML_CATEGORY_ID)]);

/** Whether `user` manages the live SAML2 system `clientId` (Admins, or its unit's Employees in unit role 3). */
export async function managesSamlSystem(
  db: Db,
  user: Principal,
  clientId: number,
): Promise<'yes' | 'no' | 'missing'> {
  const [row] = await db
    .select({ id: ssoClients.id, managed: sql<boolean>`${managedBy(user) ?? sql`true`}` })
    .from(ssoClients)
    .where(allOf([eq(ssoClients.id, clientId), liveSaml]));
  if (!row) return 'missing';
  return row.managed ? 'yes' : 'no';
}

/** The SP settings of system `clientId` (whatever its state), or null. */
export async function spOf(db: Db, clientId: number): Promise<SamlSpRow | null> {
  const [row] = await db.select().from(ssoSamlSps).where(eq(ssoSamlSps.clientId, clientId));
  return row ?? null;
}

/** The system, live and of category 3, whose SP has `entityId`, with its SP settings; null when none. */
export async function spByEntityId(
  db: Db,
  entityId: string,
): Promise<(SamlSpRow & { name: string; homeUrl: string }) | null> {
  const [row] = await db
    .select({ sp: ssoSamlSps, name: ssoClients.name, homeUrl: ssoClients.homeUrl })
    .from(ssoSamlSps)
    .innerJoin(ssoClients, eq(ssoClients.id, ssoSamlSps.clientId))
    .where(allOf([eq(ssoSamlSps.entityId, entityId), liveSaml]));
  return row ? { ...row.sp, name: row.name, homeUrl: row.homeUrl } : null;
}

/** The live SAML2 system `clientId`'s SP settings, or null. */
export async function liveSpOf(db: Db, clientId: number): Promise<SamlSpRow | null> {
  const [row] = await db
    .select({ sp: ssoSamlSps })
    .from(ssoSamlSps)
    .innerJoin(ssoClients, eq(ssoClients.id, ssoSamlSps.clientId))
    .where(allOf([eq(ssoSamlSps.clientId, clientId), liveSaml]));
  return row?.sp ?? null;
}

/** Whether another system already registered an SP with `entityId`. */
export async function entityIdTaken(db: Db, entityId: string, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ssoSamlSps.clientId })
    .from(ssoSamlSps)
    .where(and(eq(ssoSamlSps.entityId, entityId), sql`${ssoSamlSps.clientId} <> ${clientId}`));
  return rows.length > 0;
}

export type SpValues = {
  entityId: string;
  metadataXml: string;
  metadataUrl: string | null;
  acsUrls: SamlAcs[];
  signingCert: string | null;
  nameIdFormat: string;
  attributes: string[];
  sloUrl: string | null;
  sloResponseUrl: string | null;
  sloBinding: string | null;
  sloByHand: boolean;
};

/** Writes system `clientId`'s SP settings (one statement: insert, or update the row that is there). */
export async function saveSp(db: Db, clientId: number, values: SpValues, updaterId: number): Promise<void> {
  const row = { ...values, updatedAt: new Date(), updaterId };
  await db
    .insert(ssoSamlSps)
    .values({ clientId, ...row })
    .onConflictDoUpdate({ target: ssoSamlSps.clientId, set: row });
}

/**
 * Records AuthnRequest `requestId` of system `clientId` as answered until `expiresAt`; false when it was
 * already recorded (a replay). Expired records are dropped on the way.
 */
export async function markRequestSeen(
  db: Db,
  clientId: number,
  requestId: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(samlSeenRequests).where(lt(samlSeenRequests.expiresAt, new Date()));
  const inserted = await db
    .insert(samlSeenRequests)
    .values({ clientId, requestId, expiresAt })
    .onConflictDoNothing()
    .returning({ requestId: samlSeenRequests.requestId });
  return inserted.length === 1;
}

/** Stores a sign-in in progress (expired ones are dropped on the way). */
export async function insertPending(db: Db, row: typeof samlPending.$inferInsert): Promise<void> {
  await db.delete(samlPending).where(lt(samlPending.expiresAt, new Date()));
  await db.insert(samlPending).values(row);
}

/** The live (unexpired) sign-in in progress `id`, or null. */
export async function pendingOf(db: Db, id: string): Promise<SamlPendingRow | null> {
  const [row] = await db
    .select()
    .from(samlPending)
    .where(and(eq(samlPending.id, id), sql`${samlPending.expiresAt} > now()`));
  return row ?? null;
}

/** The name of live system `clientId`, or null. */
export async function systemNameOf(db: Db, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: ssoClients.name })
    .from(ssoClients)
    .where(allOf([eq(ssoClients.id, clientId), liveSaml]));
  return row?.name ?? null;
}

/** Stores the answer of sign-in `id` for `userId`. */
export async function answerPending(db: Db, id: string, userId: number, samlResponse: string): Promise<void> {
  await db.update(samlPending).set({ userId, samlResponse }).where(eq(samlPending.id, id));
}

/** Removes sign-in `id`, answering whether this call removed it (only one caller can hand an answer out). */
export async function takePending(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(samlPending)
    .where(eq(samlPending.id, id))
    .returning({ id: samlPending.id });
  return removed.length === 1;
}
