// Reading a service provider's metadata as a manager registers it: one EntityDescriptor with an
// SPSSODescriptor, its entity ID, its HTTP-POST Assertion Consumer Services (the only places a response
// is ever sent), its signing certificate, if any, and its SingleLogoutService (HTTP-Redirect preferred,
// else HTTP-POST), if any.
import { isWebUrl, SAML_NAMEID_FORMATS, type SamlNameIdFormat, type SamlSloBinding } from '@darvazeh/shared';
import type { SamlAcs } from '../../../db/schema/index.js';
import {
  BINDING,
  checkedCertificate,
  childrenOf,
  isElement,
  NS,
  parseXml,
  textOf,
  XmlRefused,
} from './saml-xml.js';
import type { XmlElement as Element } from './xml-libs.js';

/** Why metadata was refused, each a Persian message in ssoMessages.saml.metadata. */
export type MetadataProblem =
  'unreadable' | 'notEntity' | 'noSp' | 'entityId' | 'noAcs' | 'acsUrl' | 'certificate' | 'sloUrl';

export class MetadataRefused extends Error {
  constructor(readonly problem: MetadataProblem) {
    super(problem);
  }
}

/** What the portal keeps from an SP's metadata. */
export type SpMetadata = {
  entityId: string;
  acsUrls: SamlAcs[];
  signingCert: string | null;
  /** The first NameID format the SP names that the portal issues; null when it names none of ours. */
  nameIdFormat: SamlNameIdFormat | null;
  /** Where the SP takes single logout messages (ResponseLocation: its responses' address), or null. */
  singleLogout: SpSingleLogout | null;
};

/** An SP's SingleLogoutService as the portal uses it. */
export type SpSingleLogout = { url: string; responseUrl: string | null; binding: SamlSloBinding };

const ENTITY_ID_MAX = 1024;

/**
 * An ACS (or single logout) URL must be an absolute http(s) URL that can stand in a CSP source list as it
 * is: no whitespace, quotes, commas or semicolons, no fragment.
 */
export function isUsableAcsUrl(url: string): boolean {
  return url.length <= 1000 && isWebUrl(url) && !/[\s;,'"#]/.test(url);
}

/** Reads SP metadata, or throws MetadataRefused naming the first problem. */
export function readSpMetadata(xml: string): SpMetadata {
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch (err) {
    if (err instanceof XmlRefused) throw new MetadataRefused('unreadable');
    throw err;
  }
  if (!isElement(root, NS.md, 'EntityDescriptor')) throw new MetadataRefused('notEntity');
  const entityId = (root.getAttribute('entityID') ?? '').trim();
  if (entityId === '' || entityId.length > ENTITY_ID_MAX || /[\s<>"]/.test(entityId))
    throw new MetadataRefused('entityId');
  const [sp, ...more] = childrenOf(root, NS.md, 'SPSSODescriptor');
  if (!sp || more.length > 0) throw new MetadataRefused('noSp');

  const acsUrls: SamlAcs[] = [];
  for (const acs of childrenOf(sp, NS.md, 'AssertionConsumerService')) {
    if (acs.getAttribute('Binding') !== BINDING.post) continue;
    const url = (acs.getAttribute('Location') ?? '').trim();
    if (!isUsableAcsUrl(url)) throw new MetadataRefused('acsUrl');
    const index = Number.parseInt(acs.getAttribute('index') ?? '', 10);
    acsUrls.push({
      url,
      index: Number.isSafeInteger(index) ? index : null,
      isDefault: acs.getAttribute('isDefault') === 'true',
    });
  }
  if (acsUrls.length === 0) throw new MetadataRefused('noAcs');

  let signingCert: string | null = null;
  for (const key of childrenOf(sp, NS.md, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    const [keyInfo] = childrenOf(key, NS.ds, 'KeyInfo');
    const [data] = keyInfo ? childrenOf(keyInfo, NS.ds, 'X509Data') : [];
    const [cert] = data ? childrenOf(data, NS.ds, 'X509Certificate') : [];
    if (!cert) continue;
    signingCert = checkedCertificate(textOf(cert));
    if (!signingCert) throw new MetadataRefused('certificate');
    break;
  }

  const named = childrenOf(sp, NS.md, 'NameIDFormat').map(textOf);
  const nameIdFormat = SAML_NAMEID_FORMATS.find((format) => named.includes(format)) ?? null;
  return { entityId, acsUrls, signingCert, nameIdFormat, singleLogout: singleLogoutOf(sp) };
}

/** The SP's SingleLogoutService by HTTP-Redirect, else by HTTP-POST (SOAP and Artifact are not ours). */
function singleLogoutOf(sp: Element): SpSingleLogout | null {
  const services = childrenOf(sp, NS.md, 'SingleLogoutService');
  for (const [binding, urn] of [
    ['redirect', BINDING.redirect],
    ['post', BINDING.post],
  ] as const) {
    const service = services.find((el) => el.getAttribute('Binding') === urn);
    if (!service) continue;
    const url = (service.getAttribute('Location') ?? '').trim();
    const response = (service.getAttribute('ResponseLocation') ?? '').trim();
    if (!isUsableAcsUrl(url) || (response !== '' && !isUsableAcsUrl(response)))
      throw new MetadataRefused('sloUrl');
    return { url, responseUrl: response === '' ? null : response, binding };
  }
  return null;
}

/** The ACS a response goes to when the request names none: the one marked default, else the lowest index, else the first. */
export function defaultAcs(acsUrls: readonly SamlAcs[]): SamlAcs {
  const marked = acsUrls.find((acs) => acs.isDefault);
  if (marked) return marked;
  const indexed = acsUrls.filter((acs) => acs.index !== null).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return indexed[0] ?? (acsUrls[0] as SamlAcs);
}
