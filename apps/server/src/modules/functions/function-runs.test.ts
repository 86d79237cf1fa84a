import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatThousands, MAX_VALUE_SIZE } from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/collections.js';
import { functionLogs } from '../../db/schema/functions.js';
import { changeLogs } from '../../db/schema/system.js';
import { testEngine } from '../../test/test-database.js';
import { testApp, type Client } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { DOUBLING_ANSWER, ENDLESS_LOOP } from '../../test/function-fixtures.js';
import { edge, node } from '../../test/process-fixtures.js';
import { commonMessages, functionMessages, outboundMessages } from '../../messages/index.js';
import { MAX_CALL_DEPTH } from './functions.service.js';

const t = testApp({ admin: true });

/** A local server a function must never reach (loopback), counting what reaches it. */
let target: Server;
let hits = 0;
beforeAll(async () => {
  target = createServer((_req, res) => {
    hits += 1;
    res.end('{}');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

const run = (client: Client, functionId: number, answers: object = {}) =>
  client.post('/api/v1/function/run-request-function', { functionId, answers });

/** A collection of people and a function that saves the caller's answer `name` into it. */
async function saverOf() {
  const people = await t.collection({ formFields: [textField('name', 'نام')] });
  const fn = await t.function({
    formFields: [textField('name', 'نام')],
    expressions: [
      { id: 'save', type: 'create', collectionId: people.id, values: { name: 'name' }, into: 'saved' },
      { id: 'done', type: 'toast', color: 'success', text: "'ثبت شد'" },
    ],
  });
  return { people, fn };
}

const recordsBy = (collectionId: number, userId: number) =>
  t.database.db
    .select()
    .from(collectionRecords)
    .where(and(eq(collectionRecords.collectionId, collectionId), eq(collectionRecords.creatorId, userId)));

describe('run-request-function', () => {
  it('creates a record in another collection with an Employee’s rights and answers the effects', async () => {
    const { people, fn } = await saverOf();
    const employee = await t.employee();
    const res = await run(t.as(employee), fn.id, { name: 'مریم' });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      ok: true,
      diagnostics: [],
      effects: [{ kind: 'toast', color: 'success', text: 'ثبت شد' }],
      cached: false,
    });
    expect(result.variables.saved).toMatchObject({ name: 'مریم' });
    const rows = await recordsBy(people.id, employee.id);
    expect(rows.map((r) => r.data)).toEqual([{ name: 'مریم' }]);
  });

  it('refuses the same write to an applicant, who may not write records, and stores nothing', async () => {
    const { people, fn } = await saverOf();
    const applicant = await t.user();
    const res = await run(t.as(applicant), fn.id, { name: 'علی' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'save', message: functionMessages.noRecordAccess }],
    });
    expect(await recordsBy(people.id, applicant.id)).toHaveLength(0);
  });

  it('asks for sign-in first and answers 404 for a missing function', async () => {
    expect((await run(t.anon, 1)).statusCode).toBe(401);
    const res = await run(t.as(await t.user()), 999_999);
    expect([res.statusCode, res.json().message]).toEqual([404, functionMessages.functionNotFound]);
  });

  it('lets only the units given access run a function (Admins always may)', async () => {
    const fn = await t.function();
    const allowed = await t.employee();
    const other = await t.employee();
    await t.as(t.admin).post('/api/v1/unitwebserviceaccess', { unitId: allowed.unitId, functionId: fn.id });
    const refused = await run(t.as(other), fn.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, functionMessages.unitNotAllowed]);
    expect((await run(t.as(allowed), fn.id)).json().data.ok).toBe(true);
    expect((await run(t.as(t.admin), fn.id)).json().data.ok).toBe(true);
  });

  it('fetches one of the portal’s own web services in-process, with its unit access, inputs and outputs', async () => {
    const service = await t.function({
      formFields: [textField('a', 'عدد')],
      expressions: [{ id: 'sum', type: 'var', name: 'result', value: 'a + 1' }],
    });
    const caller = await t.function({
      expressions: [
        {
          id: 'ws',
          type: 'fetch',
          serviceId: service.id,
          method: 'post',
          body: `'{"a": 41}'`,
          outputs: [{ name: 'answer', path: 'result' }],
          into: 'got',
        },
      ],
    });
    const allowed = await t.employee();
    const other = await t.employee();
    await t
      .as(t.admin)
      .post('/api/v1/unitwebserviceaccess', { unitId: allowed.unitId, functionId: service.id });
    // Nothing goes out: the service runs in the portal, whatever method the step names.
    const hitsBefore = hits;
    const ok = (await run(t.as(allowed), caller.id)).json().data;
    expect([ok.ok, ok.variables.got]).toEqual([true, { answer: 42 }]);
    const refused = (await run(t.as(other), caller.id)).json().data;
    expect([refused.ok, refused.diagnostics[0].message]).toEqual([false, functionMessages.unitNotAllowed]);
    expect(hits).toBe(hitsBefore);
  });

  it('refuses a web service body that is not a record of named inputs', async () => {
    const service = await t.function();
    const caller = await t.function({
      expressions: [
        { id: 'ws', type: 'fetch', serviceId: service.id, method: 'get', body: "'[1, 2]'", into: 'got' },
      ],
    });
    const result = (await run(t.as(t.admin), caller.id)).json().data;
    expect([result.ok, result.diagnostics[0].message]).toEqual([
      false,
      functionMessages.serviceBodyNotRecord,
    ]);
  });

  it('stops a loop that never ends with a Persian 400 instead of hanging', async () => {
    const fn = await t.function({
      expressions: ENDLESS_LOOP,
    });
    const res = await run(t.as(t.admin), fn.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/بودجه|زمان|گام/);
  });

  it('stops an answer that doubles itself (`arr = [arr, arr]` 22 times) with the size diagnostic after a few steps', async () => {
    const fn = await t.function({
      expressions: DOUBLING_ANSWER,
    });
    const res = await run(t.as(await t.employee()), fn.id);
    // Stopped by a cap, the run is refused outright (a Persian 400), not answered as a diagnostic.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`اندازه‌ی مقدار از سقف ${formatThousands(MAX_VALUE_SIZE)} نویسه`);
    const [log] = await t.database.db.select().from(functionLogs).where(eq(functionLogs.functionId, fn.id));
    expect(log?.ok).toBe(false);
    expect(log?.steps).toBeLessThan(200);
  });

  it(`refuses a chain of function calls deeper than ${MAX_CALL_DEPTH}`, async () => {
    const fn = await t.function();
    // The function calls itself: each level is one deeper.
    await t.as(t.admin).put(`/api/v1/function/${fn.id}`, {
      fname: 'خودفراخوان',
      ename: `selfCall${fn.id}`,
      callOn: 'load',
      expressions: [{ id: 'again', type: 'functionCall', functionId: fn.id, inputs: {} }],
    });
    const result = (await run(t.as(t.admin), fn.id)).json().data;
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0].message).toBe(functionMessages.callTooDeep(MAX_CALL_DEPTH));
  });

  it('refuses an outgoing call to the loopback address, and nothing reaches it', async () => {
    const port = (target.address() as AddressInfo).port;
    const fn = await t.function({
      expressions: [
        {
          id: 'call',
          type: 'curl',
          url: `'http://127.0.0.1:${port}/'`,
          method: 'get',
          headers: {},
          into: 'answer',
        },
      ],
    });
    const result = (await run(t.as(t.admin), fn.id)).json().data;
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'call', message: outboundMessages.forbiddenDestination }],
    });
    expect(hits).toBe(0);
  });

  it('starts a request with createProcess and reads it back with the other process types, as the caller', async () => {
    const service = await t.service({
      elements: [{ id: 'topic', fname: 'موضوع', ename: 'topic', type: 'text', required: true }],
    });
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const fn = await t.function({
      formFields: [textField('topic', 'موضوع')],
      expressions: [
        {
          id: 'p',
          type: 'createProcess',
          processId: service.id,
          inputs: { topic: 'topic' },
          into: 'request',
        },
        { id: 's', type: 'statusProcess', requestId: 'request.UserRequestId', into: 'status' },
        {
          id: 'c',
          type: 'checkProcessStep',
          requestId: 'request.UserRequestId',
          elementId: 'form',
          into: 'atForm',
        },
        { id: 'n', type: 'elementPassCount', processId: service.id, elementId: 'end', into: 'ended' },
      ],
    });
    const user = await t.user();
    const result = (await run(t.as(user), fn.id, { topic: 'گواهی اشتغال' })).json().data;
    expect(result.diagnostics).toEqual([]);
    expect(result.variables.request.UserRequestId).toBeGreaterThan(0);
    expect(result.variables.status).toMatchObject({ state: 'completed', status: 'registered' });
    expect(result.variables.atForm).toBe(false);
    const mine = (
      await t.as(user).get(`/api/v1/userrequest/${result.variables.request.UserRequestId}`)
    ).json().data;
    expect(mine).toMatchObject({ applicantId: user.id, answers: { topic: 'گواهی اشتغال' } });

    // The form check and the rights are the caller's: an empty topic is refused, another's request unread.
    const refused = (await run(t.as(user), fn.id, { topic: '' })).json().data;
    expect(refused).toMatchObject({ ok: false, diagnostics: [{ nodeId: 'p' }] });
    expect(refused.diagnostics[0].message).toBe('مقدار فیلد الزامی موضوع را وارد کنید.');
    const peek = await t.function({
      expressions: [{ id: 's', type: 'statusProcess', requestId: String(mine.id), into: 'status' }],
    });
    const stranger = (await run(t.as(await t.user()), peek.id)).json().data;
    expect(stranger).toMatchObject({ ok: false, diagnostics: [{ nodeId: 's' }] });
  });

  it('logs every run with the caller, steps and duration, and hides secret-looking answers', async () => {
    const fn = await t.function({ formFields: [textField('password', 'رمز')] });
    const user = await t.user();
    await run(t.as(user), fn.id, { password: 'hunter2', city: 'تبریز' });
    const [log] = await t.database.db.select().from(functionLogs).where(eq(functionLogs.functionId, fn.id));
    expect(log).toMatchObject({ callerId: user.id, ok: true });
    expect(log?.steps).toBeGreaterThan(0);
    expect(JSON.stringify(log?.input)).not.toContain('hunter2');
    expect(log?.input).toMatchObject({ answers: { password: commonMessages.redacted, city: 'تبریز' } });
    const listed = await t
      .as(t.admin)
      .post('/api/v1/functionlog/filter', { filters: { functionId: { op: 'eq', value: fn.id } } });
    expect(listed.json().data.list).toHaveLength(1);
  });

  it('answers a cached function from the cache until anything is written', async () => {
    const people = await t.collection({ formFields: [textField('name', 'نام')] });
    const fn = await t.function({
      cache: 60,
      expressions: [{ id: 'r', type: 'read', collectionId: people.id, into: 'rows' }],
    });
    const first = (await run(t.as(t.admin), fn.id)).json().data;
    const second = (await run(t.as(t.admin), fn.id)).json().data;
    expect([first.cached, second.cached]).toEqual([false, true]);
    await t.as(t.admin).post(`/api/v1/datacollection/${people.id}/record`, { data: { name: 'نو' } });
    const third = (await run(t.as(t.admin), fn.id)).json().data;
    expect(third.cached).toBe(false);
    expect(third.variables.rows).toHaveLength(1);
  });

  // PostgreSQL only: another database on the same server (another application, a parallel test file).
  it.skipIf(testEngine() !== 'postgres')(
    'keeps answers while only another database on the server has a writer open',
    async () => {
      const people = await t.collection({ formFields: [textField('name', 'نام')] });
      const fn = await t.function({
        cache: 60,
        expressions: [{ id: 'r', type: 'read', collectionId: people.id, into: 'rows' }],
      });
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('create temporary table elsewhere (x int)');
        await other.query('insert into elsewhere values (1)');
        const first = (await run(t.as(t.admin), fn.id)).json().data;
        const second = (await run(t.as(t.admin), fn.id)).json().data;
        expect([first.cached, second.cached]).toEqual([false, true]);
      } finally {
        await other.query('rollback');
        await other.end();
      }
    },
  );

  // PostgreSQL only: PGlite has one connection, so no writer can be open while a function runs.
  it.skipIf(testEngine() !== 'postgres')(
    'keeps no answer while a writer is open: its lower change id may commit after a higher one',
    async () => {
      const people = await t.collection({ formFields: [textField('name', 'نام')] });
      // The later writer writes elsewhere: writers of one collection wait for each other (its day counts).
      const elsewhere = await t.collection({ formFields: [textField('name', 'نام')] });
      const fn = await t.function({
        cache: 60,
        expressions: [{ id: 'r', type: 'read', collectionId: people.id, into: 'rows' }],
      });
      let release!: () => void;
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      // A slow writer takes its change id first and commits last.
      const slow = t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(collectionRecords)
          .values({
            collectionId: people.id,
            creatorId: t.admin.id,
            data: { name: 'کند' },
            keys: { name: 'کند' },
          })
          .returning({ id: collectionRecords.id });
        await tx.insert(changeLogs).values({ resource: 'record', recordId: row!.id, action: 'create' });
        written();
        await gate;
      });
      await wrote;
      try {
        const fast = await t
          .as(t.admin)
          .post(`/api/v1/datacollection/${elsewhere.id}/record`, { data: { name: 'تند' } });
        expect(fast.statusCode).toBe(200);
        const during = (await run(t.as(t.admin), fn.id)).json().data;
        expect(during.variables.rows).toHaveLength(0);
      } finally {
        release();
        await slow;
      }
      const after = (await run(t.as(t.admin), fn.id)).json().data;
      expect(after.cached).toBe(false);
      expect(after.variables.rows).toHaveLength(1);
    },
  );
});

describe('test-run and run-element-function', () => {
  it('runs an Admin’s unsaved function without logging it', async () => {
    const res = await t.as(t.admin).post('/api/v1/function/test-run', {
      function: {
        fname: 'آزمون',
        ename: 'draft',
        callOn: 'load',
        formFields: [textField('age', 'سن')],
        expressions: [{ id: 'v', type: 'var', name: 'adult', value: 'toNumber(age) >= 18' }],
      },
      answers: { age: '۲۰' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: true, variables: { adult: true } });
    const employee = await t.employee();
    expect((await t.as(employee).post('/api/v1/function/test-run', {})).statusCode).toBe(403);
  });

  it('runs the server-side functions a collection’s form holds for the event and field asked', async () => {
    const log = await t.collection({ formFields: [textField('note', 'یادداشت')] });
    const form = await t.collection({
      formInfo: {
        formFields: [textField('note', 'یادداشت')],
        functions: [
          {
            id: 'on-submit',
            fname: 'ثبت یادداشت',
            callOn: 'submit',
            expressions: [{ id: 'copy', type: 'create', collectionId: log.id, values: { note: 'note' } }],
          },
        ],
      },
    });
    const employee = await t.employee();
    const res = await t.as(employee).post('/api/v1/function/run-element-function', {
      collectionId: form.id,
      event: 'submit',
      answers: { note: 'سلام' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.runs).toMatchObject([{ functionId: 'on-submit', ok: true }]);
    expect((await recordsBy(log.id, employee.id)).map((r) => r.data)).toEqual([{ note: 'سلام' }]);
  });

  it('runs a subform’s own server-side function under its qualified id', async () => {
    const log = await t.collection({ formFields: [textField('city', 'شهر')] });
    const form = await t.collection({
      formInfo: {
        formFields: [
          {
            id: 'contact',
            fname: 'تماس',
            ename: 'contact',
            type: 'subform',
            subform: {
              formFields: [textField('city', 'شهر')],
              functions: [
                {
                  id: 'keep-city',
                  fname: 'ثبت شهر',
                  callOn: 'change',
                  relatedId: 'city',
                  expressions: [
                    { id: 'c', type: 'create', collectionId: log.id, values: { city: 'contact.city' } },
                  ],
                },
              ],
            },
          },
        ],
      },
    });
    const employee = await t.employee();
    const res = await t.as(employee).post('/api/v1/function/run-element-function', {
      collectionId: form.id,
      event: 'change',
      fieldId: 'city',
      answers: { contact: { city: 'تبریز' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.runs).toMatchObject([{ functionId: 'contact/keep-city', ok: true }]);
    expect((await recordsBy(log.id, employee.id)).map((r) => r.data)).toEqual([{ city: 'تبریز' }]);
  });

  it('runs the server-side functions of a service’s own form, as published', async () => {
    const helper = await t.function({
      expressions: [{ id: 'v', type: 'var', name: 'greeting', value: "'سلام'" }],
    });
    const own = (fname: string) => ({
      elements: [textField('note', 'یادداشت')],
      functions: [
        {
          id: 'greet',
          fname,
          callOn: 'change',
          relatedId: 'note',
          expressions: [{ id: 'call', type: 'functionCall', functionId: helper.id, inputs: {}, into: 'got' }],
        },
      ],
    });
    const service = await t.service(own('نسخه یک'));
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    // A later draft changes nothing applicants run until it is published.
    const draft = await t.as(t.admin).get(`/api/v1/service/${service.id}`);
    const { id: _id, version: _v, publishedVersion: _p, createdAt: _c, ...body } = draft.json().data;
    const edited = await t.as(t.admin).put(`/api/v1/service/${service.id}`, { ...body, functions: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await t.as(await t.user()).post('/api/v1/function/run-element-function', {
      serviceId: service.id,
      event: 'change',
      fieldId: 'note',
      answers: { note: 'متن' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.runs).toMatchObject([{ functionId: 'greet', ok: true, variables: { got: {} } }]);
  });

  it('runs a task’s form functions for whoever may complete the task: the provider’s form, the applicant’s fix', async () => {
    const helper = await t.function({
      expressions: [{ id: 'v', type: 'var', name: 'greeting', value: "'سلام'" }],
    });
    const calling = (id: string) => ({
      id,
      fname: id,
      callOn: 'load',
      expressions: [{ id: 'call', type: 'functionCall', functionId: helper.id, inputs: {}, into: 'got' }],
    });
    const review = await t.collection({
      formInfo: { formFields: [textField('verdict', 'نظر')], functions: [calling('review-load')] },
    });
    const unit = await t.unit();
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const stranger = await t.employee({ roles: ['Employee'] });
    const service = await t.service({
      elements: [textField('note', 'یادداشت')],
      functions: [calling('fix-load')],
      process: {
        nodes: [
          node('start', 'start'),
          node('applicantForm', 'form'),
          node('providerTask', 'review', {
            name: 'بررسی',
            collectionId: review.id,
            assignee: { kind: 'unitRole', unitId: unit.id, unitRoleId: unit.unitRoles[0]!.id },
          }),
          node('end', 'done'),
        ],
        edges: [edge('start', 'form'), edge('form', 'review'), edge('review', 'done')],
      },
    });
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const applicant = await t.user();
    const submitted = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { note: 'متن' } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const requestId = submitted.json().data.id;
    const received = (await t.as(provider).get('/api/v1/userrequest/task?box=received')).json().data.list;
    const task = received.find((x: { requestId: number }) => x.requestId === requestId);
    const runFor = (user: Parameters<typeof t.as>[0], taskId: number) =>
      t.as(user).post('/api/v1/function/run-element-function', { taskId, event: 'load', answers: {} });

    const byProvider = await runFor(provider, task.id);
    expect(byProvider.statusCode, byProvider.body).toBe(200);
    expect(byProvider.json().data.runs).toMatchObject([{ functionId: 'review-load', ok: true }]);
    expect((await runFor(stranger, task.id)).statusCode).toBe(404);
    expect((await runFor(applicant, task.id)).statusCode).toBe(404);

    const returned = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/return`, {
      revision: task.revision,
      to: 'applicant',
      note: 'یادداشت را کامل کنید',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    // The provider's task is done: its form runs for nobody now.
    expect((await runFor(provider, task.id)).statusCode).toBe(404);
    const detail = (await t.as(applicant).get(`/api/v1/userrequest/${requestId}`)).json().data;
    const fix = detail.tasks.find(
      (x: { kind: string; state: string }) => x.kind === 'applicant' && x.state === 'open',
    );
    const byApplicant = await runFor(applicant, fix.id);
    expect(byApplicant.statusCode, byApplicant.body).toBe(200);
    expect(byApplicant.json().data.runs).toMatchObject([{ functionId: 'fix-load', ok: true }]);
    expect((await runFor(provider, fix.id)).statusCode).toBe(404);
  });

  it('runs the server-side functions of a published service’s request form for an applicant', async () => {
    const helper = await t.function({
      expressions: [{ id: 'v', type: 'var', name: 'greeting', value: "'خوش آمدید'" }],
    });
    const form = await t.collection({
      formInfo: {
        formFields: [textField('note', 'یادداشت')],
        functions: [
          {
            id: 'greet',
            fname: 'خوشامد',
            callOn: 'load',
            expressions: [
              { id: 'call', type: 'functionCall', functionId: helper.id, inputs: {}, into: 'got' },
            ],
          },
        ],
      },
    });
    const service = await t.service({ collectionMode: { mapToExisting: true, collectionId: form.id } });
    const applicant = t.as(await t.user());
    const runFor = (body: Record<string, unknown>) =>
      applicant.post('/api/v1/function/run-element-function', { event: 'load', ...body });
    // Not published yet: nobody may start it, so nothing of its form runs.
    expect((await runFor({ serviceId: service.id })).statusCode).toBe(404);
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const res = await runFor({ serviceId: service.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.runs).toMatchObject([{ functionId: 'greet', ok: true, diagnostics: [] }]);
    expect(res.json().data.runs[0].variables.got).toBeDefined();
    // The collection's own form stays the staff's; one source, never both or none.
    const staffOnly = await runFor({ collectionId: form.id });
    expect([staffOnly.statusCode, staffOnly.json().message]).toEqual([403, commonMessages.forbidden]);
    for (const body of [{}, { serviceId: service.id, collectionId: form.id }]) {
      const refused = await runFor(body);
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        'فرم تابع را برگزینید: یک مجموعه داده، یک خدمت یا یک کار.',
      ]);
    }
  });
});
