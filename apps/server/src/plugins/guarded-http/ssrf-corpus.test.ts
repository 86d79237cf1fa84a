import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../messages/index.js';
import { guardedFetch } from './guarded-fetch.js';
import { OutboundError } from './outbound-error.js';
import { DEFAULT_OUTBOUND_POLICY, outboundPolicy, type OutboundPolicy } from './outbound-policy.js';
import { startTestServers, tableResolver, type TestServers } from './test-servers.fixture.js';

// The SSRF corpus (issue 14): every URL below aims at this machine, a private network or a special
// range, and the local test servers stand where an attack would land. Each must be refused before a
// single byte reaches them, with the default policy unless the case needs an allowed host to start from.
let servers: TestServers;
let P = 0;
beforeAll(async () => {
  servers = await startTestServers();
  P = servers.port;
});
afterAll(() => servers.close());

// Names an attacker controls: answered by a test resolver, every other name by the system's.
const resolve = tableResolver(
  {
    'evil.example': ['127.0.0.1'],
    'evil6.example': ['::1'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'mixed.example': ['93.184.216.34', '10.0.0.1'],
    'mixed-last.example': ['10.0.0.1', '93.184.216.34'],
    'intranet.test': ['127.0.0.1'],
  },
  DEFAULT_OUTBOUND_POLICY.resolve,
);
const strict = outboundPolicy({ resolve });
// The one case of allowed host: intranet.test is the start, and its redirects must still be checked.
const intranet = outboundPolicy({ resolve, allowHosts: ['intranet.test'] });

/** A case: its name, its URL, the policy, the message expected and how many requests reach the servers. */
type Case = [name: string, url: () => string, policy: OutboundPolicy, message: string, reaches?: 1];
const forbiddenMessage: string = outboundMessages.forbiddenDestination;
const address = (host: string): Case => [host, () => `http://${host}:${P}/target`, strict, forbiddenMessage];
const redirect = (name: string, to: () => string, message = forbiddenMessage): Case => [
  name,
  () => `http://intranet.test:${P}/redirect?to=${encodeURIComponent(to())}`,
  intranet,
  message,
  1,
];

const CORPUS: Case[] = [
  ...[
    ...['127.0.0.1', '127.1.2.3', 'localhost', 'localhost.', 'LocalHost', '[::1]', '10.0.0.1'],
    ...['172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '0'],
    ...['2130706433', '0177.0.0.1', '0x7f000001', '0x7f.0.0.1', '0x7f.1', '127.1', '%31%32%37.0.0.1'],
    ...['224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.1'],
    ...['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[::]', '[fe80::1]', '[fc00::1]'],
    ...['[fd00::1]', '[ff02::1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[::ffff:0:7f00:1]'],
    ...['evil.example', 'evil6.example', 'mapped.example', 'metadata.example'],
    ...['mixed.example', 'mixed-last.example'],
  ].map(address),
  [
    'https to a name resolving to loopback',
    () => `https://evil.example:${P}/target`,
    strict,
    forbiddenMessage,
  ],
  ['https to a loopback address', () => `https://127.0.0.1:${P}/target`, strict, forbiddenMessage],
  ['metadata service on port 80', () => 'http://169.254.169.254/latest/meta-data/', strict, forbiddenMessage],
  redirect('redirect to 127.0.0.1', () => `http://127.0.0.1:${P}/target`),
  redirect('redirect to localhost', () => `http://localhost:${P}/target`),
  redirect('redirect to [::1]', () => `http://[::1]:${P}/target`),
  redirect('redirect to a name resolving to loopback', () => `http://evil.example:${P}/target`),
  redirect('redirect to decimal loopback', () => `http://2130706433:${P}/target`),
  redirect('redirect to file:', () => 'file:///etc/passwd', outboundMessages.badScheme),
  redirect(
    'redirect with credentials',
    () => `http://a:b@intranet.test:${P}/target`,
    outboundMessages.credentialsInUrl,
  ),
  ['file:', () => 'file:///etc/passwd', strict, outboundMessages.badScheme],
  ['ftp:', () => `ftp://127.0.0.1:${P}/target`, strict, outboundMessages.badScheme],
  ['gopher:', () => `gopher://127.0.0.1:${P}/_GET%20/target`, strict, outboundMessages.badScheme],
  ['data:', () => 'data:text/plain,hello', strict, outboundMessages.badScheme],
  ['javascript:', () => 'javascript:alert(1)', strict, outboundMessages.badScheme],
  ['ws:', () => `ws://127.0.0.1:${P}/target`, strict, outboundMessages.badScheme],
  ['credentials', () => `http://user:pass@127.0.0.1:${P}/target`, strict, outboundMessages.credentialsInUrl],
  ['a user name alone', () => `http://user@example.com/`, strict, outboundMessages.credentialsInUrl],
  [
    'credentials to an allowed host',
    () => `http://u:p@intranet.test:${P}/target`,
    intranet,
    outboundMessages.credentialsInUrl,
  ],
];

describe('the SSRF corpus', () => {
  let refused = 0;

  it.each(CORPUS)('refuses %s', async (_name, url, policy, message, reaches) => {
    const before = { connections: servers.connections, requests: servers.requests.length };
    const redirecting = reaches === 1;
    const attempt = guardedFetch({ url: url(), method: 'GET', followRedirects: 3, timeoutMs: 3000 }, policy);
    const error: unknown = await attempt.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(OutboundError);
    expect(error).toMatchObject({ message, details: { code: 'outbound_forbidden' }, status: 400 });
    // What reaches the caller names no address the host resolved to.
    expect(JSON.stringify([(error as OutboundError).message, (error as OutboundError).details])).not.toMatch(
      /127\.|::1|10\.0|169\.254/,
    );
    const seen = servers.requests.slice(before.requests);
    expect(seen.filter((request) => request.path === '/target')).toEqual([]);
    // A redirect case reaches the allowed host once (the redirect itself); every other case, nothing.
    expect(servers.connections - before.connections).toBe(redirecting ? 1 : 0);
    expect(seen.map((request) => request.path)).toEqual(redirecting ? ['/redirect'] : []);
    refused += 1;
  });

  it('refused every case of the corpus, and the servers could be reached', async () => {
    expect(refused).toBe(CORPUS.length);
    const reachable = await guardedFetch({ url: `http://intranet.test:${P}/hello`, method: 'GET' }, intranet);
    expect(reachable.status).toBe(200);
  });
});
