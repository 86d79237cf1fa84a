// The one gate every single sign-on path passes (OIDC authorize — silent SSO with an existing session
// included —, the token endpoint, SAML), and the log each of them writes. Limits (ssouserlimit,
// ssounitlimit, ssoiplimit) are checked here and nowhere else, so the protocols cannot disagree.
import type { SsoRefusalReason } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { gateFactsOf, insertSsoLog, type SsoLogRow } from './access.repository.js';

export type SsoGateInput = {
  /** sso_clients.id of the connected system. */
  clientId: number;
  /** The signed-in user asking to enter, or null for a client acting for itself (client credentials). */
  userId: number | null;
  /** The caller's address as the server sees it (request.ip: X-Forwarded-For only with TRUST_PROXY). */
  ip: string | null;
};

export type SsoGateAnswer = { allowed: true } | { allowed: false; reason: SsoRefusalReason };

/** Whether `input.userId` may enter system `input.clientId` from `input.ip` now. */
export async function checkSsoAccess(db: Db, input: SsoGateInput): Promise<SsoGateAnswer> {
  const facts = await gateFactsOf(db, input.clientId);
  if (!facts?.enabled) return { allowed: false, reason: 'disabled' };
  return { allowed: true };
}

/** Records an authorization, token, refusal or logout of a connected system (SsoClientLoginLog). */
export function logSsoEvent(db: Db, row: SsoLogRow): Promise<void> {
  return insertSsoLog(db, row);
}
