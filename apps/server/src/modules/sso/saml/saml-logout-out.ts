// The single logout messages the portal sends a service provider (SAML Core §3.7, Bindings §3.4–3.5): a
// LogoutRequest naming the sign-in the SP knows (NameID and SessionIndex), and the LogoutResponse that
// answers an SP's own LogoutRequest. Both go by the binding the SP registered for its SingleLogoutService:
// HTTP-Redirect (deflated, the query signed RSA-SHA256 as the binding says) or HTTP-POST (an enveloped
// signature, the form posted by a page of ours). Every value is XML-escaped, like our responses.
import { createSign } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import type { SamlLogoutStep } from '../../../db/schema/index.js';
import type { SamlKeyPair } from './saml-keys.js';
import { samlId, signed } from './saml-response.js';
import { RSA_SHA256, xmlEscape as e } from './saml-xml.js';

/** How long a LogoutRequest we send may be acted on (its NotOnOrAfter). */
export const LOGOUT_REQUEST_LIFETIME_MS = 5 * 60_000;

const NS_ATTRS =
  'xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const STATUS = 'urn:oasis:names:tc:SAML:2.0:status:';

/** Where and how a message goes: the SP's SingleLogoutService (or its ResponseLocation) and binding. */
export type LogoutTarget = { url: string; binding: 'redirect' | 'post' };

/** What the browser is given: a redirect, or a form a page of ours posts. */
export type OutgoingMessage =
  { kind: 'redirect'; url: string } | { kind: 'post'; url: string; fields: Record<string, string> };

/** The unsigned LogoutRequest telling an SP that the sign-in `step` has ended. */
export function logoutRequestXml(
  id: string,
  issuer: string,
  destination: string,
  step: SamlLogoutStep,
  now: Date,
): string {
  const until = new Date(now.getTime() + LOGOUT_REQUEST_LIFETIME_MS).toISOString();
  return (
    `<samlp:LogoutRequest ${NS_ATTRS} ID="${id}" Version="2.0" IssueInstant="${now.toISOString()}"` +
    ` Destination="${e(destination)}" NotOnOrAfter="${until}" Reason="urn:oasis:names:tc:SAML:2.0:logout:user">` +
    `<saml:Issuer>${e(issuer)}</saml:Issuer>` +
    `<saml:NameID Format="${e(step.nameIdFormat)}">${e(step.nameId)}</saml:NameID>` +
    `<samlp:SessionIndex>${e(step.sessionIndex)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`
  );
}

/**
 * The unsigned LogoutResponse to an SP's LogoutRequest `inResponseTo`: Success, with PartialLogout under
 * it when another session participant could not be told (Core §3.2.2.2).
 */
export function logoutResponseXml(
  issuer: string,
  destination: string,
  inResponseTo: string,
  partial: boolean,
  now: Date,
): string {
  const second = partial ? `<samlp:StatusCode Value="${STATUS}PartialLogout"/>` : '';
  return (
    `<samlp:LogoutResponse ${NS_ATTRS} ID="${samlId()}" Version="2.0" IssueInstant="${now.toISOString()}"` +
    ` Destination="${e(destination)}" InResponseTo="${e(inResponseTo)}">` +
    `<saml:Issuer>${e(issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="${STATUS}Success">${second}</samlp:StatusCode></samlp:Status>` +
    `</samlp:LogoutResponse>`
  );
}

/**
 * `xml` (a LogoutRequest or LogoutResponse, root `rootName`) signed and bound for `target`: the redirect
 * binding signs the query (SAMLRequest or SAMLResponse, RelayState, SigAlg) and carries no signature in
 * the document; the POST binding signs the document (after its Issuer).
 */
export function bound(
  xml: string,
  rootName: 'LogoutRequest' | 'LogoutResponse',
  target: LogoutTarget,
  relayState: string | null,
  keys: SamlKeyPair,
): OutgoingMessage {
  const param = rootName === 'LogoutRequest' ? 'SAMLRequest' : 'SAMLResponse';
  if (target.binding === 'post') {
    const document = signed(xml, keys, null, `/*[local-name(.)='${rootName}']/*[local-name(.)='Issuer']`);
    const fields: Record<string, string> = { [param]: Buffer.from(document, 'utf8').toString('base64') };
    if (relayState !== null) fields.RelayState = relayState;
    return { kind: 'post', url: target.url, fields };
  }
  const message = encodeURIComponent(deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64'));
  const signedPart = [
    `${param}=${message}`,
    ...(relayState === null ? [] : [`RelayState=${encodeURIComponent(relayState)}`]),
    `SigAlg=${encodeURIComponent(RSA_SHA256)}`,
  ].join('&');
  const signature = createSign('RSA-SHA256').update(signedPart).sign(keys.privateKeyPem, 'base64');
  const joiner = target.url.includes('?') ? '&' : '?';
  return {
    kind: 'redirect',
    url: `${target.url}${joiner}${signedPart}&Signature=${encodeURIComponent(signature)}`,
  };
}
