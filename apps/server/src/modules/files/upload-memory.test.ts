import { readdir, readFile, rm, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@darvazeh/shared';
import { spawnServer, type ServerProcess } from '../../test/spawn-server.js';
import { multipart, PDF } from '../../test/upload-fixtures.js';

// A spawned server process receives a 1 GB upload generated on the fly (never stored). Its memory is
// read from /proc: the bound is in bytes, not seconds, so the test does not depend on the machine's speed.
const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;
const PASSWORD = 'Memory-Test-Pass1!';
const NEW_PASSWORD = 'Memory-Test-Pass2!';

let server: ServerProcess;
let url: string;
let dataDir: string;
const cookies = new Map<string, string>();

/** A tiny cookie jar over fetch: the session and XSRF cookies a browser would keep. */
async function call(method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1/${pathname}`, {
    method,
    headers: {
      cookie: cookieHeader(),
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    cookies.set(name.trim(), value);
  }
  return res;
}

function cookieHeader(): string {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** VmRSS or VmHWM of the server process, in bytes. */
async function memory(field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb) * 1024;
}

/** A multipart upload of `total` file bytes (a PDF header, then zeros), produced chunk by chunk. */
function hugeUpload(total: number) {
  const { payload, headers } = multipart('huge.pdf', Buffer.alloc(0), 'application/pdf');
  const split = payload.indexOf('\r\n--', payload.indexOf('\r\n\r\n'));
  const head = payload.subarray(0, split);
  const tail = payload.subarray(split);
  const zeros = Buffer.alloc(MB);
  let produced = 0;
  async function* chunks() {
    yield head;
    yield PDF;
    produced = PDF.length;
    while (produced < total) {
      const size = Math.min(zeros.length, total - produced);
      produced += size;
      yield zeros.subarray(0, size);
    }
    yield tail;
  }
  return { headers, length: head.length + total + tail.length, chunks, produced: () => produced };
}

/** Opens the POST of `upload` as the signed-in browser would; the caller writes its body. */
function startUpload(upload: ReturnType<typeof hugeUpload>) {
  return httpRequest(`${url}/api/v1/file/upload/document`, {
    method: 'POST',
    headers: {
      ...upload.headers,
      'content-length': String(upload.length),
      cookie: cookieHeader(),
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    },
  });
}

/** Sends the upload and resolves with the answer (or the connection's end) and how much was produced. */
function send(upload: ReturnType<typeof hugeUpload>) {
  return new Promise<{ status: number | null; body: string; error: string | null }>((resolve) => {
    const req = startUpload(upload);
    let settled = false;
    const finish = (result: { status: number | null; body: string; error: string | null }) => {
      if (settled) return;
      settled = true;
      source.destroy();
      resolve(result);
    };
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => finish({ status: res.statusCode ?? null, body, error: null }));
      res.on('error', (err) => finish({ status: res.statusCode ?? null, body, error: err.message }));
    });
    req.on('error', (err) => finish({ status: null, body: '', error: err.message }));
    const source = Readable.from(upload.chunks());
    source.pipe(req);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-mem-'));
  server = spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, CAPTCHA: 'off' });
  url = await server.listening;
  await call('GET', 'account/profile');
  const login = { username: 'admin', password: PASSWORD, captchaId: '', captchaCode: '' };
  expect((await call('POST', 'account/login', login)).status).toBe(200);
  expect((await call('POST', 'account/change-password-directly', { newPassword: NEW_PASSWORD })).status).toBe(
    200,
  );
});

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('a 1 GB upload to a running server', () => {
  it('is cut off at the limit while the server’s memory stays within 50 MB of its start', async () => {
    // Warm up: the first upload loads the multipart parser and file-type, which is not per-request memory.
    const warm = multipart('warm.pdf', PDF, 'application/pdf');
    const ok = await fetch(`${url}/api/v1/file/upload/document`, {
      method: 'POST',
      headers: { ...warm.headers, cookie: cookieHeader(), 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '' },
      body: warm.payload,
    });
    expect(ok.status, await ok.text()).toBe(200);

    const start = await memory('VmRSS');
    // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS; sampling backs it up.
    await writeFile(`/proc/${server.child.pid}/clear_refs`, '5');
    let sampled = start;
    const sampler = setInterval(() => {
      void memory('VmRSS').then(
        (rss) => (sampled = Math.max(sampled, rss)),
        () => undefined,
      );
    }, 20);

    const upload = hugeUpload(GB);
    const result = await send(upload);
    clearInterval(sampler);
    const peak = Math.max(sampled, await memory('VmHWM'));
    console.warn(
      `1 GB upload: server RSS start ${(start / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB ` +
        `(+${((peak - start) / MB).toFixed(1)} MB); client produced ${(upload.produced() / MB).toFixed(0)} MB ` +
        `before the server answered ${result.status ?? result.error}`,
    );

    // Cut off at the limit: the server answered (or hung up) long before the client could send it all.
    expect(upload.produced()).toBeLessThan(UPLOAD_LIMITS.document + 64 * MB);
    if (result.status !== null) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).message).toBe(
        'حجم فایل بیش از حد مجاز است؛ حداکثر ۱۰۰ مگابایت مجاز است.',
      );
    }
    expect(peak - start).toBeLessThan(50 * MB);

    // Nothing of it stays on disk, and the server still serves.
    expect(await readdir(path.join(dataDir, 'files', 'incoming'))).toEqual([]);
    expect((await readdir(path.join(dataDir, 'files'))).filter((n) => n !== 'incoming')).toHaveLength(1);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('deletes the partial file when the client hangs up mid-upload', async () => {
    const upload = hugeUpload(200 * MB);
    const req = startUpload(upload);
    req.on('error', () => undefined);
    const incoming = path.join(dataDir, 'files', 'incoming');
    for await (const chunk of upload.chunks()) {
      if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
      if (upload.produced() >= 20 * MB) break;
    }
    // The server is writing the part to incoming/ when the client goes away.
    await expect.poll(() => readdir(incoming).then((names) => names.length)).toBe(1);
    req.destroy();
    await expect.poll(() => readdir(incoming).then((names) => names.length)).toBe(0);
    expect((await readdir(path.join(dataDir, 'files'))).filter((n) => n !== 'incoming')).toHaveLength(1);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });
});
