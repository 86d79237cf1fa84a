// Small, strict XML helpers for the SAML module: one parser configuration (errors are fatal, no DTDs),
// child-element walking by namespace, and escaping for the documents we write.
import { X509Certificate } from 'node:crypto';
import { xmldom, type XmlDocument as Document, type XmlElement as Element } from './xml-libs.js';

export const NS = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export const BINDING = {
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
} as const;

/** The one signature algorithm we accept and use (SHA-1 and everything else is refused). */
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SHA256_DIGEST = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** Thrown for a document we refuse; the caller turns it into its own answer. */
export class XmlRefused extends Error {}

/**
 * A document type declaration is where XXE and entity expansion ("billion laughs") live; SAML needs
 * none, so any DOCTYPE or ENTITY declaration is refused before a parser sees the text.
 */
export function refuseDtd(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new XmlRefused('dtd');
}

/** Parses `xml` strictly: a DTD, a warning-level error or a fatal error refuses it. */
export function parseXml(xml: string): Document {
  refuseDtd(xml);
  const fail = (message: string) => {
    throw new XmlRefused(message);
  };
  const doc = new xmldom.DOMParser({
    errorHandler: { warning: fail, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new XmlRefused('empty');
  return doc;
}

/** The element children of `parent` named `localName` in namespace `ns`. */
export function childrenOf(parent: Element, ns: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const el = node;
      if (el.namespaceURI === ns && el.localName === localName) found.push(el);
    }
  }
  return found;
}

/** Every element of `doc` named `localName` in namespace `ns`, at any depth. */
export function allOf(doc: Document | Element, ns: string, localName: string): Element[] {
  return Array.from(doc.getElementsByTagNameNS(ns, localName));
}

/** Whether `root` is the element `localName` of `ns`. */
export function isElement(root: Element | null, ns: string, localName: string): root is Element {
  return root !== null && root.namespaceURI === ns && root.localName === localName;
}

/** An attribute's value, or null when the element has none (xmldom's getAttribute answers '' then). */
export function attributeOf(el: Element, name: string): string | null {
  return el.hasAttribute(name) ? el.getAttribute(name) : null;
}

/** Text content of an element, trimmed. */
export function textOf(el: Element | undefined): string {
  return (el?.textContent ?? '').trim();
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML attribute value or element content. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The certificate's base64 body when `body` is a parseable X.509 certificate; null otherwise. */
export function checkedCertificate(body: string): string | null {
  const clean = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  try {
    new X509Certificate(Buffer.from(clean, 'base64'));
    return clean;
  } catch {
    return null;
  }
}
