import { describe, expect, it } from 'vitest';
import { outboundMessages } from '../../messages/index.js';
import { guardedFetch } from './guarded-fetch.js';
import { DEFAULT_OUTBOUND_POLICY, outboundPolicy } from './outbound-policy.js';
import { allowedPolicy, echoed, refusal, testServersPerFile } from './test-servers.fixture.js';

// What the client does for an allowed host: requests, answers and caps (the refusals are in
// ssrf-corpus.test.ts, redirects in guarded-fetch-redirects.test.ts).
const at = testServersPerFile();
const { policy, resolve } = allowedPolicy();

describe('guardedFetch to an allowed host', () => {
  it('answers a GET with status, headers, body and the final URL', async () => {
    const answer = await guardedFetch({ url: `${at.base}/hello?x=1`, method: 'GET' }, policy);
    expect(answer).toMatchObject({ status: 200, url: `${at.base}/hello?x=1` });
    expect(answer.headers['x-test']).toBe('yes');
    expect(echoed(answer.body)).toMatchObject({ method: 'GET', body: '' });
  });

  it('sends a POST body and headers, but not the headers the client manages', async () => {
    const answer = await guardedFetch(
      {
        url: `${at.base}/echo`,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Custom': 'yes',
          Host: 'evil',
          'Accept-Encoding': 'gzip',
        },
        body: '{"a":1}',
      },
      policy,
    );
    const seen = echoed(answer.body);
    expect(seen).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      'x-custom': 'yes',
      host: `intranet.test:${at.servers.port}`,
      'accept-encoding': 'identity',
      'content-length': '7',
    });
  });

  it('allows an IP literal that an Admin listed', async () => {
    const literal = outboundPolicy({ allowHosts: ['127.0.0.1'] });
    const answer = await guardedFetch(
      { url: `http://127.0.0.1:${at.servers.port}/hello`, method: 'GET' },
      literal,
    );
    expect(answer.status).toBe(200);
  });

  it('resolves the name once, when it connects, and connects to what was checked', async () => {
    const before = resolve.calls.length;
    await guardedFetch({ url: `${at.base}/hello`, method: 'GET' }, policy);
    expect(resolve.calls.slice(before)).toEqual(['intranet.test']);
  });
});

describe('guardedFetch caps', () => {
  it.each([
    ['streamed', '/big'],
    ['declared in Content-Length', '/big?declared'],
  ])('cuts a response larger than maxBytes (%s) and closes the connection', async (_name, path) => {
    const closed = at.servers.bigClosed.length;
    const attempt = guardedFetch({ url: `${at.base}${path}`, method: 'GET', maxBytes: 100_000 }, policy);
    await expect(attempt).rejects.toMatchObject(
      refusal('outbound_too_large', outboundMessages.responseTooLarge, 502),
    );
    await expect.poll(() => at.servers.bigClosed.length).toBe(closed + 1);
    expect(at.servers.bigClosed[closed]).toBe(false);
  });

  it('never takes more than the policy allows, whatever the request asks', async () => {
    const small = outboundPolicy({ ...policy, maxBytes: 1000 });
    const attempt = guardedFetch({ url: `${at.base}/big`, method: 'GET', maxBytes: 10_000_000 }, small);
    await expect(attempt).rejects.toMatchObject({ details: { code: 'outbound_too_large' } });
  });

  it.each([
    ['before the headers', '/slow'],
    ['while the body drips', '/slow?drip'],
  ])('gives up on a slow server %s at the request’s own deadline', async (_name, path) => {
    // The policy's cap is far beyond the test's timeout and the slow routes never finish, so only the
    // request's 300 ms can end the wait (a stopwatch here measured the machine as much as the client).
    const patient = outboundPolicy({ ...policy, timeoutMs: 24 * 3_600_000 });
    const attempt = guardedFetch({ url: `${at.base}${path}`, method: 'GET', timeoutMs: 300 }, patient);
    await expect(attempt).rejects.toMatchObject(refusal('outbound_timeout', outboundMessages.timeout, 504));
  });

  it('refuses a request body over the cap before connecting', async () => {
    const before = at.servers.connections;
    const body = Buffer.alloc(DEFAULT_OUTBOUND_POLICY.maxRequestBytes + 1);
    const attempt = guardedFetch({ url: `${at.base}/echo`, method: 'POST', body }, policy);
    await expect(attempt).rejects.toMatchObject(
      refusal('outbound_request_too_large', outboundMessages.requestTooLarge, 413),
    );
    expect(at.servers.connections).toBe(before);
  });

  it('counts a resolver that never answers against the same deadline', async () => {
    const stuck = outboundPolicy({ ...policy, resolve: () => new Promise(() => undefined) });
    const attempt = guardedFetch({ url: `${at.base}/hello`, method: 'GET', timeoutMs: 200 }, stuck);
    await expect(attempt).rejects.toMatchObject(refusal('outbound_timeout', outboundMessages.timeout, 504));
  });

  it('speaks TLS to an allowed host over https, through the same checked lookup', async () => {
    // The test server speaks plain HTTP, so the handshake fails: a failure, not a refusal.
    const before = resolve.calls.length;
    const attempt = guardedFetch({ url: `https://intranet.test:${at.servers.port}/`, method: 'GET' }, policy);
    await expect(attempt).rejects.toMatchObject(refusal('outbound_failed', outboundMessages.failed, 502));
    expect(resolve.calls.slice(before)).toEqual(['intranet.test']);
  });

  it('answers a refused connection and a bad header with their own messages', async () => {
    const closed = guardedFetch({ url: 'http://intranet.test:1/', method: 'GET' }, policy);
    await expect(closed).rejects.toMatchObject(refusal('outbound_failed', outboundMessages.failed, 502));
    const header = guardedFetch(
      { url: `${at.base}/`, method: 'GET', headers: { 'x-a': 'a\r\nb: c' } },
      policy,
    );
    await expect(header).rejects.toMatchObject(refusal('outbound_invalid', outboundMessages.badHeaders, 400));
    const url = guardedFetch({ url: 'http://[::1', method: 'GET' }, policy);
    await expect(url).rejects.toMatchObject(refusal('outbound_invalid', outboundMessages.invalidUrl, 400));
  });
});
