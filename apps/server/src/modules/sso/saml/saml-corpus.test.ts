// The SAML attack corpus (issue 17 "Done when"). Which side each attack targets, for an IdP:
//
// - Signature wrapping (XSW1–8), a stripped signature and a KeyInfo certificate swap attack whoever
//   VERIFIES a signature. We verify signed AuthnRequests (an SP with a signing certificate must sign), so
//   each is tried against our /saml/sso with the request as the signed object: an attacker who captured a
//   signed request rewraps it to change what we read (here its ID, to get past the replay check) while
//   the signature still verifies. All must be refused.
// - Our responses are verified by relying parties, which we do not control; what we control is that every
//   part an RP reads is signed (the assertion, and the whole response) and that a user holding a response
//   cannot turn it into someone else's. So the same eight rewrappings are applied to OUR signed response,
//   with the assertion's NameID changed to another user, and given to node-saml: none may sign that user in.
// - Comment and processing-instruction injection in NameID: an RP that reads only the first text node of
//   `1<!---->2` sees `1` while the signature (comments are not canonicalised) still holds. We never write
//   markup into a NameID (a username holding `<!--` or `<?` goes out escaped, as text), and a response
//   altered this way must not sign in anyone but its own user.
// - Replay, XXE, entity expansion, an ACS URL not in metadata, SHA-1 and an unknown SigAlg target us: each
//   is an AuthnRequest we must refuse.
import { createSign } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../../../test/test-app.js';
import { created, systemBody } from '../sso.fixture.js';
import { xmldom, type XmlElement } from './xml-libs.js';
import {
  ACS,
  attackerKeys,
  Browser,
  metadataCert,
  formOf,
  nodeSamlSp,
  ORIGIN,
  redirectParam,
  SP_ENTITY,
  spKeys,
  spMetadata,
  type NodeSaml,
  samlTestApp,
  registeredSp,
  answeredSignIn,
} from './saml.fixture.js';
import { certificateBody } from './saml-keys.js';

const t = samlTestApp();
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';

let idpCert: string;
let sp: NodeSaml;
let postSp: NodeSaml;
let user: TestUser;
let victim: TestUser;

beforeAll(async () => {
  idpCert = await metadataCert(t);
  sp = nodeSamlSp(idpCert);
  postSp = nodeSamlSp(idpCert, { authnRequestBinding: 'HTTP-POST' });
  await registeredSp(t, sp, ['nationalId']);
  user = await t.user();
  victim = await t.user();
});

/** An AuthnRequest from our SP, `fields` overriding its attributes. */
function authnRequest(fields: Record<string, string> = {}, extra = ''): string {
  const attrs = {
    ID: `_req${Math.random().toString(16).slice(2)}`,
    Version: '2.0',
    IssueInstant: new Date().toISOString(),
    Destination: `${ORIGIN}/saml/sso`,
    AssertionConsumerServiceURL: ACS,
    ...fields,
  };
  const attributes = Object.entries(attrs)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return (
    `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ${attributes}>` +
    `<saml:Issuer>${SP_ENTITY}</saml:Issuer>${extra}</samlp:AuthnRequest>`
  );
}

/** The redirect binding's query for `xml`, signed with `key` under `sigAlg` (hash `hash`), as an SP sends it. */
function signedQuery(xml: string, sigAlg = RSA_SHA256, hash = 'sha256', key = spKeys.privateKeyPem): string {
  const signedPart = `SAMLRequest=${redirectParam(xml)}&SigAlg=${encodeURIComponent(sigAlg)}`;
  const signer = createSign(hash);
  signer.update(signedPart);
  return `${signedPart}&Signature=${encodeURIComponent(signer.sign(key, 'base64'))}`;
}

async function sendRedirect(query: string) {
  return new Browser(t, user).get(`/saml/sso?${query}`);
}

function refused(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.body).toMatch(/[\u0600-\u06FF]/);
}

describe('AuthnRequests we must refuse', () => {
  it('accepts a well-formed signed request (the baseline the cases below alter)', async () => {
    const res = await sendRedirect(signedQuery(authnRequest()));
    expect(res.statusCode, res.body).toBe(303);
  });

  it('refuses a replayed AuthnRequest ID', async () => {
    const query = signedQuery(authnRequest());
    expect((await sendRedirect(query)).statusCode).toBe(303);
    refused(await sendRedirect(query));
    // …also when re-sent by the other binding.
    const url = new URL(await sp.getAuthorizeUrlAsync('', undefined, {}));
    expect((await sendRedirect(url.search.slice(1))).statusCode).toBe(303);
    refused(await sendRedirect(url.search.slice(1)));
  });

  it('refuses an ACS URL that is not in the metadata, by URL or by index', async () => {
    refused(
      await sendRedirect(
        signedQuery(authnRequest({ AssertionConsumerServiceURL: 'https://evil.example/acs' })),
      ),
    );
    const byIndex = authnRequest().replace(
      `AssertionConsumerServiceURL="${ACS}"`,
      'AssertionConsumerServiceIndex="7"',
    );
    refused(await sendRedirect(signedQuery(byIndex)));
  });

  it('refuses XXE and entity expansion', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${authnRequest({}, '<saml:Subject>&x;</saml:Subject>')}`;
    refused(await sendRedirect(signedQuery(xxe)));
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
      authnRequest({ ProviderName: '&d;' });
    refused(await sendRedirect(signedQuery(laughs)));
    // The POST binding too.
    refused(
      await new Browser(t, user).postForm('/saml/sso', { SAMLRequest: Buffer.from(xxe).toString('base64') }),
    );
  });

  it('refuses SHA-1 and an unknown SigAlg', async () => {
    refused(await sendRedirect(signedQuery(authnRequest(), RSA_SHA1, 'sha1')));
    refused(await sendRedirect(signedQuery(authnRequest(), 'http://example.com/unknown#alg', 'sha256')));
    refused(
      await sendRedirect(
        signedQuery(authnRequest(), 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512', 'sha512'),
      ),
    );
  });

  it('refuses an unsigned request, and one signed by another key, from an SP that signs', async () => {
    refused(await sendRedirect(`SAMLRequest=${redirectParam(authnRequest())}`));
    refused(
      await sendRedirect(signedQuery(authnRequest(), RSA_SHA256, 'sha256', attackerKeys().privateKeyPem)),
    );
  });

  it('refuses a request naming another Destination, a stale one, and an unknown issuer', async () => {
    refused(await sendRedirect(signedQuery(authnRequest({ Destination: 'https://other-idp.example/sso' }))));
    refused(await sendRedirect(signedQuery(authnRequest({ IssueInstant: '2020-01-01T00:00:00Z' }))));
    refused(await sendRedirect(signedQuery(authnRequest().replace(SP_ENTITY, 'https://unknown.example/sp'))));
  });
});

// ------------------------------------------------------------------------------------------------
// Signed POST AuthnRequests: XSW, stripped signature, KeyInfo swap.

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const parse = (xml: string) =>
  new xmldom.DOMParser({
    errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
  }).parseFromString(xml, 'text/xml');
type Mutable = XmlElement & {
  setAttribute(name: string, value: string): void;
  appendChild(node: unknown): unknown;
  insertBefore(node: unknown, ref: unknown): unknown;
  removeChild(node: unknown): unknown;
  cloneNode(deep: boolean): Mutable;
  parentNode: Mutable;
  ownerDocument: {
    createElementNS(ns: string, name: string): Mutable;
    replaceChild(a: unknown, b: unknown): void;
  };
};
const serialize = (node: unknown) => (node as { toString(): string }).toString();

function firstChild(el: XmlElement, localName: string): Mutable {
  for (let node = el.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 1 && node.localName === localName) return node as Mutable;
  throw new Error(`no ${localName}`);
}

/**
 * A fresh signed POST AuthnRequest of our SP (node-saml signs it), decoded. node-saml deflates it even for
 * the POST binding, which SAML bindings §3.5.4 does not (only base64): we inflate and send it as the
 * standard says.
 */
async function signedPostRequest(sender: NodeSaml = postSp): Promise<string> {
  const message = await sender.getAuthorizeMessageAsync('', undefined, {});
  return inflateRawSync(Buffer.from(message.SAMLRequest as string, 'base64')).toString('utf8');
}

async function sendPost(xml: string) {
  return new Browser(t, user).postForm('/saml/sso', { SAMLRequest: Buffer.from(xml).toString('base64') });
}

/** The eight wrappings of a signed request: each changes the ID we would read, the signed original kept. */
const requestWrappings: Record<string, (xml: string) => string> = {
  // XSW1: an evil copy as the root; the signed original inside the signature (ds:Object).
  XSW1: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const evil = root.cloneNode(true);
    evil.setAttribute('ID', '_evil1');
    const sig = firstChild(evil, 'Signature');
    const object = (doc as unknown as Mutable['ownerDocument']).createElementNS(DS, 'ds:Object');
    object.appendChild(root.cloneNode(true));
    sig.appendChild(object);
    return serialize(evil);
  },
  // XSW2: the same, the signed original beside the signature instead of inside it.
  XSW2: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const evil = root.cloneNode(true);
    evil.setAttribute('ID', '_evil2');
    const sig = firstChild(evil, 'Signature');
    evil.insertBefore(root.cloneNode(true), sig);
    evil.removeChild(sig);
    evil.appendChild(sig);
    return serialize(evil);
  },
  // XSW3: an evil unsigned request as the root, the signed original its child (in Extensions).
  XSW3: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const evil = root.cloneNode(true);
    evil.removeChild(firstChild(evil, 'Signature'));
    evil.setAttribute('ID', '_evil3');
    const ext = (doc as unknown as Mutable['ownerDocument']).createElementNS(
      'urn:oasis:names:tc:SAML:2.0:protocol',
      'samlp:Extensions',
    );
    ext.appendChild(root.cloneNode(true));
    evil.insertBefore(ext, firstChild(evil, 'Issuer').nextSibling);
    return serialize(evil);
  },
  // XSW4: the signed original as the root, an evil copy with the same ID nested in it.
  XSW4: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const evil = root.cloneNode(true);
    evil.removeChild(firstChild(evil, 'Signature'));
    const ext = (doc as unknown as Mutable['ownerDocument']).createElementNS(
      'urn:oasis:names:tc:SAML:2.0:protocol',
      'samlp:Extensions',
    );
    ext.appendChild(evil);
    root.appendChild(ext);
    return serialize(root);
  },
  // XSW5: the root's ID changed, the signature still referring to the old ID, now held by a moved copy.
  XSW5: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const original = root.cloneNode(true);
    original.removeChild(firstChild(original, 'Signature'));
    root.setAttribute('ID', '_evil5');
    const ext = (doc as unknown as Mutable['ownerDocument']).createElementNS(
      'urn:oasis:names:tc:SAML:2.0:protocol',
      'samlp:Extensions',
    );
    ext.appendChild(original);
    root.appendChild(ext);
    return serialize(root);
  },
  // XSW6: as XSW5, the original copy inside the signature's ds:Object.
  XSW6: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const original = root.cloneNode(true);
    original.removeChild(firstChild(original, 'Signature'));
    root.setAttribute('ID', '_evil6');
    const object = (doc as unknown as Mutable['ownerDocument']).createElementNS(DS, 'ds:Object');
    object.appendChild(original);
    firstChild(root, 'Signature').appendChild(object);
    return serialize(root);
  },
  // XSW7: a second signature (copied) beside the first, over the evil copy's ID.
  XSW7: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const sig = firstChild(root, 'Signature');
    root.insertBefore(sig.cloneNode(true), sig);
    root.setAttribute('ID', '_evil7');
    return serialize(root);
  },
  // XSW8: the signature moved out of the root into Extensions, with the signed original inside its Object.
  XSW8: (xml) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    const original = root.cloneNode(true);
    const sig = firstChild(root, 'Signature');
    root.removeChild(sig);
    const object = (doc as unknown as Mutable['ownerDocument']).createElementNS(DS, 'ds:Object');
    original.removeChild(firstChild(original, 'Signature'));
    object.appendChild(original);
    sig.appendChild(object);
    const ext = (doc as unknown as Mutable['ownerDocument']).createElementNS(
      'urn:oasis:names:tc:SAML:2.0:protocol',
      'samlp:Extensions',
    );
    ext.appendChild(sig);
    root.setAttribute('ID', '_evil8');
    root.appendChild(ext);
    return serialize(root);
  },
};

describe('signed POST AuthnRequests', () => {
  it('accepts the signed request node-saml sends (the baseline)', async () => {
    expect((await sendPost(await signedPostRequest())).statusCode).toBe(303);
  });

  for (const [name, wrap] of Object.entries(requestWrappings)) {
    it(`refuses ${name} signature wrapping`, async () => {
      refused(await sendPost(wrap(await signedPostRequest())));
    });
  }

  it('refuses a stripped signature', async () => {
    const doc = parse(await signedPostRequest());
    const root = doc.documentElement as Mutable;
    root.removeChild(firstChild(root, 'Signature'));
    refused(await sendPost(serialize(root)));
  });

  it('refuses a KeyInfo certificate swap (re-signed with an attacker key, its certificate embedded)', async () => {
    const attacker = attackerKeys();
    const forger = nodeSamlSp(idpCert, {
      authnRequestBinding: 'HTTP-POST',
      privateKey: attacker.privateKeyPem,
      publicCert: attacker.certificatePem,
    });
    const xml = await signedPostRequest(forger);
    const swapped = xml.includes('X509Certificate')
      ? xml
      : xml.replace(
          '</ds:SignatureValue>',
          `</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(attacker.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>`,
        );
    refused(await sendPost(swapped));
  });
});

// ------------------------------------------------------------------------------------------------
// Our responses, as a relying party (node-saml) sees them.

async function ourResponse(who: TestUser): Promise<string> {
  return Buffer.from(await answeredSignIn(new Browser(t, who), sp), 'base64').toString('utf8');
}

/** Whether node-saml signs anyone in with `xml`, and whom. */
async function rpAccepts(xml: string): Promise<string | null> {
  try {
    const { profile } = await sp.validatePostResponseAsync({
      SAMLResponse: Buffer.from(xml).toString('base64'),
    });
    return profile?.nameID ?? null;
  } catch {
    return null;
  }
}

/** The eight wrappings of our response, each carrying an assertion about `victimId`. */
function responseWrappings(victimId: number): Record<string, (xml: string) => string> {
  const evilAssertion = (assertion: Mutable, keepSignature: boolean) => {
    const evil = assertion.cloneNode(true);
    if (!keepSignature) evil.removeChild(firstChild(evil, 'Signature'));
    const nameId = firstChild(firstChild(evil, 'Subject'), 'NameID');
    (nameId as unknown as { textContent: string }).textContent = String(victimId);
    return evil;
  };
  const parts = (xml: string) => {
    const doc = parse(xml);
    const root = doc.documentElement as Mutable;
    return {
      doc: doc as unknown as Mutable['ownerDocument'],
      root,
      assertion: firstChild(root, 'Assertion'),
    };
  };
  return {
    XSW1: (xml) => {
      const { doc, root } = parts(xml);
      const evil = root.cloneNode(true);
      evil.setAttribute('ID', '_evilR1');
      const assertion = firstChild(evil, 'Assertion');
      evil.insertBefore(evilAssertion(assertion, false), assertion);
      evil.removeChild(assertion);
      const object = doc.createElementNS(DS, 'ds:Object');
      object.appendChild(root.cloneNode(true));
      firstChild(evil, 'Signature').appendChild(object);
      return serialize(evil);
    },
    XSW2: (xml) => {
      const { root } = parts(xml);
      const evil = root.cloneNode(true);
      evil.setAttribute('ID', '_evilR2');
      const assertion = firstChild(evil, 'Assertion');
      evil.insertBefore(evilAssertion(assertion, false), assertion);
      evil.removeChild(assertion);
      evil.insertBefore(root.cloneNode(true), firstChild(evil, 'Signature'));
      return serialize(evil);
    },
    XSW3: (xml) => {
      const { root, assertion } = parts(xml);
      const evil = evilAssertion(assertion, false);
      evil.setAttribute('ID', '_evilA3');
      root.insertBefore(evil, assertion);
      return serialize(root);
    },
    XSW4: (xml) => {
      const { root, assertion } = parts(xml);
      const evil = evilAssertion(assertion, false);
      evil.setAttribute('ID', '_evilA4');
      root.insertBefore(evil, assertion);
      root.removeChild(assertion);
      evil.appendChild(assertion);
      return serialize(root);
    },
    XSW5: (xml) => {
      const { root, assertion } = parts(xml);
      const evil = evilAssertion(assertion, true);
      evil.setAttribute('ID', '_evilA5');
      root.insertBefore(evil, assertion);
      root.removeChild(assertion);
      const original = assertion.cloneNode(true);
      original.removeChild(firstChild(original, 'Signature'));
      root.appendChild(original);
      return serialize(root);
    },
    XSW6: (xml) => {
      const { doc, root, assertion } = parts(xml);
      const evil = evilAssertion(assertion, true);
      evil.setAttribute('ID', '_evilA6');
      root.insertBefore(evil, assertion);
      root.removeChild(assertion);
      const original = assertion.cloneNode(true);
      original.removeChild(firstChild(original, 'Signature'));
      const object = doc.createElementNS(DS, 'ds:Object');
      object.appendChild(original);
      firstChild(evil, 'Signature').appendChild(object);
      return serialize(root);
    },
    XSW7: (xml) => {
      const { doc, root, assertion } = parts(xml);
      const ext = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:protocol', 'samlp:Extensions');
      ext.appendChild(assertion.cloneNode(true));
      root.insertBefore(ext, assertion);
      root.insertBefore(evilAssertion(assertion, false), assertion);
      root.removeChild(assertion);
      return serialize(root);
    },
    XSW8: (xml) => {
      const { doc, root, assertion } = parts(xml);
      const evil = evilAssertion(assertion, true);
      const original = assertion.cloneNode(true);
      original.removeChild(firstChild(original, 'Signature'));
      const object = doc.createElementNS(DS, 'ds:Object');
      object.appendChild(original);
      firstChild(evil, 'Signature').appendChild(object);
      root.insertBefore(evil, assertion);
      root.removeChild(assertion);
      return serialize(root);
    },
  };
}

describe('our responses at a relying party', () => {
  it('node-saml accepts the response as we sent it (the baseline)', async () => {
    expect(await rpAccepts(await ourResponse(user))).toBe(String(user.id));
  });

  for (const name of ['XSW1', 'XSW2', 'XSW3', 'XSW4', 'XSW5', 'XSW6', 'XSW7', 'XSW8']) {
    it(`${name}: a user rewrapping their own response does not become another user`, async () => {
      const wrap = responseWrappings(victim.id)[name] as (xml: string) => string;
      expect(await rpAccepts(wrap(await ourResponse(user)))).toBeNull();
    });
  }

  it('a stripped signature is refused', async () => {
    const xml = (await ourResponse(user)).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    expect(await rpAccepts(xml)).toBeNull();
  });

  it('a KeyInfo certificate swap (re-signed by an attacker) is refused', async () => {
    const xml = await ourResponse(user);
    const swapped = xml.replace(
      /<ds:X509Certificate>[^<]+<\/ds:X509Certificate>/g,
      `<ds:X509Certificate>${certificateBody(attackerKeys().certificatePem)}</ds:X509Certificate>`,
    );
    expect(await rpAccepts(swapped)).toBeNull();
  });

  it('comment and processing-instruction injection in NameID signs in nobody else', async () => {
    const xml = await ourResponse(user);
    const id = String(user.id);
    for (const injected of [`${id}<!---->9`, `${id}<?pi x?>9`, `9<!---->${id}`]) {
      const altered = xml.replace(`>${id}</saml:NameID>`, `>${injected}</saml:NameID>`);
      expect(altered).not.toBe(xml);
      const who = await rpAccepts(altered);
      expect(who === null || who === id).toBe(true);
    }
  });

  it('writes a username holding comment and PI markup as text: the RP reads it whole', async () => {
    const odd = await t.user({ username: `odd<!--x-->name<?pi?>${Date.now()}` });
    const system = await created(
      t.as(t.admin),
      'ssomanagement',
      systemBody({ categoryId: 3, name: 'سامانه دوم' }),
    );
    const other = nodeSamlSp(idpCert, {
      issuer: 'https://sp2.example.ac.ir/saml',
      audience: 'https://sp2.example.ac.ir/saml',
      callbackUrl: 'https://sp2.example.ac.ir/acs',
      identifierFormat: UNSPECIFIED,
      validateInResponseTo: 'never',
    });
    const saved = await t.as(t.admin).put(`/api/v1/ssomanagement/${system.id}/saml`, {
      metadataXml: spMetadata(other),
      nameIdFormat: UNSPECIFIED,
      attributes: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const browser = new Browser(t, odd);
    expect((await browser.get(`/saml/init/${system.id}`)).statusCode).toBe(303);
    await browser.get('/saml/resume');
    const res = await browser.api('GET', '/api/v1/account/profile');
    const form = formOf(res.json<{ data: { saml2ResponseForm: string | null } }>().data.saml2ResponseForm);
    const xml = Buffer.from(form.fields.SAMLResponse as string, 'base64').toString('utf8');
    expect(xml).not.toContain('<!--');
    expect(xml).not.toContain('<?pi');
    const { profile } = await other.validatePostResponseAsync({
      SAMLResponse: form.fields.SAMLResponse as string,
    });
    expect(profile?.nameID).toBe(odd.username);
  });
});
