// Test set-up shared by the connected systems' API tests (never imported by the app).
import { expect } from 'vitest';
import { DEFAULT_SSO_SETTING, SSO_UNIT_ROLE_ID, type SsoSetting } from '@darvazeh/shared';
import type { Client, TestApp } from '../../test/build-test-app.js';

type Row = { id: number; [key: string]: unknown };

/** POSTs as `client` and returns the answer's data, failing the test unless it is 200. */
export async function created(client: Client, path: string, body: unknown): Promise<Row> {
  const res = await client.post(`/api/v1/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Row }>().data;
}

/**
 * Unit roles up to id 3, the single sign-on managers' (SPEC §6), on a fresh database; returns
 * [an ordinary unit role, unit role 3].
 */
export async function unitRoles(t: TestApp): Promise<[number, number]> {
  const ids: number[] = [];
  while (!ids.includes(SSO_UNIT_ROLE_ID)) {
    const role = await t.unitRole();
    if (role.id > SSO_UNIT_ROLE_ID) throw new Error('unit role 3 was taken before this test');
    ids.push(role.id);
  }
  return [ids[0] as number, SSO_UNIT_ROLE_ID];
}

/** A connected system's body with sensible values, `fields` overriding. */
export const systemBody = (fields: Record<string, unknown> = {}) => ({
  name: 'سامانه آموزش',
  description: 'ثبت‌نام و انتخاب واحد',
  homeUrl: 'https://edu.example.ac.ir/',
  categoryId: 1,
  ...fields,
});

/** The body of an update: the same without the category, which stays as created. */
export const systemUpdate = (fields: Record<string, unknown> = {}) => {
  const { categoryId: _fixed, ...body } = systemBody(fields);
  return body;
};

/**
 * A connected system `system` (systemBody's fields) registered for OpenID Connect with `oidc` (the
 * PUT ssomanagement/{id}/oidc body) by `admin`: its id, client id and secret.
 */
export async function oidcSystem(
  admin: Client,
  oidc: Record<string, unknown>,
  system: Record<string, unknown> = {},
): Promise<{ id: number; clientId: string; secret: string }> {
  const { id } = await created(admin, 'ssomanagement', systemBody(system));
  const res = await admin.put(`/api/v1/ssomanagement/${id}/oidc`, oidc);
  expect(res.statusCode, res.body).toBe(200);
  const { clientId, secret } = res.json<{ data: { clientId: string; secret: string } }>().data;
  return { id, clientId, secret };
}

/**
 * A connected system `system` (systemBody's fields, in category 3) registered for SAML2 with `saml` (the
 * PUT ssomanagement/{id}/saml body) by `admin`: its id.
 */
export async function samlSystem(
  admin: Client,
  saml: Record<string, unknown>,
  system: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await created(admin, 'ssomanagement', systemBody({ categoryId: 3, ...system }));
  const res = await admin.put(`/api/v1/ssomanagement/${id}/saml`, saml);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * Saves ssoSetting through the API as `admin()`: the defaults with `changes` each time (created once, then
 * updated).
 */
export function ssoSettingWriter(admin: () => Client): (changes: Partial<SsoSetting>) => Promise<void> {
  let settingId: number | undefined;
  return async (changes) => {
    const body = { name: 'ssoSetting', data: JSON.stringify({ ...DEFAULT_SSO_SETTING, ...changes }) };
    const res =
      settingId === undefined
        ? await admin().post('/api/v1/generalsetting', body)
        : await admin().put(`/api/v1/generalsetting/${settingId}`, body);
    expect(res.statusCode, res.body).toBe(200);
    settingId ??= res.json<{ data: { id: number } }>().data.id;
  };
}
