// SAML2 single logout at the identity provider (SAML Core §3.7, Profiles §4.4; ARCHITECTURE "Single sign-on:
// SAML2", single logout). A logout ends portal sessions, then tells every other session participant:
// connected systems of OpenID Connect on their back channel (the caller's `otherSystems`), SAML service
// providers on the front channel — the browser is sent to each SP's SingleLogoutService in turn with a
// signed LogoutRequest, and comes back with its LogoutResponse, which moves the logout on. It ends with a
// signed LogoutResponse to the SP that asked (SP-initiated), or on the portal's /logout page (or the
// government provider's sign-out page) when the user signed out of the portal (IdP-initiated).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { destroySessionsByPublicId, type EndedSession } from '../../../plugins/session-store.js';
import { logSsoEvent } from '../access.service.js';
import { entitiesFor, idpKeyRing, samlUrls } from './saml-idp.js';
import { acceptLogoutRequest, inResponseTo, LOGOUT_WINDOW_MS, logoutConfirmed } from './saml-logout-in.js';
import {
  bound,
  logoutRequestXml,
  logoutResponseXml,
  type LogoutTarget,
  type OutgoingMessage,
} from './saml-logout-out.js';
import {
  advanceLogout,
  answerLogout,
  finishLogout,
  idleLogout,
  insertLogout,
  namedSpSessions,
  takeSpSessionsOf,
  type SamlLogoutRow,
} from './saml-logout.repository.js';
import { openMessage, RequestRefused, type IncomingRequest } from './saml-message.js';
import { samlId } from './saml-response.js';
import { hashToken, refuseReplay } from './saml-sign-in.service.js';
import { liveSpOf, spByEntityId, type SamlSpRow } from './saml.repository.js';

/** How long a browser has to go through every SP of a logout. */
const LOGOUT_SECONDS = 600;

/** Where a logout started from the portal begins in the browser (the token names it). */
export const logoutStartPath = (token: string) => `/saml/logout/${token}`;

/** What single logout needs: the database, our origin, the caller's address (for the log). */
export type LogoutContext = {
  db: Db;
  origin: string;
  ip: string | null;
  /** Tells the other kinds of connected systems that these portal sessions ended (OIDC back channel). */
  otherSystems: (ended: EndedSession[]) => Promise<void>;
};

/** What the browser does next: a message to an SP (redirect, or a form we post), or a page of ours. */
export type LogoutAnswer = OutgoingMessage | { kind: 'done'; location: string };

/** Where `sp` takes part in single logout, for requests and for responses; null when it does not. */
function sloOf(sp: SamlSpRow | null): { request: LogoutTarget; response: LogoutTarget } | null {
  if (!sp?.sloUrl || (sp.sloBinding !== 'redirect' && sp.sloBinding !== 'post')) return null;
  return {
    request: { url: sp.sloUrl, binding: sp.sloBinding },
    response: { url: sp.sloResponseUrl ?? sp.sloUrl, binding: sp.sloBinding },
  };
}

/**
 * The next step of logout `row` (no request of it out): a LogoutRequest to the next SP that takes part in
 * single logout (an SP that registered no SingleLogoutService cannot be told and is passed over), or the
 * end — the LogoutResponse to the SP that asked, else the portal's page.
 */
async function nextStep(ctx: LogoutContext, row: SamlLogoutRow): Promise<LogoutAnswer> {
  const { db, origin } = ctx;
  const issuer = samlUrls(origin).entityId;
  const keys = (await idpKeyRing(db)).signing;
  for (let left = row.steps; left.length > 0; left = left.slice(1)) {
    const step = left[0] as (typeof left)[number];
    const slo = sloOf(await liveSpOf(db, step.clientId));
    if (!slo) continue;
    const requestId = samlId();
    const moved = await advanceLogout(db, row.id, {
      steps: left.slice(1),
      requestId,
      clientId: step.clientId,
      partial: row.partial,
    });
    if (!moved) throw new RequestRefused('unknownLogout');
    await logSsoEvent(db, {
      clientId: step.clientId,
      userId: row.userId,
      protocol: 'saml',
      event: 'logout',
      ip: ctx.ip,
    });
    const xml = logoutRequestXml(requestId, issuer, slo.request.url, step, new Date());
    return bound(xml, 'LogoutRequest', slo.request, null, keys);
  }
  if (!(await finishLogout(db, row.id))) throw new RequestRefused('unknownLogout');
  return finalAnswer(ctx, row.initiator, row.partial, row.returnTo);
}

/** The end of a logout: the LogoutResponse to the SP that asked, or a page of the portal. */
async function finalAnswer(
  ctx: LogoutContext,
  initiator: SamlLogoutRow['initiator'],
  partial: boolean,
  returnTo: string | null,
): Promise<LogoutAnswer> {
  const slo = initiator && sloOf(await liveSpOf(ctx.db, initiator.clientId));
  if (!initiator || !slo)
    return { kind: 'done', location: returnTo ?? (partial ? '/logout?partial=1' : '/logout') };
  const xml = logoutResponseXml(
    samlUrls(ctx.origin).entityId,
    slo.response.url,
    initiator.requestId,
    partial,
    new Date(),
  );
  return bound(xml, 'LogoutResponse', slo.response, initiator.relayState, (await idpKeyRing(ctx.db)).signing);
}

/** Stores a logout in progress in this browser; its token. */
async function startLogout(
  db: Db,
  row: Omit<SamlLogoutRow, 'id' | 'currentRequestId' | 'currentClientId' | 'partial' | 'expiresAt'>,
): Promise<{ token: string; row: SamlLogoutRow }> {
  const token = randomBytes(32).toString('base64url');
  const stored: SamlLogoutRow = {
    ...row,
    id: hashToken(token),
    currentRequestId: null,
    currentClientId: null,
    partial: false,
    expiresAt: new Date(Date.now() + LOGOUT_SECONDS * 1000),
  };
  await insertLogout(db, stored);
  return { token, row: stored };
}

/**
 * The user signed out of the portal (IdP-initiated single logout): portal sessions `ended` are gone. The
 * other kinds of systems are told, and the SAML SPs signed into from those sessions are taken; answers the
 * address the browser goes to next — the logout's start when an SP is to be told, else `returnTo`.
 */
export async function portalSignedOut(
  ctx: LogoutContext,
  ended: EndedSession[],
  returnTo: string | null,
): Promise<string | null> {
  const [first] = ended;
  if (!first) return returnTo;
  await ctx.otherSystems(ended);
  const taken = await takeSpSessionsOf(
    ctx.db,
    ended.map((session) => session.publicId),
    new Date(),
  );
  const steps = [];
  for (const step of taken) if (sloOf(await liveSpOf(ctx.db, step.clientId))) steps.push(step);
  if (steps.length === 0) return returnTo;
  const { token } = await startLogout(ctx.db, { userId: first.userId, steps, initiator: null, returnTo });
  return logoutStartPath(token);
}

/** `GET /saml/logout/{token}`: the first step of a logout started from the portal in this browser. */
export async function continuePortalLogout(ctx: LogoutContext, token: string): Promise<LogoutAnswer> {
  const row = await idleLogout(ctx.db, hashToken(token));
  if (!row || row.initiator !== null) throw new RequestRefused('unknownLogout');
  return nextStep(ctx, row);
}

/**
 * An SP's LogoutRequest (SP-initiated single logout): verified (acceptLogoutRequest), never twice (the
 * request IDs seen, as for AuthnRequests), it ends the portal sessions of the sign-ins it names — only
 * those: an SP can end no session it was not signed into — and tells their other participants; the SP
 * is answered at the end. A request naming no live sign-in is answered Success at once: nothing is left
 * to end.
 */
export async function receiveLogoutRequest(
  ctx: LogoutContext,
  incoming: IncomingRequest,
  now = new Date(),
): Promise<LogoutAnswer> {
  const { db, origin } = ctx;
  const envelope = openMessage(incoming, 'LogoutRequest');
  const sp = await spByEntityId(db, envelope.issuer);
  if (!sp) throw new RequestRefused('unknownSp');
  const entities = await entitiesFor(db, origin, sp);
  const accepted = await acceptLogoutRequest(envelope, incoming, sp, entities, samlUrls(origin).slo, now);
  await refuseReplay(db, sp.clientId, accepted, LOGOUT_WINDOW_MS);
  const initiator = { clientId: sp.clientId, requestId: accepted.requestId, relayState: accepted.relayState };
  const named = await namedSpSessions(db, sp.clientId, accepted, now);
  const [first] = named;
  if (!first) return finalAnswer(ctx, initiator, false, null);
  const publicIds = [...new Set(named.map((row) => row.sessionPublicId))];
  const ended = await destroySessionsByPublicId(db, first.userId, publicIds);
  await ctx.otherSystems(ended);
  await logSsoEvent(db, {
    clientId: sp.clientId,
    userId: first.userId,
    protocol: 'saml',
    event: 'logout',
    ip: ctx.ip,
  });
  const steps = (await takeSpSessionsOf(db, publicIds, now)).filter((step) => step.clientId !== sp.clientId);
  const { row } = await startLogout(db, { userId: first.userId, steps, initiator, returnTo: null });
  return nextStep(ctx, row);
}

/**
 * An SP's LogoutResponse to one of our LogoutRequests: the logout waiting for it moves on (once: a
 * replayed response finds nothing), as partial unless the SP confirmed (logoutConfirmed).
 */
export async function receiveLogoutResponse(
  ctx: LogoutContext,
  incoming: IncomingRequest,
): Promise<LogoutAnswer> {
  const { db, origin } = ctx;
  const envelope = openMessage(incoming, 'LogoutResponse');
  const requestId = inResponseTo(envelope);
  const row = requestId === null ? null : await answerLogout(db, requestId);
  if (!row) throw new RequestRefused('unknownLogout');
  const sp = row.currentClientId === null ? null : await liveSpOf(db, row.currentClientId);
  const confirmed =
    sp !== null &&
    envelope.issuer === sp.entityId &&
    (await logoutConfirmed(envelope, incoming, sp, await entitiesFor(db, origin, sp), samlUrls(origin).slo));
  return nextStep(ctx, { ...row, currentRequestId: null, partial: row.partial || !confirmed });
}
