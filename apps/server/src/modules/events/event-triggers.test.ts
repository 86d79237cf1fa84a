// Events on requests and users (issue 25 item 1): a request submitted, a user created by an Admin, a
// user signed in — each sets its listening events off once, after the write commits.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionRecords, eventOnLogs } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { buildCaptcha } from '../../test/user-factories.js';
import { textField } from '../../test/factories.js';
import { reviewedService } from '../../test/request-fixtures.js';
import type { EventTrigger } from '@darvazeh/shared';
import { eventMessages } from '../../messages/index.js';

const t = testApp({ admin: true });

/** An event of `trigger` whose function writes `expression` (over `new`) into a fresh collection. */
async function writer(trigger: EventTrigger, expression: string) {
  const notes = await t.collection({ formFields: [textField('title', 'عنوان')] });
  const fn = await t.function({
    expressions: [{ id: 'save', type: 'create', collectionId: notes.id, values: { title: expression } }],
  });
  const event = await t.systemEvent({ trigger, functionId: fn.id });
  const written = async () =>
    (
      await t.database.db
        .select()
        .from(collectionRecords)
        .where(and(eq(collectionRecords.collectionId, notes.id), isNull(collectionRecords.deletedAt)))
        .orderBy(asc(collectionRecords.id))
    ).map((r) => (r.data as { title: string }).title);
  const runs = () => t.database.db.select().from(eventOnLogs).where(eq(eventOnLogs.eventId, event.id));
  return { event, written, runs };
}

describe('events on requests and users', () => {
  it('runs once when a request is submitted, with its tracking code', async () => {
    const service = await t.service();
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const { written, runs } = await writer(
      { kind: 'request', serviceId: service.id, on: 'submitted', status: '', condition: '' },
      'new.trackingCode',
    );
    const res = await t
      .as(await t.user())
      .post('/api/v1/userrequest', { serviceId: service.id, answers: {} });
    expect(res.statusCode, res.body).toBe(200);
    await t.jobs.runDue();
    const code = res.json().data.trackingCode as string;
    expect(await written()).toEqual([code]);
    expect((await runs()).map((r) => r.summary)).toEqual([
      expect.stringContaining(eventMessages.requestSubmitted(code)),
    ]);
  });

  it('runs on a status reached (only the one named) and on a task completed, once each', async () => {
    const unit = await t.unit();
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const service = await reviewedService(t, t.admin, unit);
    const status = await writer(
      { kind: 'request', serviceId: service.id, on: 'status', status: 'تأیید شد', condition: '' },
      'new.status',
    );
    const done = await writer(
      { kind: 'request', serviceId: service.id, on: 'taskCompleted', status: '', condition: '' },
      'new.trackingCode',
    );
    const receipt = (
      await t
        .as(await t.user())
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'الف' } })
    ).json().data;
    // Submitted, it reached «در انتظار بررسی», not the status the event names.
    await t.jobs.runDue();
    expect([await status.written(), await done.written()]).toEqual([[], []]);
    const tasks = (await t.as(provider).get('/api/v1/userrequest/task?box=received')).json().data.list;
    const task = tasks.find((x: { requestId: number }) => x.requestId === receipt.id);
    const completed = await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${task.id}/complete`, { revision: task.revision, outcome: 'ok' });
    expect(completed.statusCode, completed.body).toBe(200);
    await t.jobs.runDue();
    expect(await status.written()).toEqual(['تأیید شد']);
    expect(await done.written()).toEqual([receipt.trackingCode]);
    expect((await done.runs()).map((r) => r.summary)).toEqual([
      expect.stringContaining(eventMessages.taskCompleted(receipt.trackingCode, 'بررسی کارشناس')),
    ]);
  });

  it('runs once when an Admin creates a user, only when its condition holds', async () => {
    const { written } = await writer(
      { kind: 'user', on: 'created', condition: "contains(new.username, 'staff')" },
      'new.username',
    );
    const body = { firstName: 'سارا', lastName: 'احمدی', roleIds: [], password: 'Sara-Ramz-1404' };
    for (const username of ['staff.sara', 'guest.sara'])
      expect((await t.as(t.admin).post('/api/v1/user', { ...body, username })).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await written()).toEqual(['staff.sara']);
  });

  it('runs once per sign-in, never for a wrong password', async () => {
    const { written } = await writer({ kind: 'user', on: 'signedIn', condition: '' }, 'new.username');
    const user = await t.user({ password: 'Secret-pass1' });
    const login = async (password: string) =>
      t.anon.post('/api/v1/account/login', {
        username: user.username,
        password,
        captchaId: await buildCaptcha(t.database.db, 'ab3cd'),
        captchaCode: 'ab3cd',
      });
    expect((await login('Wrong-pass1')).statusCode).not.toBe(200);
    expect((await login('Secret-pass1')).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await written()).toEqual([user.username]);
  });
});
