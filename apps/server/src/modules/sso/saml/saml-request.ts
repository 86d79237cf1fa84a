// Accepting an AuthnRequest from a service provider (SP-initiated sign-in), by the HTTP-Redirect or the
// HTTP-POST binding. samlify validates the message against the SAML schemas and checks its signature
// against the certificate of the SP's registered metadata; around it we refuse what samlify leaves to
// the caller: DTDs (XXE, entity expansion), any algorithm but RSA-SHA256/SHA-256, signatures that do not
// sign the request element itself (signature wrapping), unknown issuers, a Destination other than ours,
// stale requests and an ACS URL that is not in the SP's metadata. The replay check (request IDs seen)
// is the caller's, since it writes.
import { inflateRawSync } from 'node:zlib';
import { SAML_NAMEID_FORMATS, type SamlNameIdFormat } from '@darvazeh/shared';
import { defaultAcs } from './saml-metadata.js';
import type { SamlifyIdp, SamlifySp, XmlElement as Element } from './xml-libs.js';
import {
  allOf,
  attributeOf,
  BINDING,
  childrenOf,
  isElement,
  NS,
  parseXml,
  RSA_SHA256,
  SHA256_DIGEST,
  textOf,
  XmlRefused,
} from './saml-xml.js';
import type { SamlSpRow } from './saml.repository.js';

/** Why an AuthnRequest was refused; each has a Persian text in ssoMessages.saml.refused. */
export type RequestProblem =
  | 'malformed'
  | 'dtd'
  | 'unknownSp'
  | 'signatureMissing'
  | 'signatureInvalid'
  | 'algorithm'
  | 'destination'
  | 'stale'
  | 'acsUrl'
  | 'binding'
  | 'replay'
  | 'noSp';

export class RequestRefused extends Error {
  constructor(readonly problem: RequestProblem) {
    super(problem);
  }
}

/** Most bytes of a decoded (and inflated) AuthnRequest. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** How far an AuthnRequest's IssueInstant may be from now. */
export const REQUEST_WINDOW_MS = 5 * 60_000;

/** An AuthnRequest as it arrived: the binding and its raw parameters. */
export type IncomingRequest =
  | {
      binding: 'redirect';
      /** The raw query string (after '?'), still URL-encoded: the redirect signature covers it as sent. */
      rawQuery: string;
    }
  | { binding: 'post'; fields: Record<string, string | undefined> };

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

/** The raw (still encoded) value of each parameter of a query string, first occurrence only. */
function rawParams(rawQuery: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of rawQuery.split('&')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    if (!params.has(name)) params.set(name, eq < 0 ? '' : part.slice(eq + 1));
  }
  return params;
}

function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new RequestRefused('malformed');
  }
}

function base64Bytes(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw new RequestRefused('malformed');
  return Buffer.from(clean, 'base64');
}

/** The XML of the request, checked for size; the redirect binding deflates it. */
function decodeXml(incoming: IncomingRequest, samlRequest: string): string {
  const bytes = base64Bytes(samlRequest);
  if (bytes.length > MAX_REQUEST_BYTES) throw new RequestRefused('malformed');
  if (incoming.binding === 'post') return bytes.toString('utf8');
  try {
    return inflateRawSync(bytes, { maxOutputLength: MAX_REQUEST_BYTES }).toString('utf8');
  } catch {
    throw new RequestRefused('malformed');
  }
}

/** The parts of a request we read before knowing which SP sent it. */
export type RequestEnvelope = {
  xml: string;
  root: Element;
  issuer: string;
  relayState: string | null;
  /** Redirect binding: SigAlg, Signature and the signed octet string. */
  detached: { sigAlg: string | null; signature: string | null; octetString: string } | null;
};

/** Decodes the message and finds its issuer; refuses DTDs and anything that is not an AuthnRequest. */
export function openRequest(incoming: IncomingRequest): RequestEnvelope {
  let samlRequest: string | undefined;
  let relayState: string | null = null;
  let detached: RequestEnvelope['detached'] = null;
  if (incoming.binding === 'redirect') {
    const raw = rawParams(incoming.rawQuery);
    const encoded = raw.get('SAMLRequest');
    samlRequest = encoded === undefined ? undefined : decodeComponent(encoded);
    const rawRelay = raw.get('RelayState');
    relayState = rawRelay === undefined ? null : decodeComponent(rawRelay);
    const rawSigAlg = raw.get('SigAlg');
    // SAML bindings §3.4.4.1: the signature covers SAMLRequest, RelayState (if any) and SigAlg, as sent.
    const octetString = [
      `SAMLRequest=${encoded ?? ''}`,
      ...(rawRelay === undefined ? [] : [`RelayState=${rawRelay}`]),
      ...(rawSigAlg === undefined ? [] : [`SigAlg=${rawSigAlg}`]),
    ].join('&');
    const signature = raw.get('Signature');
    detached = {
      sigAlg: rawSigAlg === undefined ? null : decodeComponent(rawSigAlg),
      signature: signature === undefined ? null : decodeComponent(signature),
      octetString,
    };
  } else {
    samlRequest = incoming.fields.SAMLRequest;
    relayState = incoming.fields.RelayState ?? null;
  }
  if (!samlRequest) throw new RequestRefused('malformed');
  if (relayState !== null && relayState.length > 80 * 4) throw new RequestRefused('malformed');
  const xml = decodeXml(incoming, samlRequest);
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch (err) {
    if (err instanceof XmlRefused) throw new RequestRefused(err.message === 'dtd' ? 'dtd' : 'malformed');
    throw err;
  }
  if (!isElement(root, NS.samlp, 'AuthnRequest')) throw new RequestRefused('malformed');
  const issuer = textOf(childrenOf(root, NS.saml, 'Issuer')[0]);
  if (issuer === '') throw new RequestRefused('unknownSp');
  return { xml, root, issuer, relayState, detached };
}

/**
 * Checks an enveloped signature's shape before samlify verifies it: exactly one ds:Signature in the
 * whole document, a direct child of the request element, with one Reference whose URI is the request's
 * own ID (unique in the document), RSA-SHA256 and SHA-256. Any other arrangement is how signature
 * wrapping hides an unsigned request behind a signed one, so it is refused whatever samlify would say.
 */
function checkEnvelopedSignature(root: Element): void {
  const signatures = allOf(root, NS.ds, 'Signature');
  if (signatures.length === 0) throw new RequestRefused('signatureMissing');
  const [signature] = childrenOf(root, NS.ds, 'Signature');
  if (signatures.length !== 1 || !signature) throw new RequestRefused('signatureInvalid');
  const id = root.getAttribute('ID') ?? '';
  const sameId = Array.from(root.getElementsByTagName('*')).filter(
    (el) => el.getAttribute('ID') === id || el.getAttribute('Id') === id || el.getAttribute('id') === id,
  );
  if (id === '' || sameId.length !== 0) throw new RequestRefused('signatureInvalid');
  const [signedInfo] = childrenOf(signature, NS.ds, 'SignedInfo');
  if (!signedInfo) throw new RequestRefused('signatureInvalid');
  const method = childrenOf(signedInfo, NS.ds, 'SignatureMethod')[0]?.getAttribute('Algorithm');
  const references = childrenOf(signedInfo, NS.ds, 'Reference');
  if (references.length !== 1) throw new RequestRefused('signatureInvalid');
  const reference = references[0] as Element;
  const digest = childrenOf(reference, NS.ds, 'DigestMethod')[0]?.getAttribute('Algorithm');
  if (method !== RSA_SHA256 || digest !== SHA256_DIGEST) throw new RequestRefused('algorithm');
  if (reference.getAttribute('URI') !== `#${id}`) throw new RequestRefused('signatureInvalid');
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
  const { root, detached } = envelope;
  const mustBeSigned = sp.signingCert !== null;
  // SHA-1, and any algorithm we do not know, is refused even from an SP that does not sign.
  if (detached?.sigAlg != null && detached.sigAlg !== RSA_SHA256) throw new RequestRefused('algorithm');
  if (mustBeSigned) {
    if (detached) {
      if (!detached.sigAlg || !detached.signature) throw new RequestRefused('signatureMissing');
      // A signature inside a redirect-bound message is not how this binding signs: refuse it.
      if (allOf(root, NS.ds, 'Signature').length > 0) throw new RequestRefused('signatureInvalid');
    } else {
      checkEnvelopedSignature(root);
    }
  }
  const request =
    incoming.binding === 'redirect'
      ? {
          query: {
            SAMLRequest: decodeURIComponent(rawParams(incoming.rawQuery).get('SAMLRequest') ?? ''),
            ...(detached?.signature ? { Signature: detached.signature } : {}),
            ...(detached?.sigAlg ? { SigAlg: detached.sigAlg } : {}),
          },
          octetString: detached?.octetString ?? '',
        }
      : { body: { SAMLRequest: incoming.fields.SAMLRequest } };
  try {
    await entities.idp.parseLoginRequest(entities.sp, incoming.binding, request);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (message === 'ERR_INVALID_XML' || message === 'ERR_SAML_SCHEMA') throw new RequestRefused('malformed');
    throw new RequestRefused(mustBeSigned ? 'signatureInvalid' : 'malformed');
  }

  const requestId = root.getAttribute('ID') ?? '';
  if (requestId === '' || requestId.length > 256) throw new RequestRefused('malformed');
  const destination = attributeOf(root, 'Destination');
  if (destination !== null && destination !== ssoUrl) throw new RequestRefused('destination');
  const issueInstant = new Date(root.getAttribute('IssueInstant') ?? '');
  if (
    Number.isNaN(issueInstant.getTime()) ||
    Math.abs(now.getTime() - issueInstant.getTime()) > REQUEST_WINDOW_MS
  )
    throw new RequestRefused('stale');
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
