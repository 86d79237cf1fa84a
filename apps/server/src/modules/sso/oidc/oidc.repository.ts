// The provider's storage: oidc-provider's payloads, the shared keys and the systems' OIDC settings (what
// an ID token tells about a user is read by ../user-facts.service.ts).
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { cachedEntry } from '../../../db/notice-cache.js';
import { oidcPayloads, ssoClients, ssoOidcClients } from '../../../db/schema/index.js';

export type PayloadRow = {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  expiresAt: Date | null;
};

// Tokens a redemption writes under a grant after it checked the grant: they are written only while the
// grant's row exists (see upsertPayload).
const GRANT_BOUND = new Set(['AccessToken', 'RefreshToken']);

/**
 * Writes (or rewrites) one stored artefact; a consumed one stays consumed. An access or refresh token is
 * written only while its grant's row still exists, read with a lock (FOR KEY SHARE) that a revocation's
 * delete of that row waits for: a revocation either comes first, and the token is not written, or waits
 * until the token is written and then deletes it (deleteGrantPayloads). So a redemption racing a
 * revocation (one code redeemed twice at once) cannot leave tokens of a revoked grant behind.
 */
export async function upsertPayload(db: Db, row: PayloadRow): Promise<void> {
  if (row.grantId === null || !GRANT_BOUND.has(row.model)) {
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
    return;
  }
  await db.execute(sql`
    insert into oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
    select ${row.model}, ${row.id}, ${JSON.stringify(row.payload)}::jsonb, ${row.grantId}, ${row.uid},
      ${row.userCode}, ${row.expiresAt?.toISOString() ?? null}::timestamptz
    where exists (
      select 1 from oidc_payloads where model = 'Grant' and id = ${row.grantId} for key share
    )
    on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
      uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`);
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

/** The grant an artefact was issued under, or null (none, or the artefact is gone). */
export async function grantIdOf(db: Db, model: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ grantId: oidcPayloads.grantId })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
  return row?.grantId ?? null;
}

/** Records on grant `grantId` the address its user signed in to the system from, this time. */
export async function recordSignInIp(db: Db, grantId: string, ip: string | null): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ signInIp: ip })
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
}

/** The address the user of grant `grantId` last signed in to its system from, or null. */
export async function signInIpOf(db: Db, grantId: string): Promise<string | null> {
  const [row] = await db
    .select({ ip: oidcPayloads.signInIp })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
  return row?.ip ?? null;
}

// The first key of the revocations' advisory lock (the second is a hash of the grant id).
const REVOKE_LOCK_SPACE = 727_325;

/**
 * Deletes a grant and every artefact issued under it (tokens, codes), whatever its model. The grant's own
 * row goes first, in a statement of its own: that delete waits for any token write holding the row
 * (upsertPayload), and the next statement, which sees what such a write committed, deletes the rest.
 * Revocations of one grant take turns (an advisory lock), so two never delete the same rows in
 * different orders.
 */
export async function deleteGrantPayloads(db: Db, grantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REVOKE_LOCK_SPACE}, hashtext(${grantId}))`);
    await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
    await tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  });
}

/**
 * Moves a grant's expiry to `exp` (seconds) when that is later, never writing a grant that is gone: a
 * grant revoked meanwhile stays revoked. Answers whether it changed.
 */
export async function extendGrant(db: Db, grantId: string, exp: number): Promise<boolean> {
  const until = new Date(exp * 1000);
  const rows = await db
    .update(oidcPayloads)
    .set({
      expiresAt: until,
      payload: sql`jsonb_set(${oidcPayloads.payload}, '{exp}', to_jsonb(${exp}::bigint))`,
    })
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        eq(oidcPayloads.id, grantId),
        sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} < ${until})`,
      ),
    )
    .returning({ id: oidcPayloads.id });
  return rows.length === 1;
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
 * Read through this instance's cache, dropped by a `system:{id}` notice from every change to the system
 * or its settings (migration 0042).
 */
export async function liveClientByClientId(
  db: Db,
  clientId: string,
): Promise<(OidcClientRow & { name: string; categoryId: number }) | undefined> {
  return cachedEntry(db, 'oidc-clients', 2000, clientId, async () => {
    const row = await readLiveClient(db, clientId);
    return row && { value: row, tags: [`system:${row.systemId}`] };
  });
}

async function readLiveClient(db: Db, clientId: string) {
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

/** Creates a system's settings with its new client id and secret hash (none for a public client). */
export async function insertClientSettings(
  db: Db,
  row: ClientSettingsValues & { systemId: number; clientId: string; secretHash: string | null },
): Promise<OidcClientRow> {
  const [created] = await db.insert(ssoOidcClients).values(row).returning();
  if (!created) throw new Error('sso_oidc_clients: insert returned nothing');
  return created;
}

export async function updateClientSettings(
  db: Db,
  systemId: number,
  values: Partial<ClientSettingsValues> & { secretHash?: string | null; secretCreatedAt?: Date },
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
