import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, outbox } from '../../db/schema/index.js';
import { DEFAULT_MAX_ATTEMPTS, RETRY_CAP_MS } from '../../plugins/jobs/job-queue.js';
import { testApp } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { settleResetMail } from '../identity/password-reset.service.js';
import { MAIL_DELIVER, queueMail } from './mail.service.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
// Registered after the sink's hooks: built once the sink listens, closed before it stops.
const t = testApp({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'Darvazeh <no-reply@uni.example>' }) });
const mailConfig = () => ({ smtpUrl: sink.url, mailFrom: 'Darvazeh <no-reply@uni.example>' });

const outboxRow = async (id: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const jobOf = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${id}`))
  )[0];
const messageIdIn = (raw: string | undefined) => /^Message-ID: (.*)$/im.exec(raw ?? '')?.[1];
/** A time after every retry so far is due: the runner is asked to run at it rather than waited for. */
let later = Date.now();
const afterEveryRetry = () => new Date((later += RETRY_CAP_MS * 2));

describe('mail through SMTP, from the job queue', () => {
  it('queues the reset code with the outbox row, then delivers it by SMTP and marks the row sent', async () => {
    const user = await t.user({ email: 'smtp-user@example.ac.ir' });
    await t.anon.post('/api/v1/account/forget-password', { username: user.username });
    // The mail is queued after the answer (the answer must not tell which accounts exist).
    await settleResetMail();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'smtp-user@example.ac.ir'));
    if (!row) throw new Error('no outbox row');
    expect(row.sentAt).toBeNull();
    expect(await jobOf(row.id)).toMatchObject({ kind: MAIL_DELIVER, payload: { outboxId: row.id } });
    expect(sink.messages).toHaveLength(0);

    expect(await t.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const sent = await outboxRow(row.id);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.error).toBeNull();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatch(/To: smtp-user@example\.ac\.ir/);
    expect(sink.messages[0]).toMatch(/From: Darvazeh <no-reply@uni\.example>/);
    expect(messageIdIn(sink.messages[0])).toMatch(new RegExp(`^<outbox-${row.id}\\.\\d+@uni\\.example>$`));
  });

  it('retries a delivery the server refused twice and ends sent exactly once, under one Message-ID', async () => {
    sink.messages.length = 0;
    sink.refuseNext(2);
    const { id } = await queueMail(t.database.db, mailConfig(), {
      to: 'flaky@example.ac.ir',
      subject: 'آزمون',
      body: 'سه بار',
      userId: null,
    });
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    const refusedOnce = await outboxRow(id);
    expect(refusedOnce?.sentAt).toBeNull();
    expect(refusedOnce?.error).toMatch(/451/);
    expect(await t.jobs.runDue({ at: afterEveryRetry() })).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await t.jobs.runDue({ at: afterEveryRetry() })).toEqual({ done: 1, retried: 0, failed: 0 });
    // Nothing left to do, however late.
    expect(await t.jobs.runDue({ at: afterEveryRetry() })).toEqual({ done: 0, retried: 0, failed: 0 });

    expect(sink.refused).toHaveLength(2);
    expect(sink.messages).toHaveLength(1);
    const ids = [...sink.refused, ...sink.messages].map(messageIdIn);
    expect(new Set(ids).size).toBe(1);
    const row = await outboxRow(id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    expect(await jobOf(id)).toMatchObject({ attempts: 3, failedAt: null });
    expect((await jobOf(id))?.doneAt).toBeInstanceOf(Date);
  });

  it('gives a mail up after its last attempt, keeping the server’s reason on the outbox row', async () => {
    sink.messages.length = 0;
    sink.refuseNext(DEFAULT_MAX_ATTEMPTS);
    const { id } = await queueMail(t.database.db, mailConfig(), {
      to: 'never@example.ac.ir',
      subject: 'آزمون',
      body: 'هرگز',
      userId: null,
    });
    const summaries = [];
    for (let attempt = 1; attempt <= DEFAULT_MAX_ATTEMPTS; attempt += 1)
      summaries.push(await t.jobs.runDue({ at: afterEveryRetry() }));
    expect(summaries.at(-1)).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(sink.messages).toHaveLength(0);
    const row = await outboxRow(id);
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/451/);
    expect((await jobOf(id))?.failedAt).toBeInstanceOf(Date);
  });

  it('writes neither the message nor its job when the caller’s transaction rolls back', async () => {
    const { db } = t.database;
    const mailJobs = async () => (await db.select().from(jobs).where(eq(jobs.kind, MAIL_DELIVER))).length;
    const before = await mailJobs();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, mailConfig(), {
          to: 'rolled-back@example.ac.ir',
          subject: 's',
          body: 'b',
          userId: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(outbox).where(eq(outbox.to, 'rolled-back@example.ac.ir'))).toEqual([]);
    expect(await mailJobs()).toBe(before);
  });

  it('keeps the message in the outbox and queues nothing without SMTP', async () => {
    const { id, queued } = await queueMail(
      t.database.db,
      { smtpUrl: undefined, mailFrom: 'x@uni.example' },
      { to: 'kept@example.ac.ir', subject: 's', body: 'b', userId: null },
    );
    expect(queued).toBe(false);
    expect(await outboxRow(id)).toMatchObject({ to: 'kept@example.ac.ir', sentAt: null, error: null });
    expect(await jobOf(id)).toBeUndefined();
  });
});
