import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiHttpError,
  parseAnswer,
  prepareRequest,
  requestUrl,
  settleAnswer,
  type HttpRequest,
} from './http';

const base: HttpRequest = { method: 'POST', url: 'news', baseUrl: '/api/v1' };

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requestUrl', () => {
  it('puts a relative URL under the base on the page origin, with or without a leading slash', () => {
    expect(requestUrl('/api/v1', 'news/3').href).toBe(`${window.location.origin}/api/v1/news/3`);
    expect(requestUrl('/api/v1/', '/news/3').pathname).toBe('/api/v1/news/3');
    expect(requestUrl('/api/v1', '').pathname).toBe('/api/v1');
  });

  it('keeps an absolute URL as it is', () => {
    expect(requestUrl('/api/v1', 'https://sso.example.ac.ir/x?a=1').href).toBe(
      'https://sso.example.ac.ir/x?a=1',
    );
    expect(requestUrl('/api/v1', '//cdn.example.ac.ir/y').host).toBe('cdn.example.ac.ir');
  });

  it('encodes parameters after the query already there: objects as JSON, dates as ISO text', () => {
    const url = requestUrl('/api/v1', 'news?sort=desc', {
      title: 'خبر & رویداد',
      filters: { page: 1 },
      since: new Date('2026-03-20T12:00:00.000Z'),
      active: false,
      none: null,
      missing: undefined,
      tag: ['a', null, 'b'],
    });
    expect([...url.searchParams]).toEqual([
      ['sort', 'desc'],
      ['title', 'خبر & رویداد'],
      ['filters', '{"page":1}'],
      ['since', '2026-03-20T12:00:00.000Z'],
      ['active', 'false'],
      ['tag', 'a'],
      ['tag', 'b'],
    ]);
  });
});

describe('prepareRequest', () => {
  it('sends a plain object or array as JSON with its content type and accepts JSON', () => {
    expect(prepareRequest({ ...base, body: { a: 1 } })).toEqual({
      method: 'POST',
      url: `${window.location.origin}/api/v1/news`,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(prepareRequest({ ...base, body: [1, 2] }).body).toBe('[1,2]');
  });

  it('sends no body and no content type without a body', () => {
    const prepared = prepareRequest({ ...base, body: undefined });
    expect(prepared.body).toBeUndefined();
    expect(prepared.headers).toEqual({ Accept: 'application/json' });
  });

  it('leaves FormData, Blob and strings as they are, for the browser to type', () => {
    const form = new FormData();
    form.append('file', new File(['x'], 'x.txt'));
    for (const body of [form, new Blob(['x']), 'raw', new URLSearchParams('a=1')]) {
      const prepared = prepareRequest({ ...base, body });
      expect(prepared.body).toBe(body);
      expect(prepared.headers['Content-Type']).toBeUndefined();
    }
  });

  it('lets the caller add or override headers', () => {
    const prepared = prepareRequest({
      ...base,
      body: {},
      headers: { 'Content-Type': 'text/csv', 'X-Extra': '1' },
    });
    expect(prepared.headers).toMatchObject({ 'Content-Type': 'text/csv', 'X-Extra': '1' });
  });

  it('repeats the XSRF cookie in X-XSRF-TOKEN for the page origin only', () => {
    document.cookie = 'XSRF-TOKEN=a%2Bb; path=/';
    expect(prepareRequest(base).headers['X-XSRF-TOKEN']).toBe('a+b');
    expect(prepareRequest({ ...base, method: 'GET' }).headers['X-XSRF-TOKEN']).toBe('a+b');
    expect(
      prepareRequest({ ...base, url: `${window.location.origin}/api/v1/x` }).headers['X-XSRF-TOKEN'],
    ).toBe('a+b');
    expect(
      prepareRequest({ ...base, url: 'https://other.example.ac.ir/api' }).headers['X-XSRF-TOKEN'],
    ).toBeUndefined();
  });

  it('sends no XSRF header without the cookie', () => {
    expect(prepareRequest(base).headers['X-XSRF-TOKEN']).toBeUndefined();
  });
});

describe('answers', () => {
  it('parses JSON and keeps any other text', () => {
    expect(parseAnswer('{"success":true}')).toEqual({ success: true });
    expect(parseAnswer('<html>')).toBe('<html>');
    expect(parseAnswer('')).toBe('');
  });

  it('takes 200–299 as success and rejects anything else with its status and body', () => {
    const prepared = prepareRequest(base);
    expect(settleAnswer(prepared, 204, '')).toEqual({ status: 204, data: '' });
    expect(settleAnswer(prepared, 299, null)).toEqual({ status: 299, data: null });
    for (const status of [199, 300, 302, 400, 500]) {
      expect(() => settleAnswer(prepared, status, { message: 'x' })).toThrow(ApiHttpError);
    }
    const error = (() => {
      try {
        settleAnswer(prepared, 400, { success: false, message: 'نامعتبر', data: ['نام الزامی است.'] });
      } catch (caught) {
        return caught as ApiHttpError;
      }
    })();
    expect(error).toMatchObject({ status: 400, method: 'POST', message: 'نام الزامی است.' });
  });
});
