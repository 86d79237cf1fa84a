// The panel home (`GET userrequest/home`): what needs the caller now, their own rows only.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PANEL_HOME_LIST_SIZE } from '@darvazeh/shared';
import { requestTasks } from '../../db/schema/index.js';
import { testApp, type TestUser } from '../../test/test-app.js';
import { reviewedService, type TestUnit } from '../../test/request-fixtures.js';

const t = testApp({ admin: true });
const home = async (user: TestUser) => {
  const res = await t.as(user).get('/api/v1/userrequest/home');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('userrequest/home', () => {
  let unit: TestUnit;
  let provider: TestUser;
  let stranger: TestUser;
  let service: { id: number };
  beforeAll(async () => {
    unit = await t.unit();
    provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    stranger = await t.employee({ unitId: (await t.unit()).id, roles: ['Employee'] });
    service = await reviewedService(t, t.admin, unit, { tempSave: true });
  });

  const submit = async (applicant: TestUser, name: string) => {
    const res = await t
      .as(applicant)
      .post('/api/v1/userrequest', { serviceId: service.id, answers: { name } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number };
  };
  const taskOf = async (requestId: number) =>
    (await t.as(provider).get('/api/v1/userrequest/task?box=received&count=100'))
      .json()
      .data.list.find((x: { requestId: number }) => x.requestId === requestId);

  it('is for signed-in callers only', async () => {
    expect((await t.anon.get('/api/v1/userrequest/home')).statusCode).toBe(401);
  });

  it('gives an applicant the request waiting for her fix, her draft and her latest requests, counted', async () => {
    const applicant = await t.user();
    const other = await t.user();
    const returned = await submit(applicant, 'مریم');
    const waiting = await submit(applicant, 'مریم');
    await submit(other, 'دیگری');
    await t.as(other).post('/api/v1/tempanswer', { serviceId: service.id, answers: { name: 'دیگری' } });
    const task = await taskOf(returned.id);
    const back = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/return`, {
      revision: task.revision,
      to: 'applicant',
      note: 'نام را کامل بنویسید',
    });
    expect(back.statusCode, back.body).toBe(200);
    const draft = await t
      .as(applicant)
      .post('/api/v1/tempanswer', { serviceId: service.id, answers: { name: 'پیش‌نویس' } });
    expect(draft.statusCode, draft.body).toBe(200);

    const { applicant: mine, provider: staff } = await home(applicant);
    expect(staff).toBeNull();
    expect(mine.counts).toEqual({ awaitingFix: 1, running: 2, drafts: 1 });
    expect(ids(mine.awaitingFix)).toEqual([returned.id]);
    expect(mine.awaitingFix[0]).toMatchObject({ awaitingApplicant: true, serviceFname: expect.any(String) });
    expect(mine.drafts).toEqual([
      expect.objectContaining({ id: draft.json().data.id, serviceId: service.id }),
    ]);
    expect(mine.drafts[0]).not.toHaveProperty('answers');
    // The request returned last changed last: it leads the latest requests.
    expect(ids(mine.recent)).toEqual([returned.id, waiting.id]);
    // Nothing of the other applicant's.
    const theirs = await home(other);
    expect(theirs.applicant.counts).toEqual({ awaitingFix: 0, running: 1, drafts: 1 });
    expect(ids(theirs.applicant.recent)).not.toContain(returned.id);
  });

  it('holds at most a few rows a list while the counts say how many there are', async () => {
    const busy = await t.user();
    for (let i = 0; i <= PANEL_HOME_LIST_SIZE; i += 1) await submit(busy, `درخواست ${i}`);
    const { applicant: mine } = await home(busy);
    expect(mine.counts.running).toBe(PANEL_HOME_LIST_SIZE + 1);
    expect(mine.recent).toHaveLength(PANEL_HOME_LIST_SIZE);
  });

  it("gives a provider their unit's received and overdue tasks, and a stranger none of them", async () => {
    const applicant = await t.user();
    const late = await submit(applicant, 'دیر');
    const fresh = await submit(applicant, 'تازه');
    const lateTask = await taskOf(late.id);
    await t.database.db
      .update(requestTasks)
      .set({ dueOn: '2020-01-01' })
      .where(eq(requestTasks.id, lateTask.id));

    const { provider: staff } = await home(provider);
    const received = await t.as(provider).get('/api/v1/userrequest/counter');
    expect(staff.counts.received).toBe(received.json().data.recieved);
    expect(staff.received.map((x: { requestId: number }) => x.requestId)).toContain(fresh.id);
    expect(staff.overdue.map((x: { requestId: number }) => x.requestId)).toEqual([late.id]);
    expect(staff.counts.overdue).toBe(1);
    expect(staff.overdue[0]).toMatchObject({ overdue: true, dueOn: '2020-01-01' });

    const { provider: none } = await home(stranger);
    expect(none).toEqual({ counts: { received: 0, overdue: 0 }, received: [], overdue: [] });
  });
});
