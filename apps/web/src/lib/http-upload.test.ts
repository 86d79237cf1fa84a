import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { sendJson, type ReceivedRequest } from '../test/http-test-server';
import { serveDuringTests } from '../test/serve-during-tests';
import { ApiAbortedError, ApiHttpError, ApiNetworkError, type HttpRequest } from './http';
import { sendWithProgress, type UploadProgress } from './http-upload';

const held: (() => void)[] = [];

function route(request: ReceivedRequest, response: ServerResponse) {
  switch (request.url) {
    case '/api/v1/upload':
      return sendJson(response, 200, { success: true, message: null, data: { size: request.body.length } });
    case '/api/v1/refuse':
      return sendJson(response, 413, { success: false, message: 'حجم فایل بیش از حد مجاز است.', data: null });
    case '/api/v1/drop':
      response.destroy();
      return;
    case '/api/v1/hold':
      return new Promise<void>((resolve) => held.push(() => resolve(sendJson(response, 200, {}))));
    default:
      return sendJson(response, 404, {});
  }
}

const server = serveDuringTests(route);

function upload(url: string, extra: Partial<HttpRequest> = {}): HttpRequest {
  const form = new FormData();
  form.append('file', new File(['x'.repeat(4096)], 'نامه.txt'));
  return { method: 'POST', url, baseUrl: '/api/v1', body: form, ...extra };
}

describe('sendWithProgress against a real server', () => {
  it('sends the multipart body with the XSRF header, reports progress and answers the parsed JSON', async () => {
    document.cookie = 'XSRF-TOKEN=xhr-token; path=/';
    const progress: UploadProgress[] = [];
    const answer = await sendWithProgress(upload('upload'), (event) => progress.push(event));
    const [received] = server.requests;
    expect(received?.headers['x-xsrf-token']).toBe('xhr-token');
    expect(received?.headers.accept).toBe('application/json');
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer).toEqual({
      status: 200,
      data: { success: true, message: null, data: { size: received?.body.length } },
    });
    // jsdom reports one progress event without sizes; Chromium's real ones are checked by e2e/tests/uploads.spec.ts.
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every(({ loaded }) => typeof loaded === 'number')).toBe(true);
  });

  it('rejects a status outside 200–299 with ApiHttpError and the parsed body', async () => {
    const failure = sendWithProgress(upload('refuse'), () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiHttpError);
    await expect(failure).rejects.toMatchObject({ status: 413, message: 'حجم فایل بیش از حد مجاز است.' });
  });

  it('rejects a dropped connection with ApiNetworkError', async () => {
    await expect(sendWithProgress(upload('drop'), () => undefined)).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('aborts with its signal, and sends nothing for a signal already aborted', async () => {
    const controller = new AbortController();
    const pending = sendWithProgress(upload('hold', { signal: controller.signal }), () => undefined);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortedError);
    held.splice(0).forEach((release) => release());

    server.requests.length = 0;
    await expect(
      sendWithProgress(upload('upload', { signal: AbortSignal.abort() }), () => undefined),
    ).rejects.toBeInstanceOf(ApiAbortedError);
    expect(server.requests).toHaveLength(0);
  });
});
