import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { functions } from '../../db/schema/functions.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { functionMessages } from '../../messages/index.js';

const t = testApp({ admin: true });

const toast = (text: string) => ({ id: 'e1', type: 'toast', color: 'info', text });
const body = (extra: object = {}) => ({
  fname: 'تابع خوشامد',
  ename: 'welcome',
  callOn: 'load',
  expressions: [toast("'خوش آمدید'")],
  ...extra,
});

describe('the function resource', () => {
  it('refuses a visitor with 401 and an Employee with 403, and stores nothing', async () => {
    expect((await t.anon.post('/api/v1/function', body())).statusCode).toBe(401);
    const employee = await t.employee();
    expect((await t.as(employee).post('/api/v1/function', body())).statusCode).toBe(403);
    expect(await t.database.db.select().from(functions)).toHaveLength(0);
  });

  it('refuses an expression that does not parse with a Persian 400 naming the expression', async () => {
    const res = await t.as(t.admin).post(
      '/api/v1/function',
      body({
        ename: 'broken',
        expressions: [{ id: 'check-age', type: 'if', condition: 'سن >=', children: [] }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('عبارت «check-age»');
    expect(await t.database.db.select().from(functions).where(eq(functions.ename, 'broken'))).toHaveLength(0);
  });

  it('derives isServerSide and the fields used, whatever the client sends', async () => {
    const collection = await t.collection();
    const res = await t.as(t.admin).post(
      '/api/v1/function',
      body({
        ename: 'saver',
        formFields: [textField('title', 'عنوان')],
        isServerSide: false,
        usedFieldInfos: ['nothing'],
        expressions: [
          { id: 'c', type: 'create', collectionId: collection.id, values: { title: 'title' }, into: 'saved' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isServerSide: true, usedFieldInfos: ['title'] });
    const clientOnly = await t.as(t.admin).post('/api/v1/function', body({ ename: 'client' }));
    expect(clientOnly.json().data.isServerSide).toBe(false);
  });

  it('keeps English names unique among live functions', async () => {
    await t.function({ ename: 'once' });
    const res = await t.as(t.admin).post('/api/v1/function', body({ ename: 'once' }));
    expect([res.statusCode, res.json().message]).toEqual([400, functionMessages.duplicateEname]);
  });

  it('refuses to delete a function a unit is still given, and deletes it once the access is gone', async () => {
    const fn = await t.function();
    const unit = await t.unit();
    const access = await t
      .as(t.admin)
      .post('/api/v1/unitwebserviceaccess', { unitId: unit.id, functionId: fn.id });
    expect(access.statusCode).toBe(200);
    const refused = await t.as(t.admin).delete(`/api/v1/function/${fn.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, functionMessages.functionInUse]);
    expect(
      (await t.as(t.admin).delete(`/api/v1/unitwebserviceaccess/${access.json().data.id}`)).statusCode,
    ).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/function/${fn.id}`)).statusCode).toBe(200);
  });

  it('refuses a unit access to a missing function', async () => {
    const unit = await t.unit();
    const res = await t
      .as(t.admin)
      .post('/api/v1/unitwebserviceaccess', { unitId: unit.id, functionId: 999_999 });
    expect([res.statusCode, res.json().message]).toEqual([400, functionMessages.functionNotFound]);
  });

  it('answers the generated help by English name to staff, and 404 for an unknown name', async () => {
    await t.function({
      ename: 'ageCheck',
      formFields: [textField('age', 'سن')],
      expressions: [{ id: 'v', type: 'var', name: 'adult', value: 'toNumber(age) >= 18' }],
    });
    const employee = await t.employee();
    const res = await t.as(employee).get('/api/v1/function/help/ageCheck');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ename: 'ageCheck',
      inputs: [{ id: 'age', fname: 'سن' }],
      outputs: ['adult'],
      steps: [{ depth: 1, type: 'var', text: 'تعریف متغیر: adult = toNumber(age) >= 18' }],
    });
    expect((await t.as(employee).get('/api/v1/function/help/nothing')).statusCode).toBe(404);
  });
});
