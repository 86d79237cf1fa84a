// Events that fail, fire on a schedule, or are fired by hand (issue 25 item 1): a failing event is
// retried with back-off and then suspended with the Admins told; a schedule's slot fires once however
// many instances run the queue; a test fire runs the action at once and is logged as a test.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, outbox, users } from '../../db/schema/index.js';
import { ROLE_ADMIN } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { DOUBLING_ANSWER } from '../../test/function-fixtures.js';
import { eventMessages } from '../../messages/index.js';
import { EVENT_SUSPEND_AFTER } from './event-run.js';
import * as eventReads from './events.fixture.js';
import { EVENT_MAX_ATTEMPTS } from './events.service.js';

const t = testApp({ admin: true });

const runsOf = (eventId: number) => eventReads.runsOf(t.database.db, eventId);
const liveRecords = (collectionId: number) => eventReads.liveRecords(t.database.db, collectionId);

const pendingEventJobs = async () =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
  ).filter((job) => job.kind === 'event.run');

/** A function that always fails: an answer that doubles itself until it passes the size cap. */
const failing = () =>
  t.function({
    expressions: DOUBLING_ANSWER,
  });

describe('an event whose function fails', () => {
  it('is retried with back-off, then suspended, and every Admin with a mailbox is told', async () => {
    await t.database.db.update(users).set({ email: 'admin@example.ac.ir' }).where(eq(users.id, t.admin.id));
    const books = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const fn = await failing();
    const event = await t.systemEvent({
      fname: 'رویداد ناموفق',
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      functionId: fn.id,
    });
    await t.as(t.admin).post(`/api/v1/datacollection/${books.id}/record`, { data: { title: 'الف' } });
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    // Not due again at once: the retry waits for its back-off.
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    let at = Date.now();
    for (let attempt = 2; attempt <= EVENT_MAX_ATTEMPTS; attempt += 1) {
      at += 2 * 60 * 60 * 1000;
      await t.jobs.runDue({ at: new Date(at) });
    }
    const runs = await runsOf(event.id);
    expect(runs.map((r) => [r.attempt, r.outcome])).toEqual(
      Array.from({ length: EVENT_SUSPEND_AFTER }, (_, i) => [i + 1, 'failed']),
    );
    expect(runs[0]!.diagnostics[0]).toContain('twice');
    const admin = t.as(t.admin);
    expect((await admin.get(`/api/v1/systemevent/${event.id}`)).json().data).toMatchObject({
      state: 'suspended',
      consecutiveFailures: EVENT_SUSPEND_AFTER,
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.userId, t.admin.id));
    expect(mails.filter((m) => m.subject === eventMessages.suspendedSubject('رویداد ناموفق'))).toHaveLength(
      1,
    );
    expect(await pendingEventJobs()).toEqual([]);

    // Suspended: a new record sets nothing off until an Admin enables it again.
    await admin.post(`/api/v1/datacollection/${books.id}/record`, { data: { title: 'ب' } });
    expect(await pendingEventJobs()).toEqual([]);
    const enabled = await admin.post(`/api/v1/systemevent/${event.id}/enable`);
    expect(enabled.json().data).toMatchObject({
      state: 'enabled',
      consecutiveFailures: 0,
      suspendedAt: null,
    });
  });
});

describe('a scheduled event', () => {
  it('fires once at its slot under a fake clock, however many instances run the queue, and chains the next', async () => {
    const notes = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const fn = await t.function({
      expressions: [{ id: 'save', type: 'create', collectionId: notes.id, values: { title: "'روزانه'" } }],
    });
    const event = await t.systemEvent({
      by: t.admin,
      trigger: { kind: 'schedule', schedule: { every: 'day', time: '۰۸:۳۰' } },
      functionId: fn.id,
    });
    expect(event.trigger).toEqual({ kind: 'schedule', schedule: { every: 'day', time: '08:30' } });
    const [pending] = await pendingEventJobs();
    const slot = pending!.runAt;
    // 08:30 in Tehran is 05:00 UTC.
    expect(slot.toISOString().slice(11, 16)).toBe('05:00');
    // Before the slot nothing runs.
    await t.jobs.runDue({ at: new Date(slot.getTime() - 60_000) });
    expect(await runsOf(event.id)).toEqual([]);
    // Two instances at the slot: the job is claimed once.
    await Promise.all([t.jobs.runDue({ at: slot }), t.jobs.runDue({ at: slot })]);
    expect(await runsOf(event.id)).toMatchObject([{ outcome: 'success', userId: t.admin.id }]);
    expect(await liveRecords(notes.id)).toHaveLength(1);
    const next = await pendingEventJobs();
    expect(next.map((j) => j.runAt.getTime())).toEqual([slot.getTime() + 24 * 60 * 60 * 1000]);
    // Disabled: the next slot does not fire.
    await t.as(t.admin).post(`/api/v1/systemevent/${event.id}/disable`);
    await t.jobs.runDue({ at: next[0]!.runAt });
    expect(await liveRecords(notes.id)).toHaveLength(1);
  });
});

describe('test fire', () => {
  it('runs the action now with the sample data, logged as a test run, without counting towards suspension', async () => {
    const books = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const copies = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const fn = await t.function({
      expressions: [{ id: 'save', type: 'create', collectionId: copies.id, values: { title: 'new.title' } }],
    });
    const event = await t.systemEvent({
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      functionId: fn.id,
    });
    const admin = t.as(t.admin);
    const fired = await admin.post(`/api/v1/systemevent/${event.id}/test-fire`, { new: { title: 'نمونه' } });
    expect(fired.statusCode).toBe(200);
    expect(fired.json().data).toMatchObject({ isTest: true, outcome: 'success', attempt: 1 });
    expect((await liveRecords(copies.id)).map((r) => r.data)).toEqual([{ title: 'نمونه' }]);
    const bad = await admin.post(`/api/v1/systemevent/${event.id}/test-fire`, { new: 'x' });
    expect(bad.statusCode).toBe(400);

    const broken = await t.systemEvent({
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      functionId: (await failing()).id,
    });
    const failed = await admin.post(`/api/v1/systemevent/${broken.id}/test-fire`, {});
    expect(failed.json().data).toMatchObject({ isTest: true, outcome: 'failed' });
    expect((await admin.get(`/api/v1/systemevent/${broken.id}`)).json().data.consecutiveFailures).toBe(0);
    const listed = await admin.post('/api/v1/eventonlog/filter', {
      filters: { eventId: { op: 'eq', value: broken.id } },
    });
    expect(listed.json().data.list).toMatchObject([{ isTest: true, outcome: 'failed' }]);
  });
});

describe('whose rights and whom it tells', () => {
  it('never runs beyond its owner: once the Admin who saved it is locked, its runs fail and say why', async () => {
    const owner = await t.user({ roles: [ROLE_ADMIN] });
    const books = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const copies = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const fn = await t.function({
      expressions: [{ id: 'save', type: 'create', collectionId: copies.id, values: { title: 'new.title' } }],
    });
    const event = await t.systemEvent({
      by: owner,
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      functionId: fn.id,
    });
    await t.database.db.update(users).set({ locked: true }).where(eq(users.id, owner.id));
    await t.as(t.admin).post(`/api/v1/datacollection/${books.id}/record`, { data: { title: 'الف' } });
    await t.jobs.runDue();
    expect(await runsOf(event.id)).toMatchObject([
      { outcome: 'failed', userId: null, diagnostics: [eventMessages.ownerNotAdmin] },
    ]);
    expect(await liveRecords(copies.id)).toEqual([]);
  });

  it('sends its notification to the user who set it off, after the run, with the template filled', async () => {
    const books = await t.collection({ formFields: [textField('title', 'عنوان')] });
    await t.systemEvent({
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      notification: { channels: ['email'], userIds: [], toActor: true, template: '{summary}' },
    });
    const employee = await t.employee();
    await t.database.db.update(users).set({ email: 'kaveh@example.ac.ir' }).where(eq(users.id, employee.id));
    const res = await t
      .as(employee)
      .post(`/api/v1/datacollection/${books.id}/record`, { data: { title: 'الف' } });
    // The event's run, then the notification's job.
    await t.jobs.runDue();
    await t.jobs.runDue();
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.userId, employee.id));
    expect(mails.map((m) => m.body)).toEqual([eventMessages.recordCreate(res.json().data.id)]);
  });
});
