import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isTrackingCode, REQUEST_MESSAGES as m } from '@darvazeh/shared';
import { jobs, requestTasks } from '../../db/schema/index.js';
import { remindOverdue } from './overdue.service.js';
import { testApp } from '../../test/test-app.js';
import { edge, node, straight } from '../../test/process-fixtures.js';
import {
  reviewedService as reviewedServiceOf,
  signatureFor,
  type TestUnit,
} from '../../test/request-fixtures.js';

const t = testApp({ admin: true });
const sign = (userId: number) => signatureFor(t, userId);
const reviewedService = (unit: TestUnit, extra: Record<string, unknown> = {}) =>
  reviewedServiceOf(t, t.admin, unit, extra);

describe('requests from submission to the end', () => {
  let unit: TestUnit;
  let other: TestUnit;
  let provider: Awaited<ReturnType<typeof t.employee>>;
  let stranger: Awaited<ReturnType<typeof t.employee>>;
  let referee: Awaited<ReturnType<typeof t.employee>>;
  beforeAll(async () => {
    unit = await t.unit();
    other = await t.unit();
    provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    stranger = await t.employee({ unitId: other.id, roles: ['Employee'] });
    referee = await t.employee({ unitId: other.id, roles: ['Employee'] });
  });

  const inbox = async (user: Parameters<typeof t.as>[0], box = 'received') =>
    (await t.as(user).get(`/api/v1/userrequest/task?box=${box}`)).json().data;

  it('submits with a tracking code, lands in the right unit only, and ends when approved', async () => {
    const service = await reviewedService(unit, { desk: { durationDays: 5 }, survey: true });
    const applicant = await t.user();
    const pack = (await t.as(applicant).get(`/api/v1/userrequest/service/${service.id}`)).json().data;
    expect(pack).toMatchObject({
      availability: { ok: true, reason: null },
      draft: null,
    });
    expect(pack.steps.map((s: { name: string }) => s.name)).toContain('بررسی کارشناس');

    const refused = await t.as(applicant).post('/api/v1/userrequest', { serviceId: service.id, answers: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('مقدار فیلد الزامی نام را وارد کنید.');

    const res = await t.as(applicant).post('/api/v1/userrequest', {
      serviceId: service.id,
      answers: { name: 'سارا', grade: '18' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().data;
    expect(isTrackingCode(receipt.trackingCode)).toBe(true);
    expect(receipt.status).toBe('در انتظار بررسی');
    expect(receipt.expectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const received = await inbox(provider);
    expect(received.list.map((x: { requestId: number }) => x.requestId)).toContain(receipt.id);
    const task = received.list.find((x: { requestId: number }) => x.requestId === receipt.id);
    expect(task).toMatchObject({
      stepName: 'بررسی کارشناس',
      state: 'open',
      outcomes: [
        { key: 'ok', label: 'تأیید' },
        { key: 'no', label: 'رد' },
      ],
    });
    expect((await t.as(provider).get('/api/v1/userrequest/counter')).json().data.recieved).toBeGreaterThan(0);

    // An Employee of another unit never sees it.
    expect((await inbox(stranger)).list.some((x: { requestId: number }) => x.requestId === receipt.id)).toBe(
      false,
    );
    expect((await t.as(stranger).get(`/api/v1/userrequest/task/${task.id}`)).statusCode).toBe(404);
    expect((await t.as(stranger).get(`/api/v1/userrequest/${receipt.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(stranger).post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision }))
        .statusCode,
    ).toBe(404);

    const claimed = await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ state: 'claimed', claimedById: provider.id });

    const stale = await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${task.id}/complete`, { revision: task.revision, outcome: 'ok' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.changedMeanwhile);

    const revision = claimed.json().data.revision;
    const noOutcome = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/complete`, { revision });
    expect(noOutcome.json().message).toBe(m.outcomeRequired);
    const done = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/complete`, {
      revision,
      outcome: 'ok',
      note: 'مدارک کامل است',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'completed', status: 'تأیید شد' });

    const mine = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(mine).toMatchObject({ state: 'completed', surveyDue: true, canCancel: false });
    expect(mine.events.every((e: { visibleToApplicant: boolean }) => e.visibleToApplicant)).toBe(true);
    expect(mine.events.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'status',
      'status',
      'ended',
    ]);
    const staffView = (await t.as(provider).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(staffView.events.map((e: { kind: string }) => e.kind)).toContain('completed');
    expect(
      (await inbox(provider, 'sent')).list.some((x: { requestId: number }) => x.requestId === receipt.id),
    ).toBe(true);

    expect(
      (await t.as(applicant).post(`/api/v1/userrequest/${receipt.id}/survey`, { score: 6 })).statusCode,
    ).toBe(400);
    expect(
      (await t.as(applicant).post(`/api/v1/userrequest/${receipt.id}/survey`, { score: 5, comment: 'عالی' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(applicant).post(`/api/v1/userrequest/${receipt.id}/survey`, { score: 4 })).json().message,
    ).toBe(m.surveyDone);
    const results = (await t.as(t.admin).get(`/api/v1/userrequest/survey/${service.id}`)).json().data;
    expect(results).toMatchObject({ count: 1, average: 5, scores: [0, 0, 0, 0, 1] });
  });

  it('is referred (signed), returned to the applicant, fixed, and back with the unit that asked', async () => {
    const service = await reviewedService(unit);
    const applicant = await t.user();
    const receipt = (
      await t
        .as(applicant)
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'علی', grade: '12' } })
    ).json().data;
    let task = (await inbox(provider)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    const body = {
      revision: task.revision,
      unitId: other.id,
      unitRoleId: other.unitRoles[0]!.id,
      note: 'لطفاً بررسی کنید',
      sign: true,
    };
    const unsigned = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/refer`, body);
    expect(unsigned.json().message).toBe(m.noSignature);
    await sign(provider.id);
    const referred = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/refer`, body);
    expect(referred.statusCode, referred.body).toBe(200);
    expect((await inbox(provider)).list.some((x: { requestId: number }) => x.requestId === receipt.id)).toBe(
      false,
    );

    task = (await inbox(referee)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    expect(task).toMatchObject({ note: 'لطفاً بررسی کنید' });
    const returned = await t.as(referee).post(`/api/v1/userrequest/task/${task.id}/return`, {
      revision: task.revision,
      to: 'applicant',
      note: 'معدل را درست وارد کنید',
    });
    expect(returned.statusCode, returned.body).toBe(200);

    const detail = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    const fix = detail.tasks.find(
      (x: { kind: string; state: string }) => x.kind === 'applicant' && x.state === 'open',
    );
    expect(fix).toMatchObject({ note: 'معدل را درست وارد کنید' });
    // The request says it waits for the applicant, on its page and in the applicant's list.
    const mine = async () =>
      (await t.as(applicant).get('/api/v1/userrequest?box=mine'))
        .json()
        .data.list.find((x: { id: number }) => x.id === receipt.id);
    expect(detail.awaitingApplicant).toBe(true);
    expect(await mine()).toMatchObject({ awaitingApplicant: true });
    expect(
      (
        await t
          .as(referee)
          .post(`/api/v1/userrequest/task/${fix.id}/complete`, { revision: detail.revision, answers: {} })
      ).statusCode,
    ).toBe(404);
    const fixed = await t.as(applicant).post(`/api/v1/userrequest/task/${fix.id}/complete`, {
      revision: detail.revision,
      answers: { name: 'علی', grade: '19' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await mine()).toMatchObject({ awaitingApplicant: false });
    const events = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data.events;
    const resubmitted = events.find((e: { kind: string }) => e.kind === 'resubmitted');
    expect(resubmitted.changes).toEqual([{ field: 'معدل', before: '۱۲', after: '۱۹' }]);

    task = (await inbox(referee)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    expect(task).toBeDefined();
    const approved = await t
      .as(referee)
      .post(`/api/v1/userrequest/task/${task.id}/complete`, { revision: task.revision, outcome: 'ok' });
    expect(approved.json().data).toMatchObject({ state: 'completed' });
  });

  it('gives exactly one of 20 parallel completions of one task', async () => {
    const service = await reviewedService(unit);
    const applicant = await t.user();
    const receipt = (
      await t
        .as(applicant)
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'هم‌زمان' } })
    ).json().data;
    const task = (await inbox(provider)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t
          .as(provider)
          .post(`/api/v1/userrequest/task/${task.id}/complete`, { revision: task.revision, outcome: 'no' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    const detail = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(detail).toMatchObject({ state: 'rejected', revision: task.revision + 1 });
  });

  it('gives exactly 5 of 20 parallel submissions against openForAll = 5', async () => {
    const service = await reviewedService(unit, {
      prerequisites: { count: { openForAll: 5 } },
    });
    const applicants = await Promise.all(Array.from({ length: 20 }, () => t.user()));
    const answers = await Promise.all(
      applicants.map((a) =>
        t.as(a).post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'سهمیه' } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refusals = answers.filter((a) => a.statusCode !== 200);
    expect(refusals.every((a) => a.statusCode === 400 && a.json().message === m.openForAll(5))).toBe(true);
    const late = await t.user();
    expect(
      (await t.as(late).get(`/api/v1/userrequest/service/${service.id}`)).json().data.availability,
    ).toEqual({
      ok: false,
      reason: m.openForAll(5),
    });
  });

  it('asks for the signature where the service requires it', async () => {
    const service = await reviewedService(unit, { signatureRequired: true });
    const applicant = await t.user();
    const body = { serviceId: service.id, answers: { name: 'امضا' } };
    expect((await t.as(applicant).post('/api/v1/userrequest', body)).json().message).toBe(m.noSignature);
    await sign(applicant.id);
    expect((await t.as(applicant).post('/api/v1/userrequest', body)).json().message).toBe(m.signRequired);
    expect((await t.as(applicant).post('/api/v1/userrequest', { ...body, sign: true })).statusCode).toBe(200);
  });

  it('saves a draft without required checks, offers it in the pack, and drops it on submission', async () => {
    const off = await reviewedService(unit);
    const applicant = await t.user();
    expect(
      (await t.as(applicant).post('/api/v1/tempanswer', { serviceId: off.id, answers: {} })).json().message,
    ).toBe(m.draftOff);
    const service = await reviewedService(unit, { tempSave: true });
    const saved = await t
      .as(applicant)
      .post('/api/v1/tempanswer', { serviceId: service.id, answers: { grade: '15' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const pack = (await t.as(applicant).get(`/api/v1/userrequest/service/${service.id}`)).json().data;
    expect(pack.draft.answers).toEqual({ grade: '15' });
    const someoneElse = await t.user();
    expect((await t.as(someoneElse).delete(`/api/v1/tempanswer/${saved.json().data.id}`)).statusCode).toBe(
      404,
    );
    await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'پیش‌نویس', grade: '15' } });
    expect((await t.as(applicant).get('/api/v1/tempanswer')).json().data).toEqual([]);
  });

  it('lets the applicant cancel a running request, once', async () => {
    const service = await reviewedService(unit);
    const applicant = await t.user();
    const receipt = (
      await t.as(applicant).post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'لغو' } })
    ).json().data;
    const detail = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(
      (
        await t
          .as(await t.user())
          .post(`/api/v1/userrequest/${receipt.id}/cancel`, { revision: detail.revision })
      ).statusCode,
    ).toBe(404);
    const cancelled = await t
      .as(applicant)
      .post(`/api/v1/userrequest/${receipt.id}/cancel`, { revision: detail.revision });
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled' });
    expect((await inbox(provider)).list.some((x: { requestId: number }) => x.requestId === receipt.id)).toBe(
      false,
    );
    expect(
      (
        await t
          .as(applicant)
          .post(`/api/v1/userrequest/${receipt.id}/cancel`, { revision: detail.revision + 1 })
      ).json().message,
    ).toBe(m.cancelNotAllowed);
  });

  it('runs a decision over the answers and leaves no trace of an action whose condition fails', async () => {
    const service = await t.service({
      elements: [{ id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' }],
      process: {
        nodes: [
          node('start', 'start'),
          node('applicantForm', 'form'),
          node('decision', 'which', { name: 'بررسی معدل' }),
          node('end', 'high'),
          node('end', 'low', { result: 'rejected' }),
        ],
        edges: [
          ...straight('start', 'form', 'which'),
          edge('which', 'high', { condition: 'عدد(grade) >= 17' }),
          edge('which', 'low', { isDefault: true }),
        ],
      },
    });
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const applicant = await t.user();
    const high = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { grade: '18' } });
    expect(high.statusCode, high.body).toBe(200);
    const low = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { grade: '12' } });
    const states = await Promise.all(
      [high, low].map(
        async (r) => (await t.as(applicant).get(`/api/v1/userrequest/${r.json().data.id}`)).json().data.state,
      ),
    );
    expect(states).toEqual(['completed', 'rejected']);
    const before = (await t.as(applicant).get('/api/v1/userrequest')).json().data.total;
    const bad = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { grade: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('بررسی معدل');
    expect((await t.as(applicant).get('/api/v1/userrequest')).json().data.total).toBe(before);
  });

  it("runs a function node from a job with the applicant's answers, once, and decides on its variable", async () => {
    const fn = await t.function({
      expressions: [{ id: 'v', type: 'var', name: 'adult', value: 'toNumber(age) >= 18' }],
    });
    const service = await t.service({
      elements: [{ id: 'age', fname: 'سن', ename: 'age', type: 'text' }],
      process: {
        nodes: [
          node('start', 'start'),
          node('applicantForm', 'form'),
          node('function', 'compute', { functionId: fn.id }),
          node('decision', 'which'),
          node('end', 'yes'),
          node('end', 'no', { result: 'rejected' }),
        ],
        edges: [
          edge('start', 'form'),
          edge('form', 'compute'),
          edge('compute', 'which'),
          edge('which', 'yes', { condition: 'adult' }),
          edge('which', 'no', { isDefault: true }),
        ],
      },
    });
    expect((await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const applicant = await t.user();
    const ids: number[] = [];
    for (const age of ['20', '12']) {
      const res = await t
        .as(applicant)
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { age } });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id as number);
    }
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'request.function'));
    expect(queued.filter((j) => ids.includes((j.payload as { requestId: number }).requestId))).toHaveLength(
      2,
    );
    const stateOf = async (id: number) =>
      (await t.as(applicant).get(`/api/v1/userrequest/${id}`)).json().data;
    expect((await stateOf(ids[0]!)).state).toBe('running');
    await t.jobs.runDue();
    expect((await stateOf(ids[0]!)).state).toBe('completed');
    expect((await stateOf(ids[1]!)).state).toBe('rejected');
    // A second run of the same job (a crash before it was marked done) finds the token gone and does nothing.
    const before = (await stateOf(ids[0]!)).revision;
    for (const job of queued)
      await t.database.db
        .update(jobs)
        .set({ doneAt: null, runAt: new Date(0) })
        .where(eq(jobs.id, job.id));
    await t.jobs.runDue();
    expect((await stateOf(ids[0]!)).revision).toBe(before);
  });

  it('tells the applicant at registration and at each status the service marks, with the rendered template', async () => {
    const service = await reviewedService(unit, {
      notifications: [
        {
          on: { kind: 'status', status: 'registered' },
          channel: 'email',
          template: 'درخواست {trackingCode} ثبت شد.',
        },
        {
          on: { kind: 'status', status: 'تأیید شد' },
          channel: 'sms',
          template: 'درخواست {trackingCode} تأیید شد.',
        },
        { on: { kind: 'end', result: 'rejected' }, channel: 'email', template: 'رد شد.' },
      ],
    });
    const applicant = await t.user();
    const receipt = (
      await t.as(applicant).post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'خبر' } })
    ).json().data;
    const sent = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'notify.send')))
        .map((j) => j.payload as { requestId: number; channel: string; text: string })
        .filter((p) => p.requestId === receipt.id);
    expect(await sent()).toEqual([
      expect.objectContaining({ channel: 'email', text: `درخواست ${receipt.trackingCode} ثبت شد.` }),
    ]);
    const task = (await inbox(provider)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${task.id}/complete`, { revision: task.revision, outcome: 'ok' });
    expect((await sent()).map((p) => p.channel)).toEqual(['email', 'sms']);
  });

  it('marks a task past its due day and reminds its holder once, by the hourly job', async () => {
    const service = await reviewedService(unit);
    const applicant = await t.user();
    const receipt = (
      await t
        .as(applicant)
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'دیرکرد' } })
    ).json().data;
    const task = (await inbox(provider)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    expect(task.overdue).toBe(false);
    await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision });
    await t.database.db.update(requestTasks).set({ dueOn: '2020-01-01' }).where(eq(requestTasks.id, task.id));
    const overdue = (await inbox(provider, 'overdue')).list.map((x: { id: number; overdue: boolean }) => [
      x.id,
      x.overdue,
    ]);
    expect(overdue).toContainEqual([task.id, true]);

    const reminders = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'notify.send'))).filter((j) =>
        j.key.includes(`overdue-${task.id}`),
      );
    expect(await remindOverdue(t.database.db)).toBeGreaterThan(0);
    expect((await reminders()).map((j) => (j.payload as { userId: number }).userId)).toEqual([provider.id]);
    await remindOverdue(t.database.db);
    expect(await reminders()).toHaveLength(1);
    const staffView = (await t.as(provider).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(staffView.events.map((e: { kind: string }) => e.kind)).toContain('overdue');
    const applicantView = (await t.as(applicant).get(`/api/v1/userrequest/${receipt.id}`)).json().data;
    expect(applicantView.events.map((e: { kind: string }) => e.kind)).not.toContain('overdue');
  });

  it('lets a substitute take the tasks of whom they stand in for, and the history says on whose behalf', async () => {
    const service = await reviewedService(unit);
    const substitute = await t.employee({ unitId: other.id, roles: ['Employee'] });
    const applicant = await t.user();
    const receipt = (
      await t
        .as(applicant)
        .post('/api/v1/userrequest', { serviceId: service.id, answers: { name: 'جانشین' } })
    ).json().data;
    const seen = async () =>
      (await inbox(substitute)).list.find((x: { requestId: number }) => x.requestId === receipt.id);
    expect(await seen()).toBeUndefined();
    const named = await t.as(provider).post('/api/v1/substitution', {
      substituteId: substitute.id,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(named.statusCode, named.body).toBe(200);
    const task = await seen();
    expect(task).toBeDefined();
    const claimed = await t
      .as(substitute)
      .post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision });
    const onBehalfOf = claimed.json().data.onBehalfOfName;
    expect(claimed.json().data.claimedById).toBe(substitute.id);
    expect(onBehalfOf).toMatch(/آزمون/);
    const events = (await t.as(substitute).get(`/api/v1/userrequest/${receipt.id}`)).json().data.events;
    const claim = events.find((e: { kind: string }) => e.kind === 'claimed');
    expect(claim.onBehalfOfName).toBe(onBehalfOf);
  });
});
