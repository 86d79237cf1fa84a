// A user's grants among oidc-provider's payloads: the live ones with their systems, and taking one back
// (its tokens, codes and the sessions' bond to it). Grants and sessions are found by the payload's
// accountId through the partial index oidc_payloads_account.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { oidcPayloads, ssoClients, ssoOidcClients } from '../../../db/schema/index.js';
import { deleteGrantPayloads } from './oidc.repository.js';

const grants = oidcPayloads;
const ownedBy = (userId: number) => sql`${grants.payload}->>'accountId' = ${String(userId)}`;
const live = (now: Date) => sql`(${grants.expiresAt} is null or ${grants.expiresAt} > ${now})`;
// The newest token or code issued under the grant, expired ones included (they were used then), in
// seconds; null once the clean-up job has taken every one of them.
const lastIssued = sql<string | number | null>`(
  select max((t.payload->>'iat')::bigint) from ${oidcPayloads} t
  where t.grant_id = ${grants.id} and t.model in ('AccessToken', 'RefreshToken', 'AuthorizationCode')
)`;

/**
 * The live grants of `userId` to live connected systems, with each system and the time of the newest
 * token under the grant; newest use first. At most `limit` (a user has a handful). The query itself,
 * awaited for its rows (or explained by a test).
 */
export function liveGrantsOf(db: Db, userId: number, now: Date, limit: number) {
  return db
    .select({
      id: grants.id,
      payload: grants.payload,
      lastIssued,
      systemId: ssoClients.id,
      name: ssoClients.name,
      logoFileId: ssoClients.logoFileId,
      enabled: ssoClients.enabled,
    })
    .from(grants)
    .innerJoin(ssoOidcClients, eq(ssoOidcClients.clientId, sql`${grants.payload}->>'clientId'`))
    .innerJoin(ssoClients, and(eq(ssoClients.id, ssoOidcClients.systemId), isNull(ssoClients.deletedAt)))
    .where(and(eq(grants.model, 'Grant'), ownedBy(userId), live(now)))
    .orderBy(sql`${lastIssued} desc nulls last`, desc(sql`${grants.payload}->'iat'`), asc(grants.id))
    .limit(limit);
}

/** One row of liveGrantsOf. */
export type GrantRow = Awaited<ReturnType<typeof liveGrantsOf>>[number];

export type OwnGrant = {
  clientId: string;
  /** The system behind the client, unless its settings are gone. */
  system: { id: number; categoryId: number; backchannelLogoutUri: string | null } | null;
};

/** The live grant `grantId` if it is `userId`'s, with its client and system; undefined otherwise. */
export async function ownGrant(
  db: Db,
  userId: number,
  grantId: string,
  now: Date,
): Promise<OwnGrant | undefined> {
  const [row] = await db
    .select({
      clientId: sql<string>`${grants.payload}->>'clientId'`,
      systemId: ssoClients.id,
      categoryId: ssoClients.categoryId,
      backchannelLogoutUri: ssoOidcClients.backchannelLogoutUri,
    })
    .from(grants)
    .leftJoin(ssoOidcClients, eq(ssoOidcClients.clientId, sql`${grants.payload}->>'clientId'`))
    .leftJoin(ssoClients, eq(ssoClients.id, ssoOidcClients.systemId))
    .where(and(eq(grants.model, 'Grant'), eq(grants.id, grantId), ownedBy(userId), live(now)));
  if (!row) return undefined;
  const { clientId, systemId, categoryId, backchannelLogoutUri } = row;
  return {
    clientId,
    system:
      systemId === null || categoryId === null ? null : { id: systemId, categoryId, backchannelLogoutUri },
  };
}

/**
 * Deletes grant `grantId` of `userId` with every token and code issued under it, and unbinds it from the
 * user's provider sessions (their entry for `clientId`), in one transaction. Answers the session ids
 * (`sid`) the system knew the user by, for its back-channel logout.
 */
export async function deleteGrant(db: Db, userId: number, grantId: string, clientId: string) {
  return db.transaction(async (tx) => {
    await deleteGrantPayloads(tx, grantId);
    const bound = sql`${grants.payload}->'authorizations'->${clientId}->>'grantId' = ${grantId}`;
    const sessions = await tx
      .select({
        id: grants.id,
        sid: sql<string | null>`${grants.payload}->'authorizations'->${clientId}->>'sid'`,
      })
      .from(grants)
      .where(and(eq(grants.model, 'Session'), ownedBy(userId), bound));
    if (sessions.length > 0)
      await tx
        .update(grants)
        .set({ payload: sql`${grants.payload} #- array['authorizations', ${clientId}]::text[]` })
        .where(and(eq(grants.model, 'Session'), ownedBy(userId), bound));
    return sessions.map((s) => s.sid).filter((sid): sid is string => sid !== null);
  });
}

/** What a provider session knew of each system it signed into (oidc-provider's Session#authorizations). */
export type SessionAuthorizations = Record<
  string,
  { sid?: string; grantId?: string; persistsLogout?: boolean }
>;

/**
 * Removes the provider sessions of `userId` signed in at `loginTs` (seconds: the portal sessions they
 * follow, portalLogin's `ts`) and answers what each knew of its systems.
 */
export async function takeProviderSessions(
  db: Db,
  userId: number,
  loginTs: number[],
): Promise<SessionAuthorizations[]> {
  if (loginTs.length === 0) return [];
  const taken = await db
    .delete(grants)
    .where(
      and(
        eq(grants.model, 'Session'),
        ownedBy(userId),
        sql`(${grants.payload}->>'loginTs')::bigint in (${sql.join(
          loginTs.map((ts) => sql`${ts}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ authorizations: sql<SessionAuthorizations | null>`${grants.payload}->'authorizations'` });
  return taken.map((row) => row.authorizations ?? {});
}
