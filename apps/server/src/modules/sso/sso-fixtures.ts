// Test set-up shared by the connected systems' API tests (never imported by the app).
import { expect } from 'vitest';
import { SSO_UNIT_ROLE_ID } from '@darvazeh/shared';
import type { Client, TestApp } from '../../test/build-test-app.js';
import type { TestUser } from '../../test/factories.js';
import { multipart, PNG } from '../../test/upload-fixtures.js';

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
export async function unitRoles(admin: Client): Promise<[number, number]> {
  const ids: number[] = [];
  while (!ids.includes(SSO_UNIT_ROLE_ID)) {
    const role = await created(admin, 'unitrole', { name: `نقش ${ids.length + 1}` });
    if (role.id > SSO_UNIT_ROLE_ID) throw new Error('unit role 3 was taken before this test');
    ids.push(role.id);
  }
  return [ids[0] as number, SSO_UNIT_ROLE_ID];
}

/** A unit offering `unitRoleIds`, of `unitTypeId` when given. */
export async function unit(admin: Client, name: string, unitRoleIds: number[], unitTypeId?: number) {
  return created(admin, 'unit', { name, unitRoleIds, unitTypeId: unitTypeId ?? null });
}

/** A new user holding `unitRoleId` in `unitId` (an Employee of that unit in that role). */
export async function employee(t: TestApp, admin: Client, unitId: number, unitRoleId: number) {
  const user: TestUser = await t.user();
  await created(admin, 'unitresponsibility', { userId: user.id, unitId, unitRoleId });
  return user;
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

/** Uploads a file under `use` and returns its id. */
export async function upload(client: Client, use = 'image', content = PNG, name = 'logo.png') {
  const body = multipart(name, content);
  const res = await client.request('POST', `/api/v1/file/upload/${use}`, body.payload, {
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
