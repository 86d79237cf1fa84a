// The one gate every single sign-on path passes (OIDC authorize — silent SSO with an existing session
// included —, the token endpoint, SAML), and the log each of them writes. Limits (ssouserlimit,
// ssounitlimit, ssoiplimit) are checked here and nowhere else, so the protocols cannot disagree.
// The rules are docs/ARCHITECTURE.md "Single sign-on: who may enter".
import type { SsoGateReason } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import {
  gateFactsOf,
  gateFactsOfMany,
  gateSubjectOf,
  insertSsoLog,
  type GateFacts,
  type GateLimit,
  type GateSubject,
  type SsoLogRow,
} from './access.repository.js';
import { inIpRange, parseClientIp } from './ip-range.js';

export type SsoGateInput = {
  /** sso_clients.id of the connected system. */
  clientId: number;
  /** The signed-in user asking to enter, or null for a client acting for itself (client credentials). */
  userId: number | null;
  /**
   * The user's address as the server saw it (request.ip: X-Forwarded-For only with TRUST_PROXY) — or,
   * where the user is not the caller (the token endpoint), a function answering the address they signed
   * in from, called only when the system has address limits.
   */
  ip: string | null | (() => Promise<string | null>);
};

export type SsoGateAnswer = { allowed: true } | { allowed: false; reason: SsoGateReason };

/**
 * Whether one kind of limit lets the caller through: no matching deny row, and — when the kind has any
 * allow row — a matching allow row. A kind with no rows lets everyone through.
 */
function passes<L extends GateLimit>(limits: L[], matches: (limit: L) => boolean): boolean {
  let allowRows = false;
  let allowed = false;
  for (const limit of limits) {
    const hit = matches(limit);
    if (!limit.allowed && hit) return false;
    if (limit.allowed) {
      allowRows = true;
      allowed ||= hit;
    }
  }
  return !allowRows || allowed;
}

const ofKind = <K extends GateLimit['kind']>(limits: GateLimit[], kind: K) =>
  limits.filter((l): l is Extract<GateLimit, { kind: K }> => l.kind === kind);

/**
 * The gate's rules over one system's `facts` (undefined: the system is gone): the system is enabled,
 * then user and role limits, unit limits, address limits; the answer names the first kind that
 * refuses. `subject` reads the user's roles and units, only when a user or unit limit needs them.
 */
async function decide(
  facts: GateFacts | undefined,
  { userId, ip }: Omit<SsoGateInput, 'clientId'>,
  subject: (userId: number) => Promise<GateSubject>,
): Promise<SsoGateAnswer> {
  if (!facts?.enabled) return { allowed: false, reason: 'disabled' };
  const userLimits = ofKind(facts.limits, 'user');
  const unitLimits = ofKind(facts.limits, 'unit');
  const ipLimits = ofKind(facts.limits, 'ip');
  if (userId !== null && (userLimits.length > 0 || unitLimits.length > 0)) {
    const { roleIds, unitIds } = await subject(userId);
    const userPasses = passes(userLimits, (l) =>
      l.userId !== null ? l.userId === userId : l.roleId !== null && roleIds.has(l.roleId),
    );
    if (!userPasses) return { allowed: false, reason: 'user' };
    if (!passes(unitLimits, (l) => unitIds.has(l.unitId))) return { allowed: false, reason: 'unit' };
  }
  if (ipLimits.length > 0) {
    const address = parseClientIp(typeof ip === 'function' ? await ip() : ip);
    if (!passes(ipLimits, (l) => address !== null && inIpRange(address, l.range)))
      return { allowed: false, reason: 'ip' };
  }
  return { allowed: true };
}

/**
 * Whether `input.userId` may enter system `input.clientId` from `input.ip` now. In order: the system
 * is live and enabled, then user and role limits, unit limits (the user's units of responsibility and
 * every unit above them), address limits; the answer names the first kind that refuses. A client acting
 * for itself (`userId` null) meets the address limits only. At most two queries: the system with all its
 * limits, then — only when it has user or unit limits and a user asks — the user's roles and units.
 */
export async function checkSsoAccess(db: Db, input: SsoGateInput): Promise<SsoGateAnswer> {
  const facts = await gateFactsOf(db, input.clientId);
  return decide(facts, input, (userId) => gateSubjectOf(db, userId));
}

/**
 * Of the systems `clientIds`, those `userId` may enter from `ip` now, by checkSsoAccess's rules (and
 * logging nothing: nobody asked to enter). At most two queries, however many systems: all their limits,
 * then the user's roles and units once, when some system has user or unit limits.
 */
export async function enterableSystems(
  db: Db,
  { userId, ip }: { userId: number; ip: string | null },
  clientIds: number[],
): Promise<Set<number>> {
  const facts = await gateFactsOfMany(db, clientIds);
  let subject: Promise<GateSubject> | undefined;
  const subjectOnce = () => (subject ??= gateSubjectOf(db, userId));
  const enterable = new Set<number>();
  for (const clientId of clientIds) {
    const answer = await decide(facts.get(clientId), { userId, ip }, subjectOnce);
    if (answer.allowed) enterable.add(clientId);
  }
  return enterable;
}

/**
 * Records an authorization, token, refusal, logout or revocation of a connected system
 * (SsoClientLoginLog).
 */
export function logSsoEvent(db: Db, row: SsoLogRow): Promise<void> {
  return insertSsoLog(db, row);
}
