// What a client gets when Node refuses its request before any route sees it (issue 23.7): a URL over
// the 16 KB header limit is still refused, with a Persian page for a browser and the API's Persian
// envelope under /api, never Node's or Fastify's English.
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { testApp } from '../test/test-app.js';

const t = testApp();
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
});

const long = (path: string) => `${origin}${path}?q=${'a'.repeat(20 * 1024)}`;

describe('a request over the header limit', () => {
  it('gets a Persian page in a browser', async () => {
    const res = await fetch(long('/oidc/auth'));
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('نشانی درخواست بیش از اندازه بلند است');
  });

  it('gets the Persian envelope under /api', async () => {
    const res = await fetch(long('/api/v1/account/profile'));
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      success: false,
      message: expect.stringContaining('نشانی درخواست بیش از اندازه بلند است') as unknown,
      data: null,
    });
  });

  it('keeps the limit, and lets a request under it through', async () => {
    expect((await fetch(`${origin}/healthz?q=${'a'.repeat(8 * 1024)}`)).status).toBe(200);
  });
});
