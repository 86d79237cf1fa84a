// Answering a pending SAML2 sign-in (ARCHITECTURE "Single sign-on: SAML2", the browser's sign-in): what
// the session must do first, the gate, the signed response and the attributes it releases, and the
// responses that carry only a status.
import { SAML_NAMEID_FORMATS, type SsoGateReason } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { recordSsoUse, type SessionInfo } from '../../../plugins/session-store.js';
import { checkSsoAccess, logSsoEvent } from '../access.service.js';
import { authContextOf } from '../auth-context.js';
import { samlAttributesOf, userFactsOf, type UserFacts } from '../user-facts.service.js';
import { ssoSessionEnded, ssoSessionLatestEnd, type SsoSetting } from '../sso-settings.service.js';
import { idpKeyRing, samlUrls } from './saml-idp.js';
import { recordSpSession } from './saml-logout.repository.js';
import {
  samlId,
  signedResponseXml,
  signedStatusResponseXml,
  type SamlErrorStatus,
  type SamlSubject,
} from './saml-response.js';
import {
  answerPending,
  liveSpOf,
  takePending,
  type SamlPendingRow,
  type SamlSpRow,
} from './saml.repository.js';

const [PERSISTENT, , TRANSIENT] = SAML_NAMEID_FORMATS;

/** Whether `session` may be answered for now: signed in completely (second factor done, password current). */
export function isCompleteSession(session: SessionInfo | null): session is SessionInfo {
  return session !== null && !session.twoFactorPending && !session.passwordDeprecated;
}

/**
 * The NameID of `facts`' user in `format`: persistent the user id, unspecified the username, transient a
 * new opaque identifier (kept only with the sign-in, for single logout).
 */
function nameIdOf(facts: UserFacts, format: string): string {
  if (format === PERSISTENT) return String(facts.id);
  if (format === TRANSIENT) return samlId();
  return facts.username;
}

async function subjectOf(
  db: Db,
  sp: SamlSpRow,
  pending: SamlPendingRow,
  session: SessionInfo,
): Promise<SamlSubject | null> {
  const facts = await userFactsOf(db, session.userId);
  if (facts === null) return null;
  const nameIdFormat = pending.nameIdFormat ?? sp.nameIdFormat;
  return {
    nameId: nameIdOf(facts, nameIdFormat),
    nameIdFormat,
    authnInstant: session.createdAt,
    authnContextClass: authContextOf(session.authMethods).samlClass,
    attributes: samlAttributesOf(facts, sp.attributes),
  };
}

/** What answering a pending sign-in came to. */
export type SamlAnswer =
  | { kind: 'answered'; pending: SamlPendingRow & { samlResponse: string } }
  | { kind: 'refused'; reason: SsoGateReason }
  | { kind: 'gone' };

/** A response to post to the SP at once, without the web app (a passive request's answer). */
export type SamlPost = { kind: 'post'; acsUrl: string; samlResponse: string; relayState: string | null };

/**
 * Whether `session` may be answered `pending` now under the single sign-on settings, or what must come
 * first: a fresh sign-in (`again`: the system asked for one with ForceAuthn and the session began before
 * the request, or the session policy ended its single sign-on) or, while silent single sign-on is off,
 * the user's continue step (`continue`: signed in before the system asked). An answer already made (the
 * user continued) is handed out.
 */
export function nextStep(
  settings: SsoSetting,
  pending: SamlPendingRow,
  session: SessionInfo,
): 'answer' | 'again' | 'continue' {
  if (pending.samlResponse !== null) return 'answer';
  // ForceAuthn (Core §3.4.1): authenticate the presenter directly, not from the security context that
  // existed when the request came; a session begun since (the fresh sign-in) is that authentication.
  if (pending.forceAuthn && session.createdAt < pending.createdAt) return 'again';
  if (ssoSessionEnded(settings, session) !== null) return 'again';
  if (!settings.allowSilentSso && session.createdAt < pending.createdAt) return 'continue';
  return 'answer';
}

/** The live SP of `pending`'s system while the ACS URL it chose is still registered; else null. */
export async function spStillAt(db: Db, pending: SamlPendingRow): Promise<SamlSpRow | null> {
  const sp = await liveSpOf(db, pending.clientId);
  return sp && sp.acsUrls.some((acs) => acs.url === pending.acsUrl) ? sp : null;
}

/**
 * The signed response answering `pending` for `session`: the gate first (checkSsoAccess, logged either
 * way), then the response, the authorization logged. Stores nothing on the row.
 */
export async function signFor(
  db: Db,
  settings: SsoSetting,
  pending: SamlPendingRow,
  session: SessionInfo,
  ip: string | null,
  origin: string,
): Promise<
  { kind: 'signed'; samlResponse: string } | { kind: 'refused'; reason: SsoGateReason } | { kind: 'gone' }
> {
  const gate = await checkSsoAccess(db, { clientId: pending.clientId, userId: session.userId, ip });
  if (!gate.allowed) {
    await logSsoEvent(db, {
      clientId: pending.clientId,
      userId: session.userId,
      protocol: 'saml',
      event: 'refusal',
      reason: gate.reason,
      ip,
    });
    return { kind: 'refused', reason: gate.reason };
  }
  const sp = await spStillAt(db, pending);
  const subject = sp && (await subjectOf(db, sp, pending, session));
  if (!sp || !subject) return { kind: 'gone' };
  await recordSsoUse(db, session);
  const sessionNotOnOrAfter = ssoSessionLatestEnd(settings, session.createdAt);
  const { xml, sessionIndex } = signedResponseXml({
    idpEntityId: samlUrls(origin).entityId,
    spEntityId: sp.entityId,
    acsUrl: pending.acsUrl,
    inResponseTo: pending.inResponseTo,
    subject: { ...subject, sessionNotOnOrAfter },
    keys: (await idpKeyRing(db)).signing,
    now: new Date(),
  });
  // Single logout finds this sign-in by the NameID and SessionIndex the SP now knows, and the portal session.
  await recordSpSession(db, {
    sessionIndex,
    sessionPublicId: session.publicId,
    userId: session.userId,
    clientId: pending.clientId,
    nameId: subject.nameId,
    nameIdFormat: subject.nameIdFormat,
    expiresAt: sessionNotOnOrAfter,
  });
  await logSsoEvent(db, {
    clientId: pending.clientId,
    userId: session.userId,
    protocol: 'saml',
    event: 'authorization',
    ip,
  });
  return { kind: 'signed', samlResponse: Buffer.from(xml, 'utf8').toString('base64') };
}

/**
 * Answers pending sign-in `pending` for `session` (signFor), the response stored until the profile hands
 * it out; a refused or vanished sign-in is dropped.
 */
export async function answer(
  db: Db,
  settings: SsoSetting,
  pending: SamlPendingRow,
  session: SessionInfo,
  ip: string | null,
  origin: string,
): Promise<SamlAnswer> {
  if (pending.samlResponse !== null) {
    return pending.userId === session.userId
      ? { kind: 'answered', pending: { ...pending, samlResponse: pending.samlResponse } }
      : { kind: 'gone' };
  }
  const result = await signFor(db, settings, pending, session, ip, origin);
  if (result.kind !== 'signed') {
    await takePending(db, pending.id);
    return result;
  }
  const { samlResponse } = result;
  await answerPending(db, pending.id, session.userId, samlResponse);
  return { kind: 'answered', pending: { ...pending, userId: session.userId, samlResponse } };
}

/** The signed response to `pending` (or a request answered at once) carrying only `status`, to post to the SP. */
export async function statusPost(
  db: Db,
  pending: Pick<SamlPendingRow, 'acsUrl' | 'inResponseTo' | 'relayState'>,
  status: SamlErrorStatus,
  origin: string,
): Promise<SamlPost> {
  const xml = signedStatusResponseXml({
    idpEntityId: samlUrls(origin).entityId,
    acsUrl: pending.acsUrl,
    inResponseTo: pending.inResponseTo,
    status,
    keys: (await idpKeyRing(db)).signing,
    now: new Date(),
  });
  const samlResponse = Buffer.from(xml, 'utf8').toString('base64');
  return { kind: 'post', acsUrl: pending.acsUrl, samlResponse, relayState: pending.relayState };
}
