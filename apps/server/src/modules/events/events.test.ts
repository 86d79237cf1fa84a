// Events on records (issue 25 item 1): defined by Admins, run from the job queue after the write commits,
// once per occurrence, with the rights the event was given.
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@darvazeh/shared';
import { jobs } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { commonMessages, eventMessages } from '../../messages/index.js';
import { MAX_EVENT_CHAIN } from './event-chain.js';
import { liveRecords, runsOf as eventRuns } from './events.fixture.js';

const t = testApp({ admin: true });

/** Books (title, pages), copies (title), and F: writes a copy of the new book's title. */
async function copier() {
  const books = await t.collection({ formFields: [textField('title', 'عنوان'), textField('pages', 'صفحه')] });
  const copies = await t.collection({ formFields: [textField('title', 'عنوان')] });
  const fn = await t.function({
    expressions: [{ id: 'save', type: 'create', collectionId: copies.id, values: { title: 'new.title' } }],
  });
  return { books, copies, fn };
}

const onCreate = (collectionId: number, condition = '') => ({
  kind: 'record' as const,
  collectionId,
  on: 'create' as const,
  condition,
});

const addRecord = (client: Client, collectionId: number, data: Record<string, unknown>) =>
  client.post(`/api/v1/datacollection/${collectionId}/record`, { data });

const recordsOf = (collectionId: number) => liveRecords(t.database.db, collectionId);
const runsOf = (eventId: number) => eventRuns(t.database.db, eventId);

describe('systemevent', () => {
  it('refuses visitors (401) and Employees (403), a bad body in Persian (400), an unknown id (404)', async () => {
    const { books, fn } = await copier();
    const body = { fname: 'کپی کتاب', trigger: onCreate(books.id), functionId: fn.id };
    expect((await t.anon.post('/api/v1/systemevent', body)).statusCode).toBe(401);
    expect((await t.as(await t.employee()).post('/api/v1/systemevent', body)).statusCode).toBe(403);
    const admin = t.as(t.admin);
    const noAction = await admin.post('/api/v1/systemevent', { ...body, functionId: null });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().message).toBe(EVENT_MESSAGES.actionRequired);
    const badCondition = await admin.post('/api/v1/systemevent', {
      ...body,
      trigger: onCreate(books.id, 'x >'),
    });
    expect(badCondition.statusCode).toBe(400);
    expect(badCondition.json().message).toMatch(/^شرط رویداد درست نیست/);
    const noCollection = await admin.post('/api/v1/systemevent', { ...body, trigger: onCreate(999_999) });
    expect(noCollection.json()).toMatchObject({ success: false, message: eventMessages.collectionMissing });
    const noFunction = await admin.post('/api/v1/systemevent', { ...body, functionId: 999_999 });
    expect(noFunction.json().message).toBe(eventMessages.functionMissing);
    expect((await admin.get('/api/v1/systemevent/999999')).statusCode).toBe(404);
    expect((await admin.post('/api/v1/systemevent/999999/enable')).statusCode).toBe(404);
    expect((await admin.post('/api/v1/systemevent/999999/test-fire', {})).statusCode).toBe(404);

    const created = await admin.post('/api/v1/systemevent', body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      fname: 'کپی کتاب',
      state: 'enabled',
      consecutiveFailures: 0,
    });
    const again = await admin.post('/api/v1/systemevent', body);
    expect(again.json().message).toBe(eventMessages.duplicateName);
  });
});

describe('an event on a record created', () => {
  it('runs F once, after the Employee’s write committed, with the Admin’s rights; F’s write appears', async () => {
    const { books, copies, fn } = await copier();
    const event = await t.systemEvent({ by: t.admin, trigger: onCreate(books.id), functionId: fn.id });
    const employee = await t.employee();
    const res = await addRecord(t.as(employee), books.id, { title: 'شاهنامه', pages: '900' });
    expect(res.statusCode).toBe(200);
    // Never inside the write: nothing ran yet, one job waits.
    expect(await recordsOf(copies.id)).toEqual([]);
    expect(await t.jobs.runDue()).toMatchObject({ done: 1, failed: 0 });
    expect((await recordsOf(copies.id)).map((r) => r.data)).toEqual([{ title: 'شاهنامه' }]);
    const [run] = await runsOf(event.id);
    expect(run).toMatchObject({ outcome: 'success', attempt: 1, isTest: false, userId: t.admin.id });
    expect(run!.summary).toContain(eventMessages.recordCreate(res.json().data.id));
    expect(run!.input).toMatchObject({ variables: { new: { title: 'شاهنامه', pages: '900' }, old: null } });
    // Exactly once: running the queue again runs nothing.
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runsOf(event.id)).toHaveLength(1);
  });

  it('gives exactly 20 runs for 20 parallel writes', async () => {
    const { books, copies, fn } = await copier();
    const event = await t.systemEvent({ trigger: onCreate(books.id), functionId: fn.id });
    const employee = t.as(await t.employee());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addRecord(employee, books.id, { title: `کتاب ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await t.jobs.runDue();
    const runs = await runsOf(event.id);
    expect(runs.filter((r) => r.outcome === 'success')).toHaveLength(20);
    expect(new Set(runs.map((r) => r.occurrence)).size).toBe(20);
    expect(await recordsOf(copies.id)).toHaveLength(20);
  });

  it('fires on an update only when its condition over old and new holds', async () => {
    const { books, copies, fn } = await copier();
    const event = await t.systemEvent({
      trigger: { kind: 'record', collectionId: books.id, on: 'update', condition: 'new.title != old.title' },
      functionId: fn.id,
    });
    const admin = t.as(t.admin);
    const id = (await addRecord(admin, books.id, { title: 'الف', pages: '1' })).json().data.id;
    const url = `/api/v1/datacollection/${books.id}/record/${id}`;
    expect((await admin.put(url, { data: { title: 'الف', pages: '2' } })).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await runsOf(event.id)).toHaveLength(0);
    expect((await admin.put(url, { data: { title: 'ب', pages: '2' } })).statusCode).toBe(200);
    await t.jobs.runDue();
    expect(await runsOf(event.id)).toMatchObject([{ outcome: 'success' }]);
    expect((await recordsOf(copies.id)).map((r) => r.data)).toEqual([{ title: 'ب' }]);
  });

  it('does not fire while disabled, and fires again once enabled', async () => {
    const { books, fn } = await copier();
    const event = await t.systemEvent({ trigger: onCreate(books.id), functionId: fn.id });
    const admin = t.as(t.admin);
    const off = await admin.post(`/api/v1/systemevent/${event.id}/disable`);
    expect(off.json()).toMatchObject({ message: commonMessages.saved, data: { state: 'disabled' } });
    await addRecord(admin, books.id, { title: 'خاموش' });
    await t.jobs.runDue();
    expect(await runsOf(event.id)).toHaveLength(0);
    await admin.post(`/api/v1/systemevent/${event.id}/enable`);
    await addRecord(admin, books.id, { title: 'روشن' });
    await t.jobs.runDue();
    expect(await runsOf(event.id)).toMatchObject([{ outcome: 'success' }]);
  });

  it('stops a chain of events that feed each other, logging the occurrence it did not run', async () => {
    const { books } = await copier();
    const again = await t.function({
      expressions: [{ id: 'again', type: 'create', collectionId: books.id, values: { title: "'دوباره'" } }],
    });
    const event = await t.systemEvent({ trigger: onCreate(books.id), functionId: again.id });
    await addRecord(t.as(t.admin), books.id, { title: 'آغاز' });
    for (let i = 0; i < MAX_EVENT_CHAIN + 2; i += 1) await t.jobs.runDue();
    const runs = await runsOf(event.id);
    expect(runs.filter((r) => r.outcome === 'success')).toHaveLength(MAX_EVENT_CHAIN);
    expect(runs.filter((r) => r.outcome === 'skipped')).toMatchObject([
      { diagnostics: [eventMessages.chainTooDeep(MAX_EVENT_CHAIN)] },
    ]);
    expect(await recordsOf(books.id)).toHaveLength(MAX_EVENT_CHAIN + 1);
    const pending = await t.database.db.select().from(jobs).where(isNull(jobs.doneAt));
    expect(pending.filter((j) => j.kind === 'event.run' && j.failedAt === null)).toEqual([]);
  });
});
