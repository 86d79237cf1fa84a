// A SAML2 service provider signing its users in through Darvazeh, with single logout both ways, in
// Node.js 20+ with @node-saml/node-saml (npm install @node-saml/node-saml). docs/INTEGRATION.md §3.
//
//   PORTAL_URL   the portal's address, e.g. https://portal.example.ac.ir
//   SP_URL       this system's public address, e.g. https://edu.example.ac.ir (default http://127.0.0.1:PORT)
//   PORT         where this server listens (default 3000; 0 for any free port)
//   SP_KEY_FILE  this system's private key (PEM) and SP_CERT_FILE its certificate (PEM), which signs its
//                requests: openssl req -x509 -newkey rsa:2048 -nodes -days 730 -subj "/CN=edu" \
//                  -keyout sp-key.pem -out sp-cert.pem
//
// Register it on the portal (/panel/sso, a SAML2 system) with the metadata address SP_URL/metadata.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { SAML } from '@node-saml/node-saml';

const portal = process.env.PORTAL_URL ?? 'http://127.0.0.1:8080';
const privateKey = readFileSync(process.env.SP_KEY_FILE ?? 'sp-key.pem', 'utf8');
const publicCert = readFileSync(process.env.SP_CERT_FILE ?? 'sp-cert.pem', 'utf8');

// The portal's signing certificates, from its metadata (every one in force: a rotation lists two).
const idpMetadata = await (await fetch(`${portal}/saml/metadata`)).text();
const idpCert = [...idpMetadata.matchAll(/<(?:ds:)?X509Certificate>([^<]+)</g)].map((m) => m[1]);

const server = createServer((req, res) => handle(req, res).catch((err) => fail(res, err)));
server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const site = process.env.SP_URL ?? `http://127.0.0.1:${server.address().port}`;

const saml = new SAML({
  issuer: `${site}/saml`, // our entity ID
  callbackUrl: `${site}/acs`, // Assertion Consumer Service (HTTP-POST)
  logoutCallbackUrl: `${site}/slo`, // our SingleLogoutService (HTTP-POST), in our metadata
  entryPoint: `${portal}/saml/sso`,
  logoutUrl: `${portal}/saml/slo`,
  idpIssuer: `${portal}/saml/metadata`,
  idpCert,
  audience: `${site}/saml`,
  privateKey,
  publicCert,
  signatureAlgorithm: 'sha256',
  digestAlgorithm: 'sha256',
  wantAssertionsSigned: true,
  wantAuthnResponseSigned: true,
  identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  // node-saml 5 looks for InResponseTo on <Response> only, so a posted <LogoutResponse> would fail
  // 'always'; responses to our own sign-in requests still carry it and are checked.
  validateInResponseTo: 'ifPresent',
});

/** Signed-in users by our session cookie: the portal's NameID, SessionIndex and attributes. */
const sessions = new Map();

async function handle(req, res) {
  const url = new URL(req.url, site);
  const sid = /(?:^|; )sp_session=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
  const body = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(await read(req))) : {};

  if (url.pathname === '/metadata') {
    res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
    return res.end(saml.generateServiceProviderMetadata(null, publicCert));
  }
  if (url.pathname === '/login') return redirect(res, await saml.getAuthorizeUrlAsync('/', undefined, {}));
  if (url.pathname === '/acs' && req.method === 'POST') {
    const { profile } = await saml.validatePostResponseAsync(body);
    const id = randomBytes(18).toString('base64url');
    sessions.set(id, profile);
    res.setHeader('set-cookie', `sp_session=${id}; Path=/; HttpOnly; SameSite=Lax`);
    return redirect(res, '/');
  }
  if (url.pathname === '/logout' && sessions.has(sid)) {
    // SP-initiated single logout: the portal ends its session and the user's other systems, then answers.
    const profile = sessions.get(sid);
    sessions.delete(sid);
    return redirect(res, await saml.getLogoutUrlAsync(profile, '/', {}));
  }
  if (url.pathname === '/slo' && body.SAMLRequest) {
    // IdP-initiated: the user signed out of the portal or another system; end the session it names.
    const { profile } = await saml.validatePostRequestAsync(body);
    for (const [id, held] of sessions)
      if (held.nameID === profile.nameID && held.sessionIndex === profile.sessionIndex) sessions.delete(id);
    return redirect(res, await saml.getLogoutResponseUrlAsync(profile, body.RelayState ?? '', {}, true));
  }
  if (url.pathname === '/slo' && body.SAMLResponse) {
    // The portal's answer to our LogoutRequest.
    const { loggedOut } = await saml.validatePostResponseAsync(body);
    return page(res, loggedOut ? 'signed out' : 'sign-out not confirmed');
  }
  const who = sessions.get(sid);
  return page(res, who ? `signed in as ${who.nameID} (${who.fullName ?? ''})` : 'not signed in');
}

function read(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
function redirect(res, location) {
  res.writeHead(302, { location });
  res.end();
}
function page(res, text) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>SP</title><h1>${text.replace(/[<>&"]/g, '')}</h1>`);
}
function fail(res, err) {
  res.writeHead(400, { 'content-type': 'text/plain' });
  res.end(`refused: ${err.message}`);
}

process.stdout.write(`SAML SP listening at ${site}\n`);
