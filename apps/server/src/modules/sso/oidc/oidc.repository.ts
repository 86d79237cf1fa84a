// The provider's storage: oidc-provider's payloads, the shared keys, the systems' OIDC settings and the
// facts an ID token tells about a user.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { oidcPayloads, ssoClients, ssoOidcClients, users } from '../../../db/schema/index.js';

export type PayloadRow = {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  expiresAt: Date | null;
};

/** Writes (or rewrites) one stored artefact; a consumed one stays consumed. */
export async function upsertPayload(db: Db, row: PayloadRow): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcPayloads.model, oidcPayloads.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        uid: row.uid,
        userCode: row.userCode,
        expiresAt: row.expiresAt,
      },
    });
}

const payloadColumns = { payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt };
type Found = { payload: Record<string, unknown>; consumedAt: Date | null } | undefined;

/** One artefact by its id, unless it has expired. */
export async function findPayload(db: Db, model: string, id: string, now: Date): Promise<Found> {
  const [row] = await db
    .select(payloadColumns)
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id), live(now)));
  return row;
}

/** One artefact by its interaction uid or user code, unless it has expired. */
export async function findPayloadBy(
  db: Db,
  model: string,
  column: 'uid' | 'userCode',
  value: string,
  now: Date,
): Promise<Found> {
  const [row] = await db
    .select(payloadColumns)
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads[column], value), live(now)))
    .limit(1);
  return row;
}

const live = (now: Date) => sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > ${now})`;

/**
 * Marks an artefact consumed if nobody did before (compare-and-set); answers whether this call did.
 * Two requests redeeming one code at once cannot both see it unconsumed.
 */
export async function consumePayload(db: Db, model: string, id: string): Promise<boolean> {
  const rows = await db
    .update(oidcPayloads)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)))
    .returning({ id: oidcPayloads.id });
  return rows.length === 1;
}

export async function deletePayload(db: Db, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

/** Deletes every artefact of a grant (tokens, codes, the grant itself), whatever its model. */
export async function deleteGrantPayloads(db: Db, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}

/** Deletes up to `limit` artefacts that expired before `now`; answers how many. */
export async function deleteExpiredPayloads(db: Db, now: Date, limit: number): Promise<number> {
  const doomed = db
    .select({ model: oidcPayloads.model, id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, now))
    .limit(limit);
  const rows = await db
    .delete(oidcPayloads)
    .where(sql`(${oidcPayloads.model}, ${oidcPayloads.id}) in (${doomed})`)
    .returning({ id: oidcPayloads.id });
  return rows.length;
}

export type OidcClientRow = typeof ssoOidcClients.$inferSelect;

/**
 * The settings of a live OIDC or OAuth2 system by its client id, with the system's name. A disabled
 * system is still found, so the gate refuses it in Persian (/sso-blocked) rather than an error page.
 */
export async function liveClientByClientId(
  db: Db,
  clientId: string,
): Promise<(OidcClientRow & { name: string; categoryId: number }) | undefined> {
  const [row] = await db
    .select({ settings: ssoOidcClients, name: ssoClients.name, categoryId: ssoClients.categoryId })
    .from(ssoOidcClients)
    .innerJoin(ssoClients, eq(ssoClients.id, ssoOidcClients.systemId))
    .where(
      and(
        eq(ssoOidcClients.clientId, clientId),
        isNull(ssoClients.deletedAt),
        inArray(ssoClients.categoryId, [1, 2]),
      ),
    );
  return row && { ...row.settings, name: row.name, categoryId: row.categoryId };
}

/** A system's OIDC settings by the system's id. */
export async function clientSettingsOf(db: Db, systemId: number): Promise<OidcClientRow | undefined> {
  const [row] = await db.select().from(ssoOidcClients).where(eq(ssoOidcClients.systemId, systemId));
  return row;
}

export type ClientSettingsValues = Omit<
  OidcClientRow,
  'systemId' | 'clientId' | 'secretHash' | 'secretCreatedAt' | 'updatedAt'
>;

/** Creates a system's settings with its new client id and secret hash. */
export async function insertClientSettings(
  db: Db,
  row: ClientSettingsValues & { systemId: number; clientId: string; secretHash: string },
): Promise<OidcClientRow> {
  const [created] = await db.insert(ssoOidcClients).values(row).returning();
  if (!created) throw new Error('sso_oidc_clients: insert returned nothing');
  return created;
}

export async function updateClientSettings(
  db: Db,
  systemId: number,
  values: Partial<ClientSettingsValues> & { secretHash?: string; secretCreatedAt?: Date },
): Promise<OidcClientRow | undefined> {
  const [row] = await db
    .update(ssoOidcClients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ssoOidcClients.systemId, systemId))
    .returning();
  return row;
}

/** A live system (any state) as the settings need it: its category, or undefined when it is gone. */
export async function liveSystem(
  db: Db,
  systemId: number,
  managed: ReturnType<typeof sql> | undefined,
): Promise<{ id: number; categoryId: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: ssoClients.id, categoryId: ssoClients.categoryId, name: ssoClients.name })
    .from(ssoClients)
    .where(and(eq(ssoClients.id, systemId), isNull(ssoClients.deletedAt), managed));
  return row;
}

