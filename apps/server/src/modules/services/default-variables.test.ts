import { describe, expect, it } from 'vitest';
import { formatJalaliDate, SERVICE_MESSAGES } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import { serviceMessages } from '../../messages/index.js';

const t = testApp({ admin: true });
const url = '/api/v1/defaultvariable';
const values = '/api/v1/default-variable-values';

describe('default variables', () => {
  it('answers constants as typed and expressions evaluated for the caller; a failing one is null', async () => {
    await t.defaultVariable({ name: 'دانشگاه', value: 'دانشگاه نمونه' });
    await t.defaultVariable({ name: 'نام_کامل', kind: 'expression', value: "firstName + ' ' + lastName" });
    await t.defaultVariable({ name: 'doubleId', kind: 'expression', value: 'userId * 2' });
    await t.defaultVariable({ name: 'today', kind: 'expression', value: 'todayJalali' });
    await t.defaultVariable({ name: 'todayIso', kind: 'expression', value: 'todayIso' });
    await t.defaultVariable({ name: 'who', kind: 'expression', value: 'username' });
    await t.defaultVariable({ name: 'broken', kind: 'expression', value: '1 / 0' });
    await t.defaultVariable({ name: 'unknown', kind: 'expression', value: 'nobody + 1' });
    const employee = await t.employee({ firstName: 'مریم', lastName: 'احمدی' });
    const res = await t.as(employee).get(values);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      دانشگاه: 'دانشگاه نمونه',
      نام_کامل: 'مریم احمدی',
      doubleId: employee.id * 2,
      who: employee.username,
      broken: null,
      unknown: null,
    });
    expect(data.today).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect([formatJalaliDate(new Date(Date.now() - 60_000)), formatJalaliDate(new Date())]).toContain(
      data.today,
    );
    expect(data.todayIso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an expression that does not parse and a name already taken, with Persian 400s', async () => {
    const bad = await t.as(t.admin).post(url, { name: 'bad', kind: 'expression', value: '1 +' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^عبارت متغیر درست نیست: /);
    // A constant is taken as typed, whatever it looks like.
    expect((await t.as(t.admin).post(url, { name: 'asText', value: '1 +' })).statusCode).toBe(200);
    const twin = await t.as(t.admin).post(url, { name: 'asText', value: '2' });
    expect([twin.statusCode, twin.json().message]).toEqual([400, serviceMessages.duplicateVariable]);
    // A name of Object.prototype would be lost (or worse) as a key of the values' answer.
    const proto = await t.as(t.admin).post(url, { name: '__proto__', value: 'x' });
    expect([proto.statusCode, proto.json().message]).toEqual([400, SERVICE_MESSAGES.variableNameReserved]);
  });

  it('keeps variable writes for Admins and the values for signed-in users', async () => {
    const employee = await t.employee();
    const applicant = await t.user();
    const variable = await t.defaultVariable();
    for (const who of [employee, applicant]) {
      expect((await t.as(who).post(url, { name: 'intruder', value: '1' })).statusCode).toBe(403);
      expect((await t.as(who).put(`${url}/${variable.id}`, { name: 'x', value: '1' })).statusCode).toBe(403);
      expect((await t.as(who).get(`${url}/${variable.id}`)).statusCode).toBe(403);
      expect((await t.as(who).get(values)).statusCode).toBe(200);
    }
    expect((await t.anon.get(values)).statusCode).toBe(401);
    expect((await t.as(t.admin).delete(`${url}/${variable.id}`)).statusCode).toBe(200);
    expect((await t.as(applicant).get(values)).json().data).not.toHaveProperty(variable.name);
  });
});
