import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const t = testApp({ admin: true });
let employee: TestUser;
beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'], email: 'kaveh@example.ac.ir' });
  await t.anon.post('/api/v1/account/forget-password', { username: employee.username });
  await t.anon.post('/api/v1/account/login', { username: employee.username, password: 'wrong-password' });
});

describe.each(['outbox', 'authlog', 'securitystamplog'])('the read-only %s resource', (name) => {
  it('refuses anonymous callers with 401 and Employees with 403', async () => {
    expect((await t.anon.post(`/api/v1/${name}/filter`, {})).statusCode).toBe(401);
    expect((await t.as(employee).post(`/api/v1/${name}/filter`, {})).statusCode).toBe(403);
  });

  it('has no write routes', async () => {
    expect((await t.as(t.admin).post(`/api/v1/${name}`, {})).statusCode).toBe(404);
    expect((await t.as(t.admin).delete(`/api/v1/${name}/1`)).statusCode).toBe(404);
  });
});

describe('reading logs as an Admin', () => {
  it('finds the reset code mail in the outbox by recipient', async () => {
    const res = await t
      .as(t.admin)
      .post('/api/v1/outbox/filter', { filters: { to: { op: 'eq', value: 'kaveh@example.ac.ir' } } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = res.json().data.list;
    expect(mail.body).toMatch(/\d{6}/);
    expect((await t.as(t.admin).get(`/api/v1/outbox/${mail.id}`)).json().data.id).toBe(mail.id);
  });

  it('lists failed sign-ins by result', async () => {
    const res = await t
      .as(t.admin)
      .post('/api/v1/authlog/filter', { filters: { result: { op: 'eq', value: 'wrong_credentials' } } });
    expect(res.json().data.list.map((r: { username: string }) => r.username)).toContain(employee.username);
  });
});
