// Accepting an AuthnRequest from a service provider (SP-initiated sign-in), by the HTTP-Redirect or the
// HTTP-POST binding (decoding and the signature's shape: saml-message.ts). samlify validates the message
// against the SAML schemas and checks its signature against the certificate of the SP's registered
// metadata; around it we refuse what samlify leaves to the caller: unknown issuers, a Destination other
// than ours, stale requests and an ACS URL that is not in the SP's metadata. The replay check (request
// IDs seen) is the caller's, since it writes.
import { SAML_NAMEID_FORMATS, type SamlNameIdFormat } from '@darvazeh/shared';
import { defaultAcs } from './saml-metadata.js';
import {
  checkRequestHeader,
  checkSignatureShape,
  openMessage,
  RequestRefused,
  samlifyRequest,
  type IncomingRequest,
  type RequestEnvelope,
} from './saml-message.js';
import type { SamlifyIdp, SamlifySp, XmlElement as Element } from './xml-libs.js';
import { attributeOf, BINDING, childrenOf, NS } from './saml-xml.js';
import type { SamlSpRow } from './saml.repository.js';

export { RequestRefused, type IncomingRequest, type RequestEnvelope } from './saml-message.js';

/** How far an AuthnRequest's IssueInstant may be from now. */
export const REQUEST_WINDOW_MS = 5 * 60_000;

/** What we keep of an accepted AuthnRequest. */
export type AcceptedRequest = {
  requestId: string;
  issueInstant: Date;
  acsUrl: string;
  relayState: string | null;
  /** ForceAuthn: the presenter must be authenticated afresh, not from an earlier session (Core §3.4.1). */
  forceAuthn: boolean;
  /** IsPassive: the IdP must not take visible control of the browser (Core §3.4.1). */
  isPassive: boolean;
  /**
   * NameIDPolicy (Core §3.4.1.1): the format asked for; null when the request leaves it to us (no policy,
   * no Format, or unspecified), so the SP's registered format answers; 'invalid' when we cannot honour it.
   */
  nameIdPolicy: SamlNameIdFormat | null | 'invalid';
};

/** Decodes an AuthnRequest and finds its issuer; refuses DTDs and anything that is not an AuthnRequest. */
export function openRequest(incoming: IncomingRequest): RequestEnvelope {
  return openMessage(incoming, 'AuthnRequest');
}

/** The entities samlify checks a request between: the SP from its stored metadata, and us. */
export type SamlEntities = {
  sp: SamlifySp;
  idp: SamlifyIdp;
};

/**
 * Verifies and reads an AuthnRequest from `sp` (found by the envelope's issuer). `ssoUrl` is our single
 * sign-on service, which a Destination must name; `now` the time the request is judged at.
 */
export async function acceptRequest(
  envelope: RequestEnvelope,
  incoming: IncomingRequest,
  sp: SamlSpRow,
  entities: SamlEntities,
  ssoUrl: string,
  now: Date,
): Promise<AcceptedRequest> {
  const { root } = envelope;
  const mustBeSigned = sp.signingCert !== null;
  checkSignatureShape(envelope, mustBeSigned);
  try {
    await entities.idp.parseLoginRequest(entities.sp, incoming.binding, samlifyRequest(envelope));
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (message === 'ERR_INVALID_XML' || message === 'ERR_SAML_SCHEMA') throw new RequestRefused('malformed');
    throw new RequestRefused(mustBeSigned ? 'signatureInvalid' : 'malformed');
  }

  const { requestId, issueInstant } = checkRequestHeader(root, ssoUrl, now, REQUEST_WINDOW_MS);
  const protocolBinding = attributeOf(root, 'ProtocolBinding');
  if (protocolBinding !== null && protocolBinding !== BINDING.post) throw new RequestRefused('binding');

  const askedUrl = attributeOf(root, 'AssertionConsumerServiceURL');
  const askedIndex = attributeOf(root, 'AssertionConsumerServiceIndex');
  let acsUrl: string;
  if (askedUrl !== null) {
    const found = sp.acsUrls.find((acs) => acs.url === askedUrl);
    if (!found) throw new RequestRefused('acsUrl');
    acsUrl = found.url;
  } else if (askedIndex !== null) {
    const found = sp.acsUrls.find((acs) => acs.index !== null && String(acs.index) === askedIndex);
    if (!found) throw new RequestRefused('acsUrl');
    acsUrl = found.url;
  } else {
    acsUrl = defaultAcs(sp.acsUrls).url;
  }
  return {
    requestId,
    issueInstant,
    acsUrl,
    relayState: envelope.relayState,
    forceAuthn: booleanAttribute(root, 'ForceAuthn'),
    isPassive: booleanAttribute(root, 'IsPassive'),
    nameIdPolicy: nameIdPolicyOf(root, sp.entityId),
  };
}

const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/**
 * What a request's NameIDPolicy asks (Core §3.4.1.1). Format unspecified, or none, leaves the choice to
 * the IdP; any format we issue is honoured; any other is 'invalid' (InvalidNameIDPolicy), and so is an
 * SPNameQualifier that is not the SP itself (we know no affiliations). AllowCreate="false" asks that no
 * new identifier be made for the request: ours exist from the account on (persistent: the user id;
 * unspecified: the username) — made "outside the context of this specific request", which the same
 * section allows — and a transient one is new by nature, where errata E12 says AllowCreate is ignored;
 * so it refuses nothing.
 */
function nameIdPolicyOf(root: Element, spEntityId: string): SamlNameIdFormat | null | 'invalid' {
  const [policy] = childrenOf(root, NS.samlp, 'NameIDPolicy');
  if (!policy) return null;
  const qualifier = attributeOf(policy, 'SPNameQualifier');
  if (qualifier !== null && qualifier !== spEntityId) return 'invalid';
  const format = attributeOf(policy, 'Format')?.trim() ?? null;
  if (format === null || format === UNSPECIFIED) return null;
  return SAML_NAMEID_FORMATS.find((known) => known === format) ?? 'invalid';
}

/**
 * An xs:boolean attribute of `element`: "true" or "1" (samlify's schema check lets nothing else through
 * but "false" and "0"); absent is false.
 */
function booleanAttribute(element: Element, name: string): boolean {
  const value = attributeOf(element, name)?.trim();
  return value === 'true' || value === '1';
}
