// samlify and @xmldom/xmldom loaded without their type declarations: both pull TypeScript's DOM library
// into the server's compilation (`/// <reference lib="dom" />`), which changes the types of Node's own
// globals (fetch, Blob) for every file. The few members we use are typed here instead.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** An XML element as @xmldom/xmldom gives it (the members we read). */
export interface XmlElement {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string | null;
  readonly textContent: string | null;
  readonly firstChild: XmlElement | null;
  readonly nextSibling: XmlElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getElementsByTagNameNS(ns: string, localName: string): ArrayLike<XmlElement>;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}

export interface XmlDocument {
  readonly documentElement: XmlElement | null;
  getElementsByTagNameNS(ns: string, localName: string): ArrayLike<XmlElement>;
}

type ErrorHandler = {
  warning: (msg: string) => void;
  error: (msg: string) => void;
  fatalError: (msg: string) => void;
};

export const xmldom = load('@xmldom/xmldom') as {
  DOMParser: new (options: { errorHandler: ErrorHandler }) => {
    parseFromString(xml: string, mime: string): XmlDocument;
  };
};

/** A samlify service provider entity. */
export type SamlifySp = { readonly entityMeta: unknown };

/** A samlify identity provider entity. */
export type SamlifyIdp = {
  getMetadata(): string;
  parseLoginRequest(sp: SamlifySp, binding: 'redirect' | 'post', request: unknown): Promise<unknown>;
  parseLogoutRequest(sp: SamlifySp, binding: 'redirect' | 'post', request: unknown): Promise<unknown>;
  parseLogoutResponse(sp: SamlifySp, binding: 'redirect' | 'post', request: unknown): Promise<unknown>;
};

export const samlify = load('samlify') as {
  IdentityProvider(settings: Record<string, unknown>): SamlifyIdp;
  ServiceProvider(settings: { metadata: string }): SamlifySp;
  SamlLib: { constructSAMLSignature(options: Record<string, unknown>): string };
  setSchemaValidator(validator: { validate(xml: string): Promise<unknown> }): void;
};
