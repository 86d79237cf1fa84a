// NameIDPolicy of an AuthnRequest (SAML Core §3.4.1.1): the format asked is the format answered, among the
// ones the portal issues; any other, or an SPNameQualifier that is not the SP, is answered with the status
// InvalidNameIDPolicy; AllowCreate never stops a sign-in. @node-saml/node-saml plays the SP.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAML_NAMEID_FORMATS } from '@darvazeh/shared';
import { samlSystem } from '../sso.fixture.js';
import {
  ACS,
  Browser,
  metadataCert,
  formOf,
  nodeSamlSp,
  PERSISTENT,
  SP_ENTITY,
  spMetadata,
  xmlsecVerifies,
  samlTestApp,
  answeredSignIn,
} from './saml.fixture.js';

const t = samlTestApp();
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
let idpCert: string;

beforeAll(async () => {
  idpCert = await metadataCert(t);
  // The SP is registered with the username as its NameID: the requests below ask for others.
  await samlSystem(t.as(t.admin), {
    metadataXml: spMetadata(nodeSamlSp(idpCert)),
    nameIdFormat: UNSPECIFIED,
    attributes: [],
  });
});

/** An SP sending NameIDPolicy with `options` (node-saml's identifierFormat, allowCreate, spNameQualifier). */
const spAsking = (options: Record<string, unknown>) => nodeSamlSp(idpCert, options);

/** Signs a signed-in user into `sp`: the NameID node-saml reads, with its format. */
async function signIn(sp: ReturnType<typeof spAsking>) {
  const person = await t.user();
  const browser = new Browser(t, person);
  const answer = await sp.validatePostResponseAsync({ SAMLResponse: await answeredSignIn(browser, sp) });
  return { person, nameID: answer.profile?.nameID, format: answer.profile?.nameIDFormat };
}

describe('the format asked', () => {
  it('lists every format the portal issues in the metadata', async () => {
    const xml = (await t.anon.get('/saml/metadata')).body;
    for (const format of [PERSISTENT, UNSPECIFIED, TRANSIENT]) expect(xml).toContain(format);
    expect(SAML_NAMEID_FORMATS).toContain(TRANSIENT);
  });

  it('answers persistent with the user id, whatever the SP registered', async () => {
    const { person, nameID, format } = await signIn(spAsking({ identifierFormat: PERSISTENT }));
    expect({ nameID, format }).toEqual({ nameID: String(person.id), format: PERSISTENT });
  });

  it('answers transient with a new opaque identifier at every sign-in', async () => {
    const sp = spAsking({ identifierFormat: TRANSIENT });
    const first = await signIn(sp);
    const second = await signIn(sp);
    expect(first.format).toBe(TRANSIENT);
    expect(first.nameID).toMatch(/^_[0-9a-f]{40}$/);
    expect(second.nameID).not.toBe(first.nameID);
    expect([String(first.person.id), first.person.username]).not.toContain(first.nameID);
  });

  it("answers the SP's registered format when the request names none or unspecified", async () => {
    for (const identifierFormat of [null, UNSPECIFIED]) {
      const { person, nameID, format } = await signIn(spAsking({ identifierFormat }));
      expect({ nameID, format }).toEqual({ nameID: person.username, format: UNSPECIFIED });
    }
  });

  it('answers with AllowCreate="false" too: the identifier exists from the account on', async () => {
    const { person, nameID } = await signIn(spAsking({ identifierFormat: PERSISTENT, allowCreate: false }));
    expect(nameID).toBe(String(person.id));
  });
});

describe('a policy the portal cannot honour', () => {
  it('is answered at once with a signed InvalidNameIDPolicy response to the ACS, signed in or not', async () => {
    for (const options of [
      { identifierFormat: EMAIL },
      { identifierFormat: PERSISTENT, spNameQualifier: 'https://affiliation.example/' },
    ]) {
      const sp = spAsking(options);
      const browser = new Browser(t);
      const url = new URL(await sp.getAuthorizeUrlAsync('state-9', undefined, {}));
      const page = await browser.get(`${url.pathname}${url.search}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(String(page.headers['content-security-policy'])).toContain(`form-action ${ACS};`);
      expect(browser.cookies.darvazeh_saml).toBeUndefined();
      const { action, fields } = formOf(page.body);
      expect(action).toBe(ACS);
      expect(fields.RelayState).toBe('state-9');
      const xml = Buffer.from(fields.SAMLResponse as string, 'base64').toString('utf8');
      expect(xml).toContain(
        '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Requester"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:InvalidNameIDPolicy"/>',
      );
      expect(xml).not.toContain('Assertion');
      expect(await xmlsecVerifies(xml, idpCert, 'urn:oasis:names:tc:SAML:2.0:protocol:Response')).toBe(true);
      await expect(
        sp.validatePostResponseAsync({ SAMLResponse: fields.SAMLResponse as string }),
      ).rejects.toThrow(/InvalidNameIDPolicy/);
    }
  });

  it('accepts an SPNameQualifier naming the SP itself', async () => {
    const { person, nameID } = await signIn(
      spAsking({ identifierFormat: PERSISTENT, spNameQualifier: SP_ENTITY }),
    );
    expect(nameID).toBe(String(person.id));
  });
});
