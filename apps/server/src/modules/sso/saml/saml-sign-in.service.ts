// The browser's SAML2 sign-in (ARCHITECTURE "Single sign-on: SAML2"): AuthnRequests (SP-initiated) and
// IdP-initiated sign-ins become a pending row named by a cookie; /saml/resume and the profile answer it
// (saml2ResponseForm, SPEC §3/§4).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import type { SessionInfo } from '../../../plugins/session-store.js';
import { samlMessages } from '../../../messages/index.js';
import { readSsoSettings } from '../sso-settings.service.js';
import {
  answer,
  isCompleteSession,
  nextStep,
  statusPost,
  type SamlAnswer,
  type SamlPost,
} from './saml-answer.service.js';
import { entitiesFor, samlUrls } from './saml-idp.js';
import { defaultAcs } from './saml-metadata.js';
import { answerPassively } from './saml-passive.service.js';
import {
  acceptRequest,
  openRequest,
  REQUEST_WINDOW_MS,
  RequestRefused,
  type IncomingRequest,
} from './saml-request.js';
import { responseForm } from './saml-response.js';
import {
  insertPending,
  liveSpOf,
  markRequestSeen,
  pendingOf,
  spByEntityId,
  systemNameOf,
  takePending,
} from './saml.repository.js';

export { RequestRefused } from './saml-request.js';

/** The browser cookie naming a sign-in in progress (its token; the row's key is the SHA-256). */
export const SAML_PENDING_COOKIE = 'darvazeh_saml';
/** How long a sign-in may wait for the user to sign in to the portal. */
export const SAML_PENDING_SECONDS = 600;
/** Where a signed-in user whose single sign-on ended signs in again, the SAML sign-in still waiting. */
export const SAML_SIGN_IN_AGAIN = '/login?saml=again';
/** Where a signed-in user continues to the system while silent single sign-on is off. */
export const SAML_CONTINUE = '/sso-continue?saml=pending';

/** The pending row's key for the cookie's token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A sign-in the browser now carries (the cookie's token). */
export type PendingStart = { kind: 'pending'; token: string };

async function startPending(
  db: Db,
  row: {
    clientId: number;
    inResponseTo: string | null;
    acsUrl: string;
    relayState: string | null;
    forceAuthn: boolean;
    isPassive: boolean;
    nameIdFormat: string | null;
  },
): Promise<PendingStart> {
  const token = randomBytes(32).toString('base64url');
  await insertPending(db, {
    id: hashToken(token),
    ...row,
    expiresAt: new Date(Date.now() + SAML_PENDING_SECONDS * 1000),
  });
  return { kind: 'pending', token };
}

/**
 * Refuses (RequestRefused 'replay') a request of `clientId` seen before, and remembers this one until it
 * could no longer be accepted: twice `windowMs` after its IssueInstant.
 */
export async function refuseReplay(
  db: Db,
  clientId: number,
  accepted: { requestId: string; issueInstant: Date },
  windowMs: number,
): Promise<void> {
  const until = new Date(accepted.issueInstant.getTime() + 2 * windowMs);
  if (!(await markRequestSeen(db, clientId, accepted.requestId, until))) throw new RequestRefused('replay');
}

/**
 * Accepts an AuthnRequest (SP-initiated sign-in) and records it as pending in this browser, or throws
 * RequestRefused. A request ID seen before (until the request would have expired) is a replay. A request
 * whose NameIDPolicy we cannot honour is answered at once, without a sign-in: InvalidNameIDPolicy.
 */
export async function receiveAuthnRequest(
  db: Db,
  origin: string,
  incoming: IncomingRequest,
  now = new Date(),
): Promise<PendingStart | SamlPost> {
  const envelope = openRequest(incoming);
  const sp = await spByEntityId(db, envelope.issuer);
  if (!sp) throw new RequestRefused('unknownSp');
  const entities = await entitiesFor(db, origin, sp);
  const accepted = await acceptRequest(envelope, incoming, sp, entities, samlUrls(origin).sso, now);
  await refuseReplay(db, sp.clientId, accepted, REQUEST_WINDOW_MS);
  const answering = {
    inResponseTo: accepted.requestId,
    acsUrl: accepted.acsUrl,
    relayState: accepted.relayState,
  };
  if (accepted.nameIdPolicy === 'invalid') return statusPost(db, answering, 'InvalidNameIDPolicy', origin);
  return startPending(db, {
    clientId: sp.clientId,
    ...answering,
    forceAuthn: accepted.forceAuthn,
    isPassive: accepted.isPassive,
    nameIdFormat: accepted.nameIdPolicy,
  });
}

/** Starts an IdP-initiated sign-in to system `clientId` (its default ACS, no InResponseTo). */
export async function startIdpInitiated(db: Db, clientId: number): Promise<PendingStart> {
  const sp = await liveSpOf(db, clientId);
  if (!sp) throw new RequestRefused('noSp');
  return startPending(db, {
    clientId,
    inResponseTo: null,
    acsUrl: defaultAcs(sp.acsUrls).url,
    relayState: null,
    forceAuthn: false,
    isPassive: false,
    nameIdFormat: null,
  });
}

/**
 * `GET /saml/resume`: with a complete session, answers the browser's pending sign-in (or says why not);
 * without one, says the user must sign in first ('login'), the pending sign-in kept for the profile. A
 * session the system asked to authenticate afresh (ForceAuthn), or whose single sign-on the session
 * policy ended, must sign in again ('again'); while silent single sign-on is off, one signed in before
 * the system asked is asked to continue ('continue'). A passive request (IsPassive) is answered at once
 * with a response to post to the SP ('post'), whatever the session.
 */
export async function resumeSignIn(
  db: Db,
  token: string | undefined,
  session: SessionInfo | null,
  ip: string | null,
  origin: string,
): Promise<SamlAnswer | SamlPost | { kind: 'login' | 'again' | 'continue' }> {
  const pending = token ? await pendingOf(db, hashToken(token)) : null;
  if (!pending) return { kind: 'gone' };
  if (pending.isPassive) return answerPassively(db, pending, session, ip, origin);
  if (!isCompleteSession(session)) return { kind: 'login' };
  const settings = await readSsoSettings(db);
  const step = nextStep(settings, pending, session);
  if (step !== 'answer') return { kind: step };
  return answer(db, settings, pending, session, ip, origin);
}

/** `GET saml/pending`: the system whose sign-in waits in this browser (`token`: its cookie), or 404. */
export async function pendingSignIn(db: Db, token: string | undefined): Promise<{ systemName: string }> {
  const pending = token ? await pendingOf(db, hashToken(token)) : null;
  const systemName = pending && (await systemNameOf(db, pending.clientId));
  if (!systemName) throw new AppError('not_found', samlMessages.refused.expired);
  return { systemName };
}

/**
 * The saml2ResponseForm of the profile (SPEC §3): the browser's pending sign-in, answered now if the
 * user has just signed in, handed out once (the row is removed; a second profile gets null). A refused
 * user gets a form to `/sso-blocked?reason=…` instead, which the web app opens the same way.
 * `done` says whether the cookie should be cleared.
 */
export async function pendingSamlForm(
  db: Db,
  token: string | undefined,
  session: SessionInfo,
  ip: string | null,
  origin: string,
): Promise<{ form: string | null; done: boolean }> {
  if (!token) return { form: null, done: false };
  if (!isCompleteSession(session)) return { form: null, done: false };
  const pending = await pendingOf(db, hashToken(token));
  if (!pending) return { form: null, done: true };
  // A passive request is /saml/resume's to answer, without the web app's page.
  if (pending.isPassive) return { form: null, done: false };
  // Kept for a fresh sign-in, or for the continue step (the page the resume sent the browser to).
  const settings = await readSsoSettings(db);
  if (nextStep(settings, pending, session) !== 'answer') return { form: null, done: false };
  const result = await answer(db, settings, pending, session, ip, origin);
  if (result.kind === 'refused')
    return {
      form: `<form method="get" action="/sso-blocked"><input type="hidden" name="reason" value="${result.reason}"/></form>`,
      done: true,
    };
  if (result.kind === 'gone') return { form: null, done: true };
  if (!(await takePending(db, result.pending.id))) return { form: null, done: true };
  return {
    form: responseForm(result.pending.acsUrl, result.pending.samlResponse, result.pending.relayState),
    done: true,
  };
}

/** The ACS URL the browser's pending sign-in will post to, for the page's CSP form-action; null when none. */
export async function pendingFormAction(db: Db, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const pending = await pendingOf(db, hashToken(token));
  return pending?.acsUrl ?? null;
}

/**
 * `profile` with its saml2ResponseForm filled from the browser's pending SAML sign-in (the
 * `darvazeh_saml` cookie), for the profile, sign-in and second-factor answers; the cookie is cleared
 * once the sign-in is handed out or gone.
 */
export async function withSamlForm<P extends { saml2ResponseForm: string | null }>(
  db: Db,
  publicOrigin: string | undefined,
  profile: P,
  session: SessionInfo | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<P> {
  const token = request.cookies[SAML_PENDING_COOKIE];
  if (!token || !session) return profile;
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  const { form, done } = await pendingSamlForm(db, token, session, request.ip ?? null, origin);
  if (done) reply.clearCookie(SAML_PENDING_COOKIE, { path: '/' });
  return form === null ? profile : { ...profile, saml2ResponseForm: form };
}
