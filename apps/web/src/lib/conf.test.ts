import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test/http-test-server';
import { CONF_STORAGE_KEY, loadConf } from './conf';

const conf = { apiBaseUrl: '/api/v1', title: 'سامانه خدمات دانشگاه', version: '1.2.0' };
let server: TestServer;
let answer: unknown = conf;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url === '/conf.json' ? sendJson(response, 200, answer) : sendJson(response, 404, {}),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  server.requests.length = 0;
  answer = conf;
});

describe('loadConf', () => {
  it('fetches /conf.json from the site root once, then reads session storage', async () => {
    await expect(loadConf()).resolves.toEqual(conf);
    await expect(loadConf()).resolves.toEqual(conf);
    expect(server.requests.map((request) => request.url)).toEqual(['/conf.json']);
    expect(JSON.parse(sessionStorage.getItem(CONF_STORAGE_KEY) ?? 'null')).toEqual(conf);
  });

  it('refuses a malformed answer and does not cache it', async () => {
    answer = { title: 42 };
    await expect(loadConf()).rejects.toThrow();
    expect(sessionStorage.getItem(CONF_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt cached copy', async () => {
    sessionStorage.setItem(CONF_STORAGE_KEY, '{not json');
    await expect(loadConf()).resolves.toEqual(conf);
    expect(server.requests).toHaveLength(1);
  });
});
