// A client of a server started in a child process (test/spawn-server.ts), as a browser would be.

/** A fetch client with a cookie jar and the XSRF header, speaking the API's envelope. */
export class HttpApi {
  private cookies = new Map<string, string>();
  constructor(public base: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
    const res = await fetch(`${this.base}/api/v1/${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(res);
    const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
    return { status: res.status, data: json?.data };
  }

  async ok<T = { id: number }>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.call(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}`);
    return res.data as T;
  }

  async signIn(password: string) {
    await this.call('GET', 'account/profile');
    await this.ok('POST', 'account/login', { username: 'admin', password, captchaId: '', captchaCode: '' });
  }
}
