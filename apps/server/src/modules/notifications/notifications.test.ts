import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { ServiceNotification } from '@darvazeh/shared';
import { changeLogs, jobs, outbox } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { startSmsStandIn, type SmsStandIn } from '../../test/sms-stand-in.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import {
  enqueueNodeNotification,
  enqueueStatusNotifications,
  NOTIFY_SEND,
  type StatusNotificationInput,
} from './notifications.service.js';

let sms: SmsStandIn;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  sms = await startSmsStandIn();
});
afterAll(async () => {
  await sms.close();
  await sink.close();
});
// Registered after the servers' hooks: built once they listen. 127.0.0.1 is allowed as the Admin's SMS host.
const t = testApp({
  admin: true,
  env: () => ({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Darvazeh <no-reply@uni.example>',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  }),
});

const templates: ServiceNotification[] = [
  {
    on: { kind: 'status', status: 'ثبت شده' },
    channel: 'email',
    template:
      '{applicantName} عزیز، درخواست {serviceName} با کد {trackingCode} ثبت شد؛ پاسخ تا {expectedOn}.',
  },
  {
    on: { kind: 'status', status: 'ثبت شده' },
    channel: 'sms',
    template: 'کد رهگیری {trackingCode}: {status}',
  },
  { on: { kind: 'status', status: 'ثبت شده' }, channel: 'inbox', template: 'ثبت شد' },
  { on: { kind: 'end', result: 'completed' }, channel: 'sms', template: 'انجام شد' },
];

let nextRequest = 1000;
const input = (
  applicantId: number,
  overrides: Partial<StatusNotificationInput> = {},
): StatusNotificationInput => ({
  requestId: (nextRequest += 1),
  trackingCode: '1234567897',
  serviceFname: 'گواهی اشتغال به تحصیل',
  applicantId,
  applicantName: 'مریم احمدی',
  expectedOn: '2026-11-22T09:00:00Z',
  status: 'ثبت شده',
  templates,
  revision: 1,
  ...overrides,
});
const notifyJobs = async (requestId: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `notify:${requestId}:%`));
const outboxTo = async (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
class Rollback extends Error {}

const saveSms = async (data: Record<string, unknown>, id?: number) => {
  const body = { name: 'smsProvider', data: JSON.stringify(data) };
  return id === undefined
    ? t.as(t.admin).post('/api/v1/generalsetting', body)
    : t.as(t.admin).put(`/api/v1/generalsetting/${id}`, body);
};

describe('status notifications in the caller’s transaction', () => {
  beforeEach(() => {
    sms.seen.length = 0;
    sink.messages.length = 0;
  });

  it('leaves no job when the action rolls back', async () => {
    const applicant = await t.user({ email: 'rolled@example.ac.ir', mobile: '09120000001' });
    const request = input(applicant.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await enqueueStatusNotifications(tx, request)).toBe(3);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await notifyJobs(request.requestId)).toEqual([]);
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('on commit, sends each matching template once: the mail lands in the outbox and goes out, the SMS is logged', async () => {
    const applicant = await t.user({ email: 'applicant@example.ac.ir', mobile: '09120000002' });
    const request = input(applicant.id);
    await t.database.db.transaction(async (tx) => {
      expect(await enqueueStatusNotifications(tx, request)).toBe(3);
      // The same action again (same revision) writes nothing twice.
      expect(await enqueueStatusNotifications(tx, request)).toBe(0);
    });
    const queued = await notifyJobs(request.requestId);
    expect(queued.map((job) => job.key).sort()).toEqual(
      [0, 1, 2].map((index) => `notify:${request.requestId}:1:${index}`),
    );
    expect(queued.every((job) => job.kind === NOTIFY_SEND)).toBe(true);

    // notify.send ×3, and the mail.deliver job the e-mail's one writes as it ends (in this run or the next).
    const first = await t.jobs.runDue();
    const second = await t.jobs.runDue();
    expect(first.done + second.done).toBe(4);
    expect(first.failed + second.failed + first.retried + second.retried).toBe(0);
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });

    const [mail, ...moreMail] = await outboxTo('applicant@example.ac.ir');
    expect(moreMail).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'اطلاع‌رسانی درخواست 1234567897',
      body: 'مریم احمدی عزیز، درخواست گواهی اشتغال به تحصیل با کد 1234567897 ثبت شد؛ پاسخ تا ۱۴۰۵/۰۹/۰۱.',
      userId: applicant.id,
    });
    expect(mail?.sentAt).toBeInstanceOf(Date);
    expect(sink.messages).toHaveLength(1);

    // No SMS web service is configured: recorded for Admins, not sent.
    const [text] = await outboxTo('09120000002');
    expect(text).toMatchObject({ subject: 'پیامک', body: 'کد رهگیری 1234567897: ثبت شده', sentAt: null });
    expect(text?.error).toMatch(/ارسال نشد/);
    expect(sms.seen).toEqual([]);
  });

  it('sends only the end’s templates when the request ends', async () => {
    const applicant = await t.user({ mobile: '09120000003' });
    const request = input(applicant.id, { end: 'completed', revision: 4 });
    await t.database.db.transaction((tx) => enqueueStatusNotifications(tx, request));
    expect((await notifyJobs(request.requestId)).map((job) => job.key)).toEqual([
      `notify:${request.requestId}:4:3`,
    ]);
    await t.jobs.runDue();
    expect((await outboxTo('09120000003')).map((row) => row.body)).toEqual(['انجام شد']);
  });

  it('skips a channel the user cannot be reached on, and ignores templates that do not parse', async () => {
    const applicant = await t.user({ email: null, mobile: null });
    const request = input(applicant.id, {
      templates: [{ on: { kind: 'status', status: 'ثبت شده' }, channel: 'fax', template: 'x' }, ...templates],
    });
    await t.database.db.transaction((tx) => enqueueStatusNotifications(tx, request));
    // The broken entry keeps its place: the others' keys are their own indexes.
    expect((await notifyJobs(request.requestId)).map((job) => job.key).sort()).toEqual(
      [1, 2, 3].map((index) => `notify:${request.requestId}:1:${index}`),
    );
    expect(await t.jobs.runDue()).toEqual({ done: 3, retried: 0, failed: 0 });
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
  });
});

describe('notification steps of a process', () => {
  it('enqueues one job per channel and recipient, rolled back with the action', async () => {
    const [a, b] = [await t.user({ mobile: '09120000004' }), await t.user({ mobile: '09120000005' })];
    const node = {
      requestId: (nextRequest += 1),
      nodeKey: 'tellAssignees',
      revision: 2,
      channels: ['sms', 'inbox'] as const,
      template: 'درخواست {trackingCode} منتظر شماست.',
      recipients: [a.id, b.id, a.id],
      values: { trackingCode: '1234567897' },
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueNodeNotification(tx, { ...node, channels: [...node.channels] });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await notifyJobs(node.requestId)).toEqual([]);

    const written = await t.database.db.transaction((tx) =>
      enqueueNodeNotification(tx, { ...node, channels: [...node.channels] }),
    );
    expect(written).toBe(4);
    expect((await notifyJobs(node.requestId)).map((job) => job.key).sort()).toEqual(
      [`inbox:${a.id}`, `inbox:${b.id}`, `sms:${a.id}`, `sms:${b.id}`]
        .map((tail) => `notify:${node.requestId}:2:tellAssignees:${tail}`)
        .sort(),
    );
    expect(await t.jobs.runDue()).toEqual({ done: 4, retried: 0, failed: 0 });
    expect((await outboxTo('09120000005')).map((row) => row.body)).toEqual([
      'درخواست 1234567897 منتظر شماست.',
    ]);
  });
});

describe('the SMS web service', () => {
  let settingId: number;

  it('refuses a bad address in Persian', async () => {
    const response = await saveSms({
      kind: 'http',
      url: 'ftp://sms.example/send',
      apiKey: 'k',
      sender: '3000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'نشانی وب‌سرویس پیامک باید با http:// یا https:// آغاز شود.',
    );
    const noKey = await saveSms({ kind: 'http', url: sms.url, apiKey: '', sender: '3000' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ message: string }>().message).toBe('کلید وب‌سرویس پیامک را وارد کنید.');
  });

  it('stores the key but never answers it', async () => {
    const created = await saveSms({ kind: 'http', url: sms.url, apiKey: 'secret-key-1', sender: '30001234' });
    expect(created.statusCode).toBe(200);
    expect(created.body).not.toContain('secret-key-1');
    settingId = created.json<{ data: { id: number } }>().data.id;
    const answers = [
      await t.as(t.admin).get(`/api/v1/generalsetting/${settingId}`),
      await t.as(t.admin).post('/api/v1/generalsetting/all', {}),
      await t.as(t.admin).post('/api/v1/generalsetting/filter', { filters: [], page: 1, count: 10 }),
      await t.anon.get('/api/v1/generalsetting/all'),
      await t.anon.get('/api/v1/setting'),
      await t.anon.get('/'),
    ];
    for (const answer of answers) expect(answer.body).not.toContain('secret-key-1');
    const one = answers[0]!.json<{ data: { data: string } }>().data;
    expect(JSON.parse(one.data)).toEqual({
      kind: 'http',
      url: sms.url,
      apiKey: '',
      sender: '30001234',
      apiKeySet: true,
    });
    // Private: visitors do not even learn that it is set.
    expect(answers[3]!.body).not.toContain('smsProvider');

    // Saved again with the key left empty (as the form sends it): the stored key is kept.
    const kept = await saveSms({ kind: 'http', url: sms.url, apiKey: '', sender: '30009999' }, settingId);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain('secret-key-1');
    // Nor does the change log keep it (backups hold the log, and Admins read it).
    const logged = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'generalsetting'), eq(changeLogs.recordId, settingId)));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logged)).not.toContain('secret-key-1');
    expect(JSON.stringify(logged)).toContain('apiKeySet');
  });

  it('posts each SMS once to the configured service with the key, and records it sent', async () => {
    sms.seen.length = 0;
    const applicant = await t.user({ mobile: '09120000006' });
    const request = input(applicant.id, { templates: [templates[1]] });
    await t.database.db.transaction((tx) => enqueueStatusNotifications(tx, request));
    expect(await t.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(sms.seen).toHaveLength(1);
    expect(sms.seen[0]!.headers['x-api-key']).toBe('secret-key-1');
    expect(sms.seen[0]!.headers['idempotency-key']).toBe(`notify:${request.requestId}:1:0`);
    expect(sms.seen[0]!.body).toEqual({
      lineNumber: '30009999',
      messageText: 'کد رهگیری 1234567897: ثبت شده',
      mobiles: ['09120000006'],
    });
    const [row] = await outboxTo('09120000006');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('retries when the service refuses, and records nothing until it is sent', async () => {
    sms.seen.length = 0;
    sms.status = 503;
    const applicant = await t.user({ mobile: '09120000007' });
    await t.database.db.transaction((tx) =>
      enqueueStatusNotifications(tx, input(applicant.id, { templates: [templates[1]] })),
    );
    expect(await t.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await outboxTo('09120000007')).toEqual([]);
    sms.status = 200;
    expect(await t.jobs.runDue({ at: new Date(Date.now() + 60 * 60 * 1000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(sms.seen).toHaveLength(2);
    expect(await outboxTo('09120000007')).toHaveLength(1);
  });
});
