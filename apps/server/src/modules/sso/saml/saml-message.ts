// A SAML protocol message arriving from a service provider by the HTTP-Redirect or the HTTP-POST binding
// — an AuthnRequest, a LogoutRequest or a LogoutResponse: decoding it within size caps, refusing DTDs
// (XXE, entity expansion), finding its issuer, and checking the shape of its signature before samlify
// verifies it (any algorithm but RSA-SHA256/SHA-256, and signatures that do not sign the message element
// itself — signature wrapping — are refused whatever samlify would say).
import { inflateRawSync } from 'node:zlib';
import type { XmlElement as Element } from './xml-libs.js';
import {
  allOf,
  attributeOf,
  childrenOf,
  isElement,
  NS,
  parseXml,
  RSA_SHA256,
  SHA256_DIGEST,
  textOf,
  XmlRefused,
} from './saml-xml.js';

/** Why a message was refused; each has a Persian text in samlMessages (refused, logoutRefused). */
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
  | 'noSp'
  | 'noCertificate'
  | 'unknownLogout';

export class RequestRefused extends Error {
  constructor(readonly problem: RequestProblem) {
    super(problem);
  }
}

/** The messages a service provider sends us, by their root element. */
export type MessageKind = 'AuthnRequest' | 'LogoutRequest' | 'LogoutResponse';

/** The form or query parameter a message travels in. */
export const paramOf = (kind: MessageKind) => (kind === 'LogoutResponse' ? 'SAMLResponse' : 'SAMLRequest');

/** Most bytes of a decoded (and inflated) message. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** A message as it arrived: the binding and its raw parameters. */
export type IncomingRequest =
  | {
      binding: 'redirect';
      /** The raw query string (after '?'), still URL-encoded: the redirect signature covers it as sent. */
      rawQuery: string;
    }
  | { binding: 'post'; fields: Record<string, string | undefined> };

/** The raw (still encoded) value of each parameter of a query string, first occurrence only. */
export function rawParams(rawQuery: string): Map<string, string> {
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

/** The XML of the message, checked for size; the redirect binding deflates it. */
function decodeXml(incoming: IncomingRequest, encoded: string): string {
  const bytes = base64Bytes(encoded);
  if (bytes.length > MAX_MESSAGE_BYTES) throw new RequestRefused('malformed');
  if (incoming.binding === 'post') return bytes.toString('utf8');
  try {
    return inflateRawSync(bytes, { maxOutputLength: MAX_MESSAGE_BYTES }).toString('utf8');
  } catch {
    throw new RequestRefused('malformed');
  }
}

/** The parts of a message we read before knowing which SP sent it. */
export type RequestEnvelope = {
  kind: MessageKind;
  /** The message as sent (base64; the redirect binding's still deflated), for samlify. */
  encoded: string;
  xml: string;
  root: Element;
  issuer: string;
  relayState: string | null;
  /** Redirect binding: SigAlg, Signature and the signed octet string. */
  detached: { sigAlg: string | null; signature: string | null; octetString: string } | null;
};

/** Which message `incoming` carries: a LogoutResponse travels as SAMLResponse, a request as SAMLRequest. */
export function kindCarried(incoming: IncomingRequest): 'request' | 'response' | null {
  const has = (name: string) =>
    incoming.binding === 'redirect' ? rawParams(incoming.rawQuery).has(name) : !!incoming.fields[name];
  if (has('SAMLRequest')) return 'request';
  return has('SAMLResponse') ? 'response' : null;
}

/** Decodes the message and finds its issuer; refuses DTDs and anything that is not a `kind`. */
export function openMessage(incoming: IncomingRequest, kind: MessageKind): RequestEnvelope {
  const param = paramOf(kind);
  let encoded: string | undefined;
  let relayState: string | null = null;
  let detached: RequestEnvelope['detached'] = null;
  if (incoming.binding === 'redirect') {
    const raw = rawParams(incoming.rawQuery);
    const rawMessage = raw.get(param);
    encoded = rawMessage === undefined ? undefined : decodeComponent(rawMessage);
    const rawRelay = raw.get('RelayState');
    relayState = rawRelay === undefined ? null : decodeComponent(rawRelay);
    const rawSigAlg = raw.get('SigAlg');
    // SAML bindings §3.4.4.1: the signature covers the message, RelayState (if any) and SigAlg, as sent.
    const octetString = [
      `${param}=${rawMessage ?? ''}`,
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
    encoded = incoming.fields[param];
    relayState = incoming.fields.RelayState ?? null;
  }
  if (!encoded) throw new RequestRefused('malformed');
  if (relayState !== null && relayState.length > 80 * 4) throw new RequestRefused('malformed');
  const xml = decodeXml(incoming, encoded);
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch (err) {
    if (err instanceof XmlRefused) throw new RequestRefused(err.message === 'dtd' ? 'dtd' : 'malformed');
    throw err;
  }
  if (!isElement(root, NS.samlp, kind)) throw new RequestRefused('malformed');
  const issuer = textOf(childrenOf(root, NS.saml, 'Issuer')[0]);
  if (issuer === '') throw new RequestRefused('unknownSp');
  return { kind, encoded, xml, root, issuer, relayState, detached };
}

/**
 * Checks an enveloped signature's shape before samlify verifies it: exactly one ds:Signature in the
 * whole document, a direct child of the message element, with one Reference whose URI is the message's
 * own ID (unique in the document), RSA-SHA256 and SHA-256. Any other arrangement is how signature
 * wrapping hides an unsigned message behind a signed one, so it is refused whatever samlify would say.
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

/**
 * Refuses what samlify leaves to the caller about a message's signature: SHA-1 and any algorithm we do
 * not know (even from an SP that does not sign), and, when `mustBeSigned`, a missing signature or one
 * whose shape could hide an unsigned message.
 */
export function checkSignatureShape(envelope: RequestEnvelope, mustBeSigned: boolean): void {
  const { root, detached } = envelope;
  if (detached?.sigAlg != null && detached.sigAlg !== RSA_SHA256) throw new RequestRefused('algorithm');
  if (!mustBeSigned) return;
  if (detached) {
    if (!detached.sigAlg || !detached.signature) throw new RequestRefused('signatureMissing');
    // A signature inside a redirect-bound message is not how this binding signs: refuse it.
    if (allOf(root, NS.ds, 'Signature').length > 0) throw new RequestRefused('signatureInvalid');
  } else {
    checkEnvelopedSignature(root);
  }
}

/** The message as samlify's parse functions take it (the query or the body, and the signed octets). */
export function samlifyRequest(envelope: RequestEnvelope): unknown {
  const param = paramOf(envelope.kind);
  const { detached } = envelope;
  if (!detached) return { body: { [param]: envelope.encoded } };
  return {
    query: {
      [param]: envelope.encoded,
      ...(detached.signature ? { Signature: detached.signature } : {}),
      ...(detached.sigAlg ? { SigAlg: detached.sigAlg } : {}),
    },
    octetString: detached.octetString,
  };
}

/** When `root`'s IssueInstant is more than `windowMs` from `now` (or unreadable), the message is stale. */
export function checkIssueInstant(root: Element, now: Date, windowMs: number): Date {
  const issueInstant = new Date(root.getAttribute('IssueInstant') ?? '');
  if (Number.isNaN(issueInstant.getTime()) || Math.abs(now.getTime() - issueInstant.getTime()) > windowMs)
    throw new RequestRefused('stale');
  return issueInstant;
}

/**
 * The ID and IssueInstant of a request sent to our `ourUrl`, or RequestRefused: an ID of at most 256
 * characters, a Destination (when given) naming `ourUrl`, an IssueInstant within `windowMs` of `now`.
 */
export function checkRequestHeader(
  root: Element,
  ourUrl: string,
  now: Date,
  windowMs: number,
): { requestId: string; issueInstant: Date } {
  const requestId = root.getAttribute('ID') ?? '';
  if (requestId === '' || requestId.length > 256) throw new RequestRefused('malformed');
  const destination = attributeOf(root, 'Destination');
  if (destination !== null && destination !== ourUrl) throw new RequestRefused('destination');
  return { requestId, issueInstant: checkIssueInstant(root, now, windowMs) };
}
