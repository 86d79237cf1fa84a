// The IdP's signing key and certificate. Node makes the RSA key; node-forge (no dependencies, the most
// used PKI library on npm) makes the self-signed X.509 certificate, which Node cannot write itself.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** A signing key (PKCS#1 PEM) and its self-signed certificate (PEM). */
export type SamlKeyPair = { privateKeyPem: string; certificatePem: string };

const CERTIFICATE_YEARS = 10;

/** A fresh 3072-bit RSA key and a self-signed certificate for it, valid ten years, signed with SHA-256. */
export function newSamlKeyPair(commonName: string, now = new Date()): SamlKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
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
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKeyPem: privateKey, certificatePem: forge.pki.certificateToPem(cert) };
}

/** A certificate's base64 body, as SAML metadata and KeyInfo carry it (no PEM armour, no line breaks). */
export function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}
