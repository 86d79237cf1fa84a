import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';

const t = testApp();

describe('userrequest/counter', () => {
  it('answers zeros to Employees and Admins', async () => {
    for (const roles of [['Employee'], ['Admin']]) {
      const res = await t.as(await t.user({ roles })).get('/api/v1/userrequest/counter');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ recieved: 0, seneded: 0 });
    }
  });

  it('is not for applicants or visitors', async () => {
    expect((await t.as(await t.user()).get('/api/v1/userrequest/counter')).statusCode).toBe(403);
    expect((await t.anon.get('/api/v1/userrequest/counter')).statusCode).toBe(401);
  });
});
