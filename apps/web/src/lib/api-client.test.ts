import { describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRY_LOGOUT_MS } from '@darvazeh/shared';
import type { ServerResponse } from 'node:http';
import { sendJson, type ReceivedRequest } from '../test/http-test-server';
import { serveDuringTests } from '../test/serve-during-tests';
import { ApiAbortedError, ApiHttpError, ApiLockedError, api, postForBlob } from './api-client';
import { isLoading, loadingStore } from './loading-store';
import { setLoggedIn, setLogoutHandler } from './session-store';
import { shownToasts } from '../test/toast-log';

let releaseSlow: (() => void) | undefined;

function route(request: ReceivedRequest, response: ServerResponse) {
  const path = request.url.split('?')[0];
  switch (path) {
    case '/api/v1/echo':
      return sendJson(response, 200, { success: true, message: null, data: request });
    case '/api/v1/news/filter':
      return sendJson(response, 200, { success: true, message: null, data: request });
    case '/api/v1/news':
      return sendJson(response, 200, { success: true, message: 'خبر ذخیره شد.', data: { id: 1 } });
    case '/api/v1/slow':
      return new Promise<void>((resolve) => {
        releaseSlow = () => {
          sendJson(response, 200, { success: true, message: null, data: null });
          resolve();
        };
      });
    case '/api/v1/dated':
      return sendJson(response, 200, {
        success: true,
        message: null,
        data: { id: 1, createdAt: '2026-11-22T09:45:00.000Z' },
      });
    case '/api/v1/expired':
      response.writeHead(302).end();
      return;
    case '/api/v1/invalid':
      return sendJson(response, 400, { success: false, message: 'نامعتبر', data: ['عنوان الزامی است.'] });
    case '/api/v1/broken':
      return sendJson(response, 500, { success: false, message: 'boom', data: null });
    case '/api/v1/dropped':
      response.destroy();
      return;
    case '/api/v1/sheet/export':
      response.writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      response.end(`PK sheet of ${request.body}`);
      return;
    case '/api/v1/refused/export':
      return sendJson(response, 400, { success: false, message: 'ستونی برای خروجی نیست.', data: null });
    default:
      return sendJson(response, 404, { success: false, message: 'not found', data: null });
  }
}

const server = serveDuringTests(route);

describe('the API client against a real server', () => {
  it('calls /api/v1 on the page origin with the JSON, credentials and XSRF contract', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      await api.post('echo', { a: 1 });
      // Credentials go along, and no timeout signal is added: only the caller's signal can end a call.
      expect(sent.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', signal: undefined });
    } finally {
      sent.mockRestore();
    }
    const [received] = server.requests;
    expect(received).toMatchObject({ method: 'POST', url: '/api/v1/echo' });
    expect(received?.headers.accept).toBe('application/json');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({ a: 1 });
    expect(received?.headers['x-xsrf-token']).toBe('token-123');
  });

  it('keeps the XSRF token from other origins', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const otherOrigin = server.origin.replace('127.0.0.1', 'localhost');
    await api.get(`${otherOrigin}/api/v1/echo`);
    expect(server.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('serialises filters to a JSON string in bodies and queries of filter URLs', async () => {
    const filters = { name: { op: 'like', value: 'خبر' } };
    await api.post('news/filter', { filters, page: 1, count: 10 });
    await api.get('news/filter', { params: { filters } });
    const [post, get] = server.requests;
    expect(JSON.parse(post?.body ?? '')).toEqual({ filters: JSON.stringify(filters), page: 1, count: 10 });
    expect(new URL(get?.url ?? '', server.origin).searchParams.get('filters')).toBe(JSON.stringify(filters));
  });

  it('leaves filters of other URLs as objects', async () => {
    await api.post('echo', { filters: { a: 1 } });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ filters: { a: 1 } });
  });

  it('refuses a call whose lock key is held by one in flight, without a network call', async () => {
    const first = api.get('slow', { lockKey: 'slow' });
    await expect.poll(() => server.requests.length).toBe(1);
    expect(isLoading()).toBe(true);
    await expect(api.get('slow', { lockKey: 'slow' })).rejects.toBeInstanceOf(ApiLockedError);
    expect(server.requests).toHaveLength(1);
    releaseSlow?.();
    await first;
    expect(loadingStore.get()).toMatchObject({ pending: 0 });
    expect(loadingStore.get().locks.size).toBe(0);
    const again = api.get('slow', { lockKey: 'slow' });
    await expect.poll(() => server.requests.length).toBe(2);
    releaseSlow?.();
    await expect(again).resolves.toMatchObject({ success: true });
  });

  it('adds Jalali siblings to response datetimes', async () => {
    const { data } = await api.get<{ createdAt: string; createdAtJalali: string }>('dated');
    expect(data).toEqual({
      id: 1,
      createdAt: '2026-11-22T09:45:00.000Z',
      createdAtJalali: '1405/09/01 13:15',
    });
  });

  it('shows a success toast after a non-GET call and none after a GET', async () => {
    await api.get('echo');
    expect(shownToasts()).toHaveLength(0);
    await api.post('news', { title: 'x' });
    expect(shownToasts()).toEqual([
      expect.objectContaining({ color: 'success', title: 'انجام شد', text: 'خبر ذخیره شد.' }),
    ]);
  });

  it('turns a failed call into its error toast and rejects', async () => {
    const invalid = api.post('invalid', {});
    await expect(invalid).rejects.toBeInstanceOf(ApiHttpError);
    await expect(invalid).rejects.toMatchObject({ status: 400, data: { message: 'نامعتبر' } });
    await expect(api.get('missing')).rejects.toMatchObject({ status: 404 });
    expect(shownToasts().map(({ title, text }) => [title, text])).toEqual([
      ['خطا', 'عنوان الزامی است.'],
      ['خطا', 'آدرس مورد نظر وجود ندارد.'],
    ]);
    expect(isLoading()).toBe(false);
  });

  it('warns of an expired session (302) and logs out 2.5 s (SESSION_EXPIRY_LOGOUT_MS) later', async () => {
    const logout = vi.fn();
    const uninstall = setLogoutHandler(logout);
    setLoggedIn(true);
    // The client's timers run on a fake clock (the call itself goes over real sockets): the test says when
    // the 2.5 s have passed instead of waiting for them, which a busy machine stretches.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const failure = api.get('expired');
      await expect(failure).rejects.toMatchObject({ status: 302 });
      expect(shownToasts().map(({ title, text }) => [title, text])).toEqual([
        ['هشدار', 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.'],
      ]);
      vi.advanceTimersByTime(SESSION_EXPIRY_LOGOUT_MS - 1);
      expect(logout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(logout).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      uninstall();
      setLoggedIn(false);
    }
  });

  it('stays silent when the caller asks', async () => {
    await api.post('news', {}, { silent: true });
    expect(shownToasts()).toHaveLength(0);
  });

  it('skips only the success toast of a quiet call', async () => {
    await api.post('news', {}, { quiet: true });
    expect(shownToasts()).toHaveLength(0);
    await expect(api.post('invalid', {}, { quiet: true })).rejects.toMatchObject({ status: 400 });
    expect(shownToasts().map(({ text }) => text)).toEqual(['عنوان الزامی است.']);
  });

  it('sends query parameters: null and undefined left out, arrays repeated, Persian encoded', async () => {
    await api.get('echo?fixed=1', {
      params: { q: 'خبر تازه', page: 2, empty: null, gone: undefined, id: [3, 4] },
    });
    const query = new URL(server.requests[0]?.url ?? '', server.origin).searchParams;
    expect([...query]).toEqual([
      ['fixed', '1'],
      ['q', 'خبر تازه'],
      ['page', '2'],
      ['id', '3'],
      ['id', '4'],
    ]);
  });

  it('announces a call that got no answer as not sent, and rejects', async () => {
    await expect(api.get('dropped')).rejects.toMatchObject({ name: 'ApiNetworkError' });
    expect(shownToasts().map(({ title, text }) => [title, text])).toEqual([['خطا', 'درخواست ارسال نشد.']]);
    expect(isLoading()).toBe(false);
  });

  it('only logs a 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(api.get('broken')).rejects.toMatchObject({ status: 500 });
      expect(logged).toHaveBeenCalledWith('API call failed', 'GET', 'broken', 500, expect.anything());
      expect(shownToasts()).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('rejects a call its caller aborts as aborted, with no toast, and frees its lock', async () => {
    const controller = new AbortController();
    const pending = api.get('slow', { signal: controller.signal, lockKey: 'slow' });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortedError);
    expect(shownToasts()).toEqual([]);
    expect(loadingStore.get()).toMatchObject({ pending: 0 });
    expect(loadingStore.get().locks.size).toBe(0);
    releaseSlow?.();
  });

  it('answers a file for postForBlob, and a refused export with its parsed message', async () => {
    const file = await postForBlob('sheet/export', { filters: {} }, { silent: true });
    expect(await file.text()).toBe('PK sheet of {"filters":{}}');
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await expect(postForBlob('refused/export', {}, { silent: true })).rejects.toMatchObject({
      status: 400,
      data: { message: 'ستونی برای خروجی نیست.' },
    });
    expect(shownToasts()).toEqual([]);
  });
});
