// Single logout messages a service provider sends us (SAML Core §3.7, Profiles §4.4): its LogoutRequest,
// which must be signed — Profiles §4.4.4.1 requires it on the front-channel bindings, since whoever could
// forge one could sign anybody out — and verified against the SP's registered certificate; and its
// LogoutResponse to ours, which only says whether the SP confirmed.
import {
  checkRequestHeader,
  checkSignatureShape,
  RequestRefused,
  samlifyRequest,
  type IncomingRequest,
  type RequestEnvelope,
} from './saml-message.js';
import type { SamlEntities } from './saml-request.js';
import { attributeOf, childrenOf, NS, textOf } from './saml-xml.js';
import type { SamlSpRow } from './saml.repository.js';

/** How far a LogoutRequest's IssueInstant may be from now. */
export const LOGOUT_WINDOW_MS = 5 * 60_000;

/** What we keep of an accepted LogoutRequest: the sign-in it names, and what to answer. */
export type AcceptedLogout = {
  requestId: string;
  issueInstant: Date;
  nameId: string;
  /** The NameID's Format, when given. */
  nameIdFormat: string | null;
  /** The SessionIndex values; none names every session of the NameID at the SP (Core §3.7.1). */
  sessionIndexes: string[];
  relayState: string | null;
};

const refusedBySamlify = (err: unknown) => {
  const message = err instanceof Error ? err.message : '';
  return new RequestRefused(
    message === 'ERR_INVALID_XML' || message === 'ERR_SAML_SCHEMA' ? 'malformed' : 'signatureInvalid',
  );
};

/**
 * Verifies and reads a LogoutRequest from `sp` (found by the envelope's issuer), or throws RequestRefused:
 * an SP without a registered certificate cannot be believed; the signature must be there and valid; the
 * Destination, when given, must be our SingleLogoutService `sloUrl`; IssueInstant within five minutes and
 * NotOnOrAfter, when given, still ahead; exactly one plain NameID (an encrypted or a base identifier is
 * not one we issue).
 */
export async function acceptLogoutRequest(
  envelope: RequestEnvelope,
  incoming: IncomingRequest,
  sp: SamlSpRow,
  entities: SamlEntities,
  sloUrl: string,
  now: Date,
): Promise<AcceptedLogout> {
  const { root } = envelope;
  if (sp.signingCert === null) throw new RequestRefused('noCertificate');
  checkSignatureShape(envelope, true);
  try {
    await entities.idp.parseLogoutRequest(entities.sp, incoming.binding, samlifyRequest(envelope));
  } catch (err) {
    throw refusedBySamlify(err);
  }
  const { requestId, issueInstant } = checkRequestHeader(root, sloUrl, now, LOGOUT_WINDOW_MS);
  const notOnOrAfter = attributeOf(root, 'NotOnOrAfter');
  if (notOnOrAfter !== null && !(new Date(notOnOrAfter).getTime() > now.getTime()))
    throw new RequestRefused('stale');
  const nameIds = childrenOf(root, NS.saml, 'NameID');
  const [nameIdElement] = nameIds;
  if (nameIds.length !== 1 || !nameIdElement) throw new RequestRefused('malformed');
  const nameId = textOf(nameIdElement);
  if (nameId === '') throw new RequestRefused('malformed');
  return {
    requestId,
    issueInstant,
    nameId,
    nameIdFormat: attributeOf(nameIdElement, 'Format'),
    sessionIndexes: childrenOf(root, NS.samlp, 'SessionIndex').map(textOf),
    relayState: envelope.relayState,
  };
}

/** The LogoutRequest of ours a LogoutResponse answers (its InResponseTo), or null. */
export function inResponseTo(envelope: RequestEnvelope): string | null {
  const value = attributeOf(envelope.root, 'InResponseTo');
  return value === null || value === '' || value.length > 256 ? null : value;
}

/**
 * Whether `sp`'s LogoutResponse confirms the logout: signed when the SP registered a certificate (and
 * then valid), addressed to our `sloUrl` if addressed at all, issued by the SP, and Success. Anything else
 * is "not confirmed": the logout goes on all the same, as partial.
 */
export async function logoutConfirmed(
  envelope: RequestEnvelope,
  incoming: IncomingRequest,
  sp: SamlSpRow,
  entities: SamlEntities,
  sloUrl: string,
): Promise<boolean> {
  try {
    checkSignatureShape(envelope, sp.signingCert !== null);
    // samlify checks the issuer, the signature (when the entity wants one) and a top-level Success.
    await entities.idp.parseLogoutResponse(entities.sp, incoming.binding, samlifyRequest(envelope));
  } catch {
    return false;
  }
  const [status] = childrenOf(envelope.root, NS.samlp, 'Status');
  const [code] = status ? childrenOf(status, NS.samlp, 'StatusCode') : [];
  if (code?.getAttribute('Value') !== 'urn:oasis:names:tc:SAML:2.0:status:Success') return false;
  const destination = attributeOf(envelope.root, 'Destination');
  return destination === null || destination === sloUrl;
}
