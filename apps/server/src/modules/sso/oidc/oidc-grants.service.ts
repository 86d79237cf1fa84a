// A signed-in user's active grants to connected systems (`/panel/sso/clients`): what oidc-provider holds
// for them, and taking a grant back. docs/ARCHITECTURE.md "Single sign-on: OpenID Connect".
import type Provider from 'oidc-provider';
import { SSO_GRANT_SCOPES, type Principal, type SsoGrant, type SsoGrantList } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { grantMessages } from '../../../messages/index.js';
import { logSsoEvent } from '../access.service.js';
import type { EndedSession } from '../../../plugins/session-store.js';
import {
  deleteGrant,
  liveGrantsOf,
  ownGrant,
  takeProviderSessions,
  type GrantRow,
} from './oidc-grants.repository.js';
import { systemOf } from './oidc-provider.js';

/** More grants than anyone holds (one per system and browser); the list stops there. */
const MAX_GRANTS = 200;

const seconds = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const isoOf = (value: unknown) => {
  const at = seconds(value);
  return Number.isFinite(at) ? new Date(at * 1000).toISOString() : null;
};
const scopesOf = (part: unknown): string[] => {
  const scope = (part as { openid?: { scope?: unknown } } | undefined)?.openid?.scope;
  return typeof scope === 'string' ? scope.split(' ') : [];
};

/**
 * What a grant lets its system see, as oidc-provider's Grant#getOIDCScope reads it: the granted scopes
 * less the rejected ones (never `openid`), the known ones only, in their usual order.
 */
function grantedScopes(payload: Record<string, unknown>): SsoGrant['scopes'] {
  const granted = new Set(scopesOf(payload));
  for (const scope of scopesOf(payload.rejected)) if (scope !== 'openid') granted.delete(scope);
  return SSO_GRANT_SCOPES.filter((scope) => granted.has(scope));
}

function answerOf(row: GrantRow): SsoGrant {
  return {
    id: row.id,
    system: {
      id: row.systemId,
      name: row.name,
      logoFileId: row.enabled ? row.logoFileId : null,
      enabled: row.enabled,
    },
    grantedAt: isoOf(row.payload.iat) ?? new Date(0).toISOString(),
    lastUsedAt: row.lastIssued === null ? null : isoOf(row.lastIssued),
    scopes: grantedScopes(row.payload),
  };
}

/** `GET ssomanagement/grants`: `user`'s live grants to live connected systems, last used first. */
export async function grantsOf(db: Db, user: Principal): Promise<SsoGrantList> {
  const rows = await liveGrantsOf(db, user.id, new Date(), MAX_GRANTS);
  return { list: rows.map(answerOf) };
}

export type RevokeDeps = {
  db: Db;
  /** The provider, built on first use: only a system with a back-channel logout URI needs it. */
  provider: () => Promise<Provider>;
  log: { warn(obj: object, msg: string): void };
};

type BackchannelClient = { backchannelLogout(sub: string, sid?: string): Promise<void> };

/** Tells the system on its back channel that `userId` is signed out (of each session it knew, or all). */
async function backchannelLogout(
  { provider, log }: RevokeDeps,
  clientId: string,
  userId: number,
  sids: string[],
) {
  const client = await (await provider()).Client.find(clientId);
  if (!client?.backchannelLogoutUri) return;
  const notify = client as unknown as BackchannelClient;
  // Without a session id (the provider's session ended before the grant did) the token names the user
  // alone, which a system reads as every session of theirs.
  const targets = sids.length > 0 ? sids : [undefined];
  await Promise.all(
    targets.map((sid) =>
      notify
        .backchannelLogout(String(userId), sid)
        .catch((err: unknown) => log.warn({ err, clientId }, 'oidc: back-channel logout failed')),
    ),
  );
}

/**
 * `DELETE ssomanagement/grants/{id}`: takes `user`'s grant back. Its access and refresh tokens and codes
 * are deleted with it (they stop working at once), the provider's sessions forget it (the next sign-in
 * to the system makes a new grant, asking consent again where the system asks it), the system is told on
 * its back channel if it has one, and the revocation is logged. Throws not_found for a grant that is not
 * the user's, has expired or never was, alike.
 */
export async function revokeGrant(deps: RevokeDeps, user: Principal, grantId: string, ip: string | null) {
  const { db } = deps;
  const grant = await ownGrant(db, user.id, grantId, new Date());
  if (!grant) throw new AppError('not_found', grantMessages.missing);
  const sids = await deleteGrant(db, user.id, grantId, grant.clientId);
  const { system } = grant;
  if (!system) return;
  await logSsoEvent(db, {
    clientId: system.id,
    userId: user.id,
    protocol: system.categoryId === 2 ? 'oauth2' : 'oidc',
    event: 'revocation',
    ip,
  });
  // The grant is gone whatever the system answers: a failure to tell it is only logged.
  if (system.backchannelLogoutUri)
    await backchannelLogout(deps, grant.clientId, user.id, sids).catch((err: unknown) =>
      deps.log.warn({ err, clientId: grant.clientId }, 'oidc: back-channel logout failed'),
    );
}

/**
 * Portal sessions `ended` are over (single logout: the user signed out of the portal, or a SAML SP asked):
 * the provider sessions that followed them (signed in at the same time, portalLogin) end too, the way
 * oidc-provider's own end_session ends one — every system each signed into is told on its back channel
 * (with the session id it knew), its grant revoked unless it persists logout (offline_access), the
 * logout logged — and the sessions are removed.
 */
export async function endProviderSessions(deps: RevokeDeps, ended: EndedSession[]): Promise<void> {
  const { db } = deps;
  const byUser = new Map<number, number[]>();
  for (const session of ended)
    byUser.set(session.userId, [
      ...(byUser.get(session.userId) ?? []),
      Math.floor(session.createdAt.getTime() / 1000),
    ]);
  for (const [userId, loginTs] of byUser) {
    const taken = await takeProviderSessions(db, userId, loginTs);
    const told = taken.flatMap((authorizations) =>
      Object.entries(authorizations).map(async ([clientId, { sid, grantId, persistsLogout }]) => {
        if (grantId && !persistsLogout) await deleteGrant(db, userId, grantId, clientId);
        const system = systemOf(await (await deps.provider()).Client.find(clientId));
        if (system)
          await logSsoEvent(db, {
            clientId: system.systemId,
            userId,
            protocol: system.protocol,
            event: 'logout',
            ip: null,
          });
        await backchannelLogout(deps, clientId, userId, sid ? [sid] : []);
      }),
    );
    await Promise.all(told);
  }
}
