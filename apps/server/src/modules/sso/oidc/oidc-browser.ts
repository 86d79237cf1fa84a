// Test set-up of the OIDC provider's tests (never imported by the app): a browser made of fetch and a
// cookie jar, a free local port (re-exported), and a server that records back-channel logout requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export { freePort } from '../../../test/free-port.js';

/** A browser: keeps cookies (by name) and follows redirects itself, stopping where a test says. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /expires=.*1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect followed. */
  async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const res = await fetch(new URL(url, this.origin), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    this.remember(res);
    return res;
  }

  /**
   * Follows redirects from `url` until one leaves the portal's /oidc (the relying party's callback, our
   * /login or /sso-blocked page) or a page answers; returns that URL, or the last response.
   */
  async follow(url: string): Promise<{ url: URL; res: Response }> {
    let next = new URL(url, this.origin);
    for (let hops = 0; hops < 20; hops += 1) {
      const res = await this.request(next.href);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: next, res };
      next = new URL(location, next);
      if (next.origin !== this.origin || !next.pathname.startsWith('/oidc')) return { url: next, res };
    }
    throw new Error('too many redirects');
  }

  signInAs(token: string) {
    this.cookies.set('darvazeh_session', token);
  }
}

/** A relying party's back-channel logout endpoint that keeps every logout_token it receives. */
export async function logoutReceiver(): Promise<{ url: string; tokens: string[]; server: Server }> {
  const tokens: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token');
      if (token) tokens.push(token);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/backchannel`, tokens, server };
}
