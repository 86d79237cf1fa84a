import { describe, expect, it } from 'vitest';
import { outboundMessages } from '../../messages/index.js';
import { guardedFetch } from './guarded-fetch.js';
import { outboundPolicy } from './outbound-policy.js';
import { allowedPolicy, echoed, refusal, testServersPerFile } from './test-servers.fixture.js';

// Redirects between allowed hosts: refused unless asked, capped, methods and credentials as browsers do.
// Redirects towards internal addresses are in ssrf-corpus.test.ts.
const at = testServersPerFile();
const { policy } = allowedPolicy();

const redirectTo = (to: string, status = 302) =>
  `${at.base}/redirect?status=${status}&to=${encodeURIComponent(to)}`;

describe('guardedFetch redirects', () => {
  it('refuses a redirect unless asked to follow', async () => {
    const attempt = guardedFetch({ url: redirectTo(`${at.base}/hello`), method: 'GET' }, policy);
    await expect(attempt).rejects.toMatchObject(
      refusal('outbound_redirect', outboundMessages.redirectRefused, 502),
    );
  });

  it.each([0, -1, Number.NaN])('refuses a redirect when asked to follow %s', async (followRedirects) => {
    const attempt = guardedFetch(
      { url: redirectTo(`${at.base}/hello`), method: 'GET', followRedirects },
      policy,
    );
    await expect(attempt).rejects.toMatchObject({ details: { code: 'outbound_redirect' } });
  });

  it('follows redirects when asked, up to the number asked and the policy cap', async () => {
    const answer = await guardedFetch(
      { url: `${at.base}/chain/3`, method: 'GET', followRedirects: 3 },
      policy,
    );
    expect(answer).toMatchObject({ status: 200, url: `${at.base}/chain/0` });
    expect(answer.body.toString()).toBe('end of chain');
    const tooMany = refusal('outbound_redirect', outboundMessages.tooManyRedirects, 502);
    await expect(
      guardedFetch({ url: `${at.base}/chain/3`, method: 'GET', followRedirects: 2 }, policy),
    ).rejects.toMatchObject(tooMany);
    const capped = outboundPolicy({ ...policy, maxRedirects: 2 });
    await expect(
      guardedFetch({ url: `${at.base}/chain/3`, method: 'GET', followRedirects: 50 }, capped),
    ).rejects.toMatchObject(tooMany);
  });

  it.each([
    [303, 'POST', 'GET', ''],
    [303, 'PUT', 'GET', ''],
    [302, 'POST', 'GET', ''],
    [301, 'POST', 'GET', ''],
    [302, 'PUT', 'PUT', 'data'],
    [307, 'POST', 'POST', 'data'],
    [308, 'POST', 'POST', 'data'],
  ] as const)('after a %i, a %s continues as a %s', async (status, method, next, body) => {
    const headers = { 'content-type': 'text/plain' };
    const answer = await guardedFetch(
      { url: redirectTo(`${at.base}/echo`, status), method, headers, body: 'data', followRedirects: 1 },
      policy,
    );
    const seen = echoed(answer.body);
    expect(seen).toMatchObject({ method: next, body });
    expect(seen.headers['content-type']).toBe(next === 'GET' ? undefined : 'text/plain');
  });

  it('keeps credentials on the same origin and drops them on another', async () => {
    const headers = { authorization: 'Bearer secret', cookie: 'a=b', 'x-keep': '1' };
    const same = await guardedFetch(
      { url: redirectTo(`${at.base}/echo`), method: 'GET', headers, followRedirects: 1 },
      policy,
    );
    expect(echoed(same.body).headers).toMatchObject(headers);
    const moved = await guardedFetch(
      { url: redirectTo(`${at.other}/echo`), method: 'GET', headers, followRedirects: 1 },
      policy,
    );
    expect(moved.url).toBe(`${at.other}/echo`);
    const seen = echoed(moved.body).headers;
    expect(seen).toMatchObject({ 'x-keep': '1' });
    expect(seen.authorization).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
  });
});
