// The IdP's signing key and certificate. Node makes the RSA key; node-forge (no dependencies, the most
// used PKI library on npm) makes the self-signed X.509 certificate, which Node cannot write itself.
import { generateKeyPair, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/** A signing key (PKCS#1 PEM) and its self-signed certificate (PEM). */
export type SamlKeyPair = { privateKeyPem: string; certificatePem: string };

const CERTIFICATE_YEARS = 10;

/** The subject (and issuer) of the IdP's self-signed certificates. */
export const SAML_IDP_COMMON_NAME = 'Darvazeh SAML IdP';

const RSA_OPTIONS = {
  modulusLength: 3072,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
} as const;

/** A self-signed certificate for the key pair, valid ten years from `now`, signed with SHA-256. */
function selfSigned(keys: { privateKey: string; publicKey: string }, commonName: string, now: Date) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `0${randomBytes(16).toString('hex').slice(1)}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setFullYear(now.getFullYear() + CERTIFICATE_YEARS);
  const name = [{ name: 'commonName', value: commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { privateKeyPem: keys.privateKey, certificatePem: forge.pki.certificateToPem(cert) };
}

/** A fresh 3072-bit RSA key and a self-signed certificate for it, valid ten years, signed with SHA-256. */
export function newSamlKeyPair(commonName: string, now = new Date()): SamlKeyPair {
  return selfSigned(generateKeyPairSync('rsa', RSA_OPTIONS), commonName, now);
}

/** The same, the key made off the event loop (a rotation while the portal serves others). */
export async function newSamlKeyPairAsync(commonName: string, now = new Date()): Promise<SamlKeyPair> {
  return selfSigned(await promisify(generateKeyPair)('rsa', RSA_OPTIONS), commonName, now);
}

/** A certificate's base64 body, as SAML metadata and KeyInfo carry it (no PEM armour, no line breaks). */
export function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/** The certificate's serial number (hex), SHA-256 fingerprint (`AB:CD:…`, as openssl prints it) and end. */
export function certificateFacts(pem: string): { keyId: string; fingerprint: string; expiresAt: Date } {
  const certificate = new X509Certificate(pem);
  return {
    keyId: certificate.serialNumber,
    fingerprint: certificate.fingerprint256,
    expiresAt: new Date(certificate.validTo),
  };
}
