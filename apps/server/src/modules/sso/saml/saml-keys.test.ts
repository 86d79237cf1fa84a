// Rotating the SAML2 identity provider's certificate: the metadata lists the new and the previous one
// during the grace, responses are signed with the new one at once (so an SP that never reads the metadata
// again refuses them until it imports the new one), and the previous one leaves the metadata afterwards,
// or at once when an Admin withdraws it.
import { X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { samlIdpKeys } from '../../../db/schema/index.js';
import { type TestUser } from '../../../test/test-app.js';
import { certificateBody } from './saml-keys.js';
import {
  Browser,
  certOfMetadata,
  nodeSamlSp,
  xmlsecVerifies,
  type NodeSaml,
  samlTestApp,
  registeredSp,
  answeredSignIn,
} from './saml.fixture.js';

const t = samlTestApp();
const RESPONSE = 'urn:oasis:names:tc:SAML:2.0:protocol:Response';

let user: TestUser;
let sp: NodeSaml;
let oldCert: string;
let newCert: string;

/** Every certificate the metadata lists, as PEM, in its order. */
async function metadataCerts(): Promise<string[]> {
  const xml = (await t.anon.get('/saml/metadata')).body;
  return [...xml.matchAll(/<(?:ds:)?X509Certificate>([^<]+)</g)].map((match) =>
    certOfMetadata(`<X509Certificate>${certificateBody(match[1] ?? '')}</X509Certificate>`),
  );
}

/** An SP-initiated sign-in of `user`, answered: the SAMLResponse the browser would post. */
async function samlResponse(): Promise<string> {
  return answeredSignIn(new Browser(t, user), sp);
}

const status = async () =>
  (await t.as(t.admin).get('/api/v1/ssomanagement/keys')).json<{
    data: { saml: { id: number; fingerprint: string; signing: boolean; retiresAt: string | null }[] };
  }>().data.saml;

beforeAll(async () => {
  [oldCert = ''] = await metadataCerts();
  sp = nodeSamlSp(oldCert);
  await registeredSp(t, sp, ['name']);
  user = await t.user({ firstName: 'مریم', lastName: 'احمدی' });
});

describe('rotating the SAML2 certificate', () => {
  it('starts from one certificate, shown by its SHA-256 fingerprint', async () => {
    expect(await metadataCerts()).toHaveLength(1);
    expect(await status()).toMatchObject([
      { signing: true, retiresAt: null, fingerprint: new X509Certificate(oldCert).fingerprint256 },
    ]);
  });

  it('publishes the new and the previous certificate, the new first, and signs with the new one', async () => {
    const res = await t.as(t.admin).post('/api/v1/ssomanagement/keys/rotate', { protocol: 'saml' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'گواهی تازه SAML2 ساخته شد و از این پس پاسخ‌های ورود را امضا می‌کند.',
    );
    const certs = await metadataCerts();
    expect(certs).toHaveLength(2);
    [newCert = ''] = certs;
    expect(certs[1]).toBe(oldCert);
    expect(newCert).not.toBe(oldCert);
    expect((await status()).map((key) => key.signing)).toEqual([true, false]);

    const response = await samlResponse();
    const xml = Buffer.from(response, 'base64').toString('utf8');
    expect(await xmlsecVerifies(xml, newCert, RESPONSE, 1)).toBe(true);
    expect(await xmlsecVerifies(xml, oldCert, RESPONSE, 1)).toBe(false);
  });

  it('is refused by an SP that kept only the previous certificate, and accepted once it has the new metadata', async () => {
    // node-saml keeps the AuthnRequest ids it sent: the same SP object starts each sign-in.
    const response = await samlResponse();
    await expect(sp.validatePostResponseAsync({ SAMLResponse: response })).rejects.toThrow(/signature/i);
    sp = nodeSamlSp([newCert, oldCert]);
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: await samlResponse() });
    expect(profile?.nameID).toBe(String(user.id));
  });

  it('leaves the previous certificate out of the metadata once its time has run out', async () => {
    const previous = (await status()).find((key) => !key.signing);
    await t.database.db
      .update(samlIdpKeys)
      .set({ retiresAt: new Date(Date.now() - 1000) })
      .where(eq(samlIdpKeys.id, previous?.id ?? 0));
    expect(await metadataCerts()).toEqual([newCert]);
    expect((await status()).map((key) => key.signing)).toEqual([true]);
  });

  it('leaves a replaced certificate out of the metadata at once when an Admin withdraws it', async () => {
    const rotated = await t.as(t.admin).post('/api/v1/ssomanagement/keys/rotate', { protocol: 'saml' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [newest = '', replaced] = await metadataCerts();
    expect(replaced).toBe(newCert);
    const previous = (await status()).find((key) => !key.signing);
    expect(previous?.fingerprint).toBe(new X509Certificate(newCert).fingerprint256);

    const res = await t.as(t.admin).post('/api/v1/ssomanagement/keys/withdraw', {
      protocol: 'saml',
      id: previous?.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'گواهی پیشین SAML2 کنار گذاشته شد و دیگر در فرادادهٔ درگاه نمی‌آید.',
    );
    expect(await metadataCerts()).toEqual([newest]);
    expect((await status()).map((key) => key.signing)).toEqual([true]);
    // Sign-ins go on, signed with the certificate that stays.
    const xml = Buffer.from(await samlResponse(), 'base64').toString('utf8');
    expect(await xmlsecVerifies(xml, newest, RESPONSE, 1)).toBe(true);
    const refused = await t.as(t.admin).post('/api/v1/ssomanagement/keys/withdraw', {
      protocol: 'saml',
      id: (await status())[0]?.id,
    });
    expect(refused.statusCode).toBe(400);
  });
});
