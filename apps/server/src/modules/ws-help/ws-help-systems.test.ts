// Issue 26.4, help per connected system: a system reads /ws/help, the Postman collection and the OpenAPI
// document with the credentials it calls with (a client-credentials bearer token from openid-client, or
// its client id and secret) and sees exactly the published web services its unit may call; a system
// whose unit may call none sees none, and a bad token or secret is refused in Persian.
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import type { Client } from '../../test/test-app.js';
import { wsMessages } from '../../messages/index.js';
import { publishedSyncService } from '../web-services/ws.fixture.js';
import { created, oidcSystem } from '../sso/sso.fixture.js';
import { listeningApp, relyingParty } from '../sso/oidc/oidc-browser.fixture.js';

const { t, originOf } = listeningApp();

let admin: Client;
let allowedId: number;
let otherId: number;
let token: string;
let basic: string;
let strangerToken: string;

const tokenOf = async (system: { clientId: string; secret: string }) => {
  const config = await relyingParty(originOf(), system.clientId, system.secret);
  return (await client.clientCredentialsGrant(config, { resource: `${originOf()}/ws` })).access_token;
};

const read = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  allowedId = await publishedSyncService(t, admin);
  otherId = await publishedSyncService(t, admin);
  const unit = await t.unit();
  const system = await oidcSystem(
    admin,
    { grantTypes: ['client_credentials'], scopes: ['openid'] },
    { unitId: unit.id },
  );
  await created(admin, 'unitwebserviceaccess', { unitId: unit.id, serviceId: allowedId });
  token = await tokenOf(system);
  basic = `Basic ${Buffer.from(`${system.clientId}:${system.secret}`).toString('base64')}`;
  const stranger = await oidcSystem(
    admin,
    { grantTypes: ['client_credentials'], scopes: ['openid'] },
    { name: 'سامانه دیگر', unitId: (await t.unit()).id },
  );
  strangerToken = await tokenOf(stranger);
});

describe('the help a connected system reads', () => {
  it('lists only the services its unit may call, with its token or its client secret', async () => {
    for (const authorization of [`Bearer ${token}`, basic]) {
      const page = await read('/ws/help', authorization);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain(`/ws/call/${allowedId}`);
      expect(page.body).not.toContain(`/ws/call/${otherId}`);
      expect((await read(`/ws/help/${allowedId}`, authorization)).statusCode).toBe(200);
      expect((await read(`/ws/help/${otherId}`, authorization)).statusCode).toBe(404);
      const postman = (await read('/ws/GeneratePostmanCollection', authorization)).json<{
        item: { request: { url: { raw: string } } }[];
      }>();
      expect(postman.item.map((item) => item.request.url.raw)).toEqual([
        expect.stringContaining(`/ws/call/${allowedId}`),
      ]);
      const openApi = (await read('/ws/openapi.json', authorization)).json<{ paths: object }>();
      expect(Object.keys(openApi.paths).join(' ')).toContain(`/ws/call/${allowedId}`);
      expect(Object.keys(openApi.paths).join(' ')).not.toContain(`/ws/call/${otherId}`);
    }
  });

  it('shows a system whose unit may call nothing no service', async () => {
    const page = await read('/ws/help', `Bearer ${strangerToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/ws/call/');
    expect((await read(`/ws/help/${allowedId}`, `Bearer ${strangerToken}`)).statusCode).toBe(404);
  });

  it('refuses a token that is not the portal’s, and a wrong secret, in Persian', async () => {
    const forged = await read('/ws/openapi.json', `Bearer ${token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'unauthenticated', title: wsMessages.tokenInvalid });
    const wrong = Buffer.from('no-such-client:secret').toString('base64');
    const page = await read('/ws/help', `Basic ${wrong}`);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(wsMessages.tokenInvalid);
  });
});
