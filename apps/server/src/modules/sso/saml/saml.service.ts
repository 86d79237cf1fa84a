// The portal as SAML2 identity provider (ARCHITECTURE "Single sign-on: SAML2"): its keys and metadata,
// SP registration, AuthnRequests (SP-initiated) and IdP-initiated sign-ins, the gate, and the answer the
// profile hands to the web app (saml2ResponseForm, SPEC §3/§4).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SAML_NAMEID_FORMATS,
  type Principal,
  type SamlAttribute,
  type SamlNameIdFormat,
  type SamlSpSettings,
  type SaveSamlSpBody,
  type SsoGateReason,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { guardedFetch } from '../../../plugins/guarded-http/guarded-fetch.js';
import type { OutboundPolicy } from '../../../plugins/guarded-http/outbound-policy.js';
import { recordSsoUse, type SessionInfo } from '../../../plugins/session-store.js';
import { commonMessages, samlMessages } from '../../../messages/index.js';
import { unitNamesOf } from '../../organisation/organisation.service.js';
import { checkSsoAccess, logSsoEvent } from '../access.service.js';
import {
  readSsoSettings,
  ssoSessionEnded,
  ssoSessionLatestEnd,
  type SsoSetting,
} from '../sso-settings.service.js';
import type { SamlKeyPair } from './saml-keys.js';
import { keyRingCache } from '../key-ring.js';
import { generationsInForce, generationsOf, keysInForceOrFirst } from '../signing-keys.service.js';
import { defaultAcs, MetadataRefused, readSpMetadata } from './saml-metadata.js';
import {
  acceptRequest,
  openRequest,
  REQUEST_WINDOW_MS,
  RequestRefused,
  type IncomingRequest,
} from './saml-request.js';
import {
  responseForm,
  signedResponseXml,
  signedStatusResponseXml,
  type SamlErrorStatus,
  type SamlSubject,
} from './saml-response.js';
import { BINDING, RSA_SHA256 } from './saml-xml.js';
import {
  answerPending,
  entityIdTaken,
  insertPending,
  liveSpOf,
  managesSamlSystem,
  markRequestSeen,
  pendingOf,
  saveSp,
  spByEntityId,
  spOf,
  systemNameOf,
  takePending,
  usernameOf,
  type SamlPendingRow,
  type SamlSpRow,
} from './saml.repository.js';
import { installSchemaValidator } from './schema-validator.js';
import { samlify, type SamlifyIdp } from './xml-libs.js';

export { RequestRefused } from './saml-request.js';

installSchemaValidator();

/** The browser cookie naming a sign-in in progress (its token; the row's key is the SHA-256). */
export const SAML_PENDING_COOKIE = 'darvazeh_saml';
/** How long a sign-in may wait for the user to sign in to the portal. */
export const SAML_PENDING_SECONDS = 600;

/** The portal's SAML addresses under `origin` (PUBLIC_ORIGIN, else the request's own). */
export function samlUrls(origin: string) {
  return {
    entityId: `${origin}/saml/metadata`,
    metadata: `${origin}/saml/metadata`,
    sso: `${origin}/saml/sso`,
    resume: `${origin}/saml/resume`,
    init: (clientId: number) => `${origin}/saml/init/${clientId}`,
  };
}

/** The IdP's keys in force: the newest signs; the metadata lists every certificate, the newest first. */
export type SamlKeyRing = { signing: SamlKeyPair; certificates: string[] };

// Per database (one per app): read once, read again after a rotation on any instance.
const keyRings = new WeakMap<Db, () => Promise<SamlKeyRing>>();

/** The IdP's signing keys, made on first use and shared by every instance (the database). */
export function idpKeyRing(db: Db): Promise<SamlKeyRing> {
  let ring = keyRings.get(db);
  if (!ring) {
    ring = keyRingCache(
      () => generationsInForce(db, 'saml'),
      async () => {
        const rows = await keysInForceOrFirst(db, 'saml');
        const [newest] = rows;
        if (!newest) throw new Error('saml_idp_keys: no key in force after writing the first');
        const signing = { privateKeyPem: newest.privateKeyPem, certificatePem: newest.certificatePem };
        const certificates = rows.map((row) => row.certificatePem);
        return { value: { signing, certificates }, generations: generationsOf(rows) };
      },
    );
    keyRings.set(db, ring);
  }
  return ring();
}

// samlify builds (and warns about the missing single logout service) per entity: one per origin and mode.
const idpEntities = new Map<string, { keys: SamlKeyRing; entity: SamlifyIdp }>();

function idpEntity(origin: string, keys: SamlKeyRing, wantAuthnRequestsSigned: boolean): SamlifyIdp {
  const cacheKey = `${wantAuthnRequestsSigned ? 'signed' : 'any'} ${origin}`;
  const cached = idpEntities.get(cacheKey);
  if (cached?.keys === keys) return cached.entity;
  const entity = newIdpEntity(origin, keys, wantAuthnRequestsSigned);
  if (idpEntities.size > 32) idpEntities.clear();
  idpEntities.set(cacheKey, { keys, entity });
  return entity;
}

function newIdpEntity(origin: string, keys: SamlKeyRing, wantAuthnRequestsSigned: boolean): SamlifyIdp {
  const urls = samlUrls(origin);
  return samlify.IdentityProvider({
    entityID: urls.entityId,
    // Every certificate in force, the signing one first: during a rotation's grace SPs that read the
    // metadata trust both.
    signingCert: keys.certificates,
    privateKey: keys.signing.privateKeyPem,
    wantAuthnRequestsSigned,
    requestSignatureAlgorithm: RSA_SHA256,
    nameIDFormat: [...SAML_NAMEID_FORMATS],
    singleSignOnService: [
      { Binding: BINDING.redirect, Location: urls.sso },
      { Binding: BINDING.post, Location: urls.sso },
    ],
  });
}

/** The IdP metadata (`GET /saml/metadata`). */
export async function idpMetadataXml(db: Db, origin: string): Promise<string> {
  return idpEntity(origin, await idpKeyRing(db), false).getMetadata();
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// ---------------------------------------------------------------------------------------------------
// SP settings, for the system's managers

async function requireManaged(db: Db, user: Principal, clientId: number): Promise<void> {
  const answer = await managesSamlSystem(db, user, clientId);
  if (answer === 'missing') throw new AppError('not_found', commonMessages.notFound);
  if (answer === 'no') throw new AppError('forbidden', commonMessages.forbidden);
}

function settingsOf(sp: SamlSpRow | null, clientId: number, origin: string): SamlSpSettings {
  const urls = samlUrls(origin);
  return {
    idpMetadataUrl: urls.metadata,
    idpInitiatedUrl: urls.init(clientId),
    sp: sp && {
      entityId: sp.entityId,
      acsUrls: sp.acsUrls.map((acs) => acs.url),
      metadataUrl: sp.metadataUrl,
      metadataXml: sp.metadataXml,
      signsRequests: sp.signingCert !== null,
      nameIdFormat: sp.nameIdFormat as SamlNameIdFormat,
      attributes: sp.attributes as SamlAttribute[],
      updatedAt: sp.updatedAt.toISOString(),
    },
  };
}

/** `GET ssomanagement/{id}/saml`. */
export async function samlSettingsFor(db: Db, user: Principal, clientId: number, origin: string) {
  await requireManaged(db, user, clientId);
  return settingsOf(await spOf(db, clientId), clientId, origin);
}

/** The metadata document at `url`, fetched through the guarded client (no redirects, 256 KiB, 10 s). */
async function fetchMetadata(url: string, policy: OutboundPolicy | undefined): Promise<string> {
  try {
    const answer = await guardedFetch(
      {
        url,
        method: 'GET',
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        maxBytes: 256 * 1024,
      },
      policy,
    );
    if (answer.status !== 200) throw new AppError('bad_request', samlMessages.metadataFetchFailed);
    return answer.body.toString('utf8');
  } catch (err) {
    if (err instanceof AppError) throw new AppError('bad_request', samlMessages.metadataFetchFailed);
    throw err;
  }
}

/** `PUT ssomanagement/{id}/saml`: registers the SP's metadata (given or fetched) and the release choices. */
export async function saveSamlSettings(
  db: Db,
  user: Principal,
  clientId: number,
  body: SaveSamlSpBody,
  origin: string,
  policy?: OutboundPolicy,
): Promise<SamlSpSettings> {
  await requireManaged(db, user, clientId);
  if ((body.metadataXml === null) === (body.metadataUrl === null))
    throw new AppError('bad_request', samlMessages.metadataMissing);
  const xml = body.metadataXml ?? (await fetchMetadata(body.metadataUrl as string, policy));
  let metadata;
  try {
    metadata = readSpMetadata(xml);
  } catch (err) {
    if (err instanceof MetadataRefused) throw new AppError('bad_request', samlMessages.metadata[err.problem]);
    throw err;
  }
  if (await entityIdTaken(db, metadata.entityId, clientId))
    throw new AppError('bad_request', samlMessages.entityIdTaken);
  await saveSp(
    db,
    clientId,
    {
      entityId: metadata.entityId,
      metadataXml: xml,
      metadataUrl: body.metadataUrl,
      acsUrls: metadata.acsUrls,
      signingCert: metadata.signingCert,
      nameIdFormat: body.nameIdFormat,
      attributes: body.attributes,
    },
    user.id,
  );
  return settingsOf(await spOf(db, clientId), clientId, origin);
}

// ---------------------------------------------------------------------------------------------------
// Sign-in

/** A sign-in the browser now carries (the cookie's token). */
export type PendingStart = { token: string };

async function startPending(
  db: Db,
  row: {
    clientId: number;
    inResponseTo: string | null;
    acsUrl: string;
    relayState: string | null;
    forceAuthn: boolean;
    isPassive: boolean;
  },
): Promise<PendingStart> {
  const token = randomBytes(32).toString('base64url');
  await insertPending(db, {
    id: hashToken(token),
    ...row,
    expiresAt: new Date(Date.now() + SAML_PENDING_SECONDS * 1000),
  });
  return { token };
}

/**
 * Accepts an AuthnRequest (SP-initiated sign-in) and records it as pending in this browser, or throws
 * RequestRefused. A request ID seen before (until the request would have expired) is a replay.
 */
export async function receiveAuthnRequest(
  db: Db,
  origin: string,
  incoming: IncomingRequest,
  now = new Date(),
): Promise<PendingStart> {
  const envelope = openRequest(incoming);
  const sp = await spByEntityId(db, envelope.issuer);
  if (!sp) throw new RequestRefused('unknownSp');
  const keys = await idpKeyRing(db);
  const entities = {
    sp: samlify.ServiceProvider({ metadata: sp.metadataXml }),
    idp: idpEntity(origin, keys, sp.signingCert !== null),
  };
  const accepted = await acceptRequest(envelope, incoming, sp, entities, samlUrls(origin).sso, now);
  const until = new Date(accepted.issueInstant.getTime() + 2 * REQUEST_WINDOW_MS);
  if (!(await markRequestSeen(db, sp.clientId, accepted.requestId, until)))
    throw new RequestRefused('replay');
  return startPending(db, {
    clientId: sp.clientId,
    inResponseTo: accepted.requestId,
    acsUrl: accepted.acsUrl,
    relayState: accepted.relayState,
    forceAuthn: accepted.forceAuthn,
    isPassive: accepted.isPassive,
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
  });
}

/** Whether `session` may be answered for now: signed in completely (second factor done, password current). */
export function isCompleteSession(session: SessionInfo | null): session is SessionInfo {
  return session !== null && !session.twoFactorPending && !session.passwordDeprecated;
}

async function subjectOf(db: Db, sp: SamlSpRow, session: SessionInfo): Promise<SamlSubject | null> {
  const who = await usernameOf(db, session.userId);
  if (who === null) return null;
  const { username } = who;
  const { firstName, lastName } = session.user;
  const released = new Set(sp.attributes);
  const attributes: SamlSubject['attributes'] = {};
  // The national ID the user holds, else the username (universities long used the national ID as it).
  if (released.has('nationalId')) attributes.nationalId = who.nationalId ?? username;
  if (released.has('name')) {
    attributes.firstName = firstName;
    attributes.lastName = lastName;
    attributes.fullName = `${firstName} ${lastName}`.trim();
  }
  if (released.has('units')) {
    const ids = [
      ...new Set(session.principal.roles.map((g) => g.unitId).filter((id): id is number => id !== null)),
    ];
    const names = await unitNamesOf(db, ids);
    attributes.units = ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  }
  if (released.has('roles')) attributes.roles = [...new Set(session.principal.roles.map((g) => g.alias))];
  const persistent = sp.nameIdFormat === SAML_NAMEID_FORMATS[0];
  return {
    nameId: persistent ? String(session.userId) : username,
    nameIdFormat: sp.nameIdFormat,
    authnInstant: session.createdAt,
    attributes,
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
function nextStep(
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
async function spStillAt(db: Db, pending: SamlPendingRow): Promise<SamlSpRow | null> {
  const sp = await liveSpOf(db, pending.clientId);
  return sp && sp.acsUrls.some((acs) => acs.url === pending.acsUrl) ? sp : null;
}

/**
 * The signed response answering `pending` for `session`: the gate first (checkSsoAccess, logged either
 * way), then the response, the authorization logged. Stores nothing on the row.
 */
async function signFor(
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
  const subject = sp && (await subjectOf(db, sp, session));
  if (!sp || !subject) return { kind: 'gone' };
  await recordSsoUse(db, session);
  const xml = signedResponseXml({
    idpEntityId: samlUrls(origin).entityId,
    spEntityId: sp.entityId,
    acsUrl: pending.acsUrl,
    inResponseTo: pending.inResponseTo,
    subject: { ...subject, sessionNotOnOrAfter: ssoSessionLatestEnd(settings, session.createdAt) },
    keys: (await idpKeyRing(db)).signing,
    now: new Date(),
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
async function answer(
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

/** The signed response to `pending` carrying only `status` under Responder, to post to the SP. */
async function statusPost(
  db: Db,
  pending: SamlPendingRow,
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

/**
 * Answers a passive request (IsPassive, Core §3.4.1) at once, never through a page of ours: a signed
 * assertion when the portal session answers it silently and the gate admits the user, else a response
 * carrying only its status — NoPassive when the session cannot answer without the user (none, or not
 * complete; the session policy ended its single sign-on; silent sign-in off and the session older than
 * the request; ForceAuthn asked too), logged as a refusal `passive`; RequestDenied when the gate refuses.
 */
async function answerPassively(
  db: Db,
  pending: SamlPendingRow,
  session: SessionInfo | null,
  ip: string | null,
  origin: string,
): Promise<SamlPost | { kind: 'gone' }> {
  // Taken first: a passive request is answered here once, never later by a profile through the web app.
  if (!(await takePending(db, pending.id))) return { kind: 'gone' };
  if (!(await spStillAt(db, pending))) return { kind: 'gone' };
  const settings = await readSsoSettings(db);
  const silent =
    isCompleteSession(session) && !pending.forceAuthn && nextStep(settings, pending, session) === 'answer';
  if (!silent) {
    await logSsoEvent(db, {
      clientId: pending.clientId,
      userId: session?.userId ?? null,
      protocol: 'saml',
      event: 'refusal',
      reason: 'passive',
      ip,
    });
    return statusPost(db, pending, 'NoPassive', origin);
  }
  const result = await signFor(db, settings, pending, session, ip, origin);
  if (result.kind === 'gone') return result;
  // The gate refused a user the session did identify: RequestDenied ("able to process the request but
  // has chosen not to respond", Core §3.2.2.2), not NoPassive, which would tell the SP that the user
  // could still be signed in interactively and invite a retry that only ends at /sso-blocked. The
  // refusal is logged with the gate's reason, as every refusal of the gate.
  if (result.kind === 'refused') return statusPost(db, pending, 'RequestDenied', origin);
  return {
    kind: 'post',
    acsUrl: pending.acsUrl,
    samlResponse: result.samlResponse,
    relayState: pending.relayState,
  };
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
 * The user cancelled sign-in `pending`. A system that asked (an AuthnRequest) is told so, as OIDC
 * systems get access_denied: a signed response with Responder/RequestDenied and no assertion, stored
 * like an answer for the next profile to post from `/`. A sign-in the system never asked for (started
 * from the portal) or whose SP is gone is dropped.
 */
async function decline(
  db: Db,
  pending: SamlPendingRow,
  session: SessionInfo,
  origin: string,
): Promise<{ redirectTo: string; done: boolean }> {
  if (pending.inResponseTo === null || !(await spStillAt(db, pending))) {
    await takePending(db, pending.id);
    return { redirectTo: '/', done: true };
  }
  const { samlResponse } = await statusPost(db, pending, 'RequestDenied', origin);
  await answerPending(db, pending.id, session.userId, samlResponse);
  return { redirectTo: '/', done: false };
}

/**
 * `POST saml/pending/continue`: the signed-in user's answer to the sign-in waiting in this browser while
 * silent single sign-on is off. Going on answers it (gate, signed response) for the next profile to hand
 * out, from `/`; cancelling tells the system (decline). `done` says whether the cookie should be cleared.
 */
export async function continuePendingSignIn(
  db: Db,
  request: { token: string | undefined; session: SessionInfo; ip: string | null; origin: string },
  approve: boolean,
): Promise<{ redirectTo: string; done: boolean }> {
  const pending = request.token ? await pendingOf(db, hashToken(request.token)) : null;
  if (!pending) throw new AppError('not_found', samlMessages.refused.expired);
  if (!approve) return decline(db, pending, request.session, request.origin);
  const settings = await readSsoSettings(db);
  if (nextStep(settings, pending, request.session) === 'again')
    return { redirectTo: SAML_SIGN_IN_AGAIN, done: false };
  const result = await answer(db, settings, pending, request.session, request.ip, request.origin);
  if (result.kind === 'refused')
    return { redirectTo: `/sso-blocked?reason=${encodeURIComponent(result.reason)}`, done: true };
  return { redirectTo: '/', done: result.kind === 'gone' };
}

/** Where a signed-in user whose single sign-on ended signs in again, the SAML sign-in still waiting. */
export const SAML_SIGN_IN_AGAIN = '/login?saml=again';
/** Where a signed-in user continues to the system while silent single sign-on is off. */
export const SAML_CONTINUE = '/sso-continue?saml=pending';

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
