// The signed SAML Response the portal sends a service provider: one assertion about the signed-in user,
// for exactly one audience (the SP's entity ID) and one recipient (the ACS URL chosen from its
// metadata), answering the request it names (InResponseTo), valid for five minutes, telling the SP when
// the single sign-on session ends at the latest (SessionNotOnOrAfter). The assertion is
// signed, and then the whole response, both RSA-SHA256 with exclusive canonicalisation, so a relying
// party that checks either signature sees every part it reads signed. A request answered without an
// assertion (IsPassive) gets a response carrying only its status, signed the same way.
import { randomBytes } from 'node:crypto';
import type { SamlAttribute } from '@darvazeh/shared';
import { escapeHtml } from '../../../plugins/escape-html.js';
import { certificateBody, type SamlKeyPair } from './saml-keys.js';
import { RSA_SHA256, xmlEscape } from './saml-xml.js';
import { samlify } from './xml-libs.js';

/** How long an assertion may be presented. */
export const ASSERTION_LIFETIME_MS = 5 * 60_000;

const ATTRIBUTE_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';

/** The user facts an assertion may carry. */
export type SamlSubject = {
  nameId: string;
  nameIdFormat: string;
  /** When the user signed in to the portal (the session's start). */
  authnInstant: Date;
  /** How they signed in (AuthnContextClassRef: auth-context.ts). */
  authnContextClass: string;
  /** When the single sign-on session ends at the latest (SessionNotOnOrAfter); the SP should end its own. */
  sessionNotOnOrAfter?: Date;
  attributes: Partial<Record<SamlAttribute, string | string[]>> & Record<string, string | string[]>;
};

export type ResponseInput = {
  idpEntityId: string;
  spEntityId: string;
  acsUrl: string;
  inResponseTo: string | null;
  subject: SamlSubject;
  keys: SamlKeyPair;
  now: Date;
};

/** A SAML ID: a letter first (xs:ID is an NCName), then 160 random bits. */
export function samlId(): string {
  return `_${randomBytes(20).toString('hex')}`;
}

function attributeStatement(attributes: SamlSubject['attributes']): string {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return '';
  const items = entries
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((v) => `<saml:AttributeValue>${xmlEscape(v)}</saml:AttributeValue>`)
        .join('');
      return `<saml:Attribute Name="${xmlEscape(name)}" NameFormat="${ATTRIBUTE_FORMAT}">${values}</saml:Attribute>`;
    })
    .join('');
  return `<saml:AttributeStatement>${items}</saml:AttributeStatement>`;
}

/** The unsigned response document. */
export function responseXml(input: ResponseInput, ids: { response: string; assertion: string }): string {
  const { now, subject } = input;
  const instant = now.toISOString();
  const until = new Date(now.getTime() + ASSERTION_LIFETIME_MS).toISOString();
  const e = xmlEscape;
  const inResponseTo = input.inResponseTo === null ? '' : ` InResponseTo="${e(input.inResponseTo)}"`;
  const sessionEnd = subject.sessionNotOnOrAfter
    ? ` SessionNotOnOrAfter="${subject.sessionNotOnOrAfter.toISOString()}"`
    : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="${ids.response}" Version="2.0" IssueInstant="${instant}" Destination="${e(input.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${e(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${ids.assertion}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${e(input.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${e(subject.nameIdFormat)}">${e(subject.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${e(input.acsUrl)}"${inResponseTo}/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${instant}" NotOnOrAfter="${until}">` +
    `<saml:AudienceRestriction><saml:Audience>${e(input.spEntityId)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${subject.authnInstant.toISOString()}" SessionIndex="${ids.assertion}"${sessionEnd}>` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>${e(subject.authnContextClass)}</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    attributeStatement(subject.attributes) +
    `</saml:Assertion></samlp:Response>`
  );
}

/** Signs `xml` with the IdP key: the element at `referenceXPath` (or the root), the signature after `after`. */
export function signed(xml: string, keys: SamlKeyPair, referenceXPath: string | null, after: string): string {
  return samlify.SamlLib.constructSAMLSignature({
    rawSamlMessage: xml,
    ...(referenceXPath ? { referenceTagXPath: referenceXPath } : { isMessageSigned: true }),
    privateKey: keys.privateKeyPem,
    privateKeyPass: '',
    signatureAlgorithm: RSA_SHA256,
    signingCert: certificateBody(keys.certificatePem),
    isBase64Output: false,
    signatureConfig: { prefix: 'ds', location: { reference: after, action: 'after' } },
  });
}

/**
 * The signed response (assertion signed, then the response), as XML, and its SessionIndex (the
 * assertion's ID), by which single logout names this sign-in.
 */
export function signedResponseXml(input: ResponseInput): { xml: string; sessionIndex: string } {
  const ids = { response: samlId(), assertion: samlId() };
  const unsigned = responseXml(input, ids);
  const assertion = "/*[local-name(.)='Response']/*[local-name(.)='Assertion']";
  const withAssertionSigned = signed(
    unsigned,
    input.keys,
    assertion,
    `${assertion}/*[local-name(.)='Issuer']`,
  );
  const xml = signed(
    withAssertionSigned,
    input.keys,
    null,
    "/*[local-name(.)='Response']/*[local-name(.)='Issuer']",
  );
  return { xml, sessionIndex: ids.assertion };
}

/** The second-level status of a response without an assertion (Core §3.2.2.2). */
export type SamlErrorStatus = 'NoPassive' | 'RequestDenied' | 'InvalidNameIDPolicy';

/** The top-level status each second-level one comes under: the request's fault, or ours to decline. */
const TOP_STATUS: Record<SamlErrorStatus, 'Requester' | 'Responder'> = {
  NoPassive: 'Responder',
  RequestDenied: 'Responder',
  InvalidNameIDPolicy: 'Requester',
};

export type StatusResponseInput = Omit<ResponseInput, 'spEntityId' | 'subject'> & { status: SamlErrorStatus };

/** The unsigned response carrying only a status: its top-level status, and `input.status` under it. */
export function statusResponseXml(input: StatusResponseInput, id: string): string {
  const e = xmlEscape;
  const inResponseTo = input.inResponseTo === null ? '' : ` InResponseTo="${e(input.inResponseTo)}"`;
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="${id}" Version="2.0" IssueInstant="${input.now.toISOString()}" Destination="${e(input.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${e(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:${TOP_STATUS[input.status]}">` +
    `<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:${input.status}"/>` +
    `</samlp:StatusCode></samlp:Status></samlp:Response>`
  );
}

/** The signed response carrying only a status, as XML. */
export function signedStatusResponseXml(input: StatusResponseInput): string {
  return signed(
    statusResponseXml(input, samlId()),
    input.keys,
    null,
    "/*[local-name(.)='Response']/*[local-name(.)='Issuer']",
  );
}

/**
 * A form posting `fields` (hidden) to `action`: the HTTP-POST binding. `submitLabel` adds a button shown
 * only without script (the pages /saml posts its messages with).
 */
export function messageForm(action: string, fields: Record<string, string>, submitLabel?: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}"/>`)
    .join('');
  const button =
    submitLabel === undefined
      ? ''
      : `<noscript><button type="submit">${escapeHtml(submitLabel)}</button></noscript>`;
  return `<form method="post" action="${escapeHtml(action)}">${inputs}${button}</form>`;
}

/**
 * The HTTP-POST binding's form of a response (SPEC §3 saml2ResponseForm): the web app reads its action
 * and hidden fields and posts it after SAML_DELAY_MS. `submitLabel` as for messageForm.
 */
export function responseForm(
  acsUrl: string,
  samlResponse: string,
  relayState: string | null,
  submitLabel?: string,
): string {
  const fields: Record<string, string> = { SAMLResponse: samlResponse };
  if (relayState !== null) fields.RelayState = relayState;
  return messageForm(acsUrl, fields, submitLabel);
}
