// The portal as SAML2 identity provider (ARCHITECTURE "Single sign-on: SAML2"): its addresses, its
// signing keys and the samlify entity built from them, and the metadata SPs read.
import { SAML_NAMEID_FORMATS } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { keyRingCache } from '../key-ring.js';
import { generationsInForce, generationsOf, keysInForceOrFirst } from '../signing-keys.service.js';
import type { SamlKeyPair } from './saml-keys.js';
import { BINDING, RSA_SHA256 } from './saml-xml.js';
import { installSchemaValidator } from './schema-validator.js';
import type { SamlEntities } from './saml-request.js';
import type { SamlSpRow } from './saml.repository.js';
import { samlify, type SamlifyIdp } from './xml-libs.js';

// samlify checks incoming messages against the SAML schemas only once a validator is set: set before any
// entity of ours exists.
installSchemaValidator();

/** The portal's SAML addresses under `origin` (PUBLIC_ORIGIN, else the request's own). */
export function samlUrls(origin: string) {
  return {
    entityId: `${origin}/saml/metadata`,
    metadata: `${origin}/saml/metadata`,
    sso: `${origin}/saml/sso`,
    slo: `${origin}/saml/slo`,
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

// samlify builds an entity (its metadata) per origin and mode: one each, kept while the keys last.
const idpEntities = new Map<string, { keys: SamlKeyRing; entity: SamlifyIdp }>();

/** The samlify IdP entity for `origin` and `keys`, built once per origin and mode while the keys last. */
export function idpEntity(origin: string, keys: SamlKeyRing, wantAuthnRequestsSigned: boolean): SamlifyIdp {
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
    // A LogoutRequest is always signed (Profiles §4.4.4.1); a LogoutResponse when its SP signs.
    wantLogoutRequestSigned: true,
    wantLogoutResponseSigned: wantAuthnRequestsSigned,
    requestSignatureAlgorithm: RSA_SHA256,
    nameIDFormat: [...SAML_NAMEID_FORMATS],
    singleSignOnService: [
      { Binding: BINDING.redirect, Location: urls.sso },
      { Binding: BINDING.post, Location: urls.sso },
    ],
    singleLogoutService: [
      { Binding: BINDING.redirect, Location: urls.slo },
      { Binding: BINDING.post, Location: urls.slo },
    ],
  });
}

/** The entities samlify checks `sp`'s messages between: the SP from its stored metadata, and us. */
export async function entitiesFor(db: Db, origin: string, sp: SamlSpRow): Promise<SamlEntities> {
  return {
    sp: samlify.ServiceProvider({ metadata: sp.metadataXml }),
    idp: idpEntity(origin, await idpKeyRing(db), sp.signingCert !== null),
  };
}

/** The IdP metadata (`GET /saml/metadata`). */
export async function idpMetadataXml(db: Db, origin: string): Promise<string> {
  return idpEntity(origin, await idpKeyRing(db), false).getMetadata();
}
