import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './db/schema/index.js';
import { fileMessages } from './messages/index.js';
import { testApp, type Client, type TestUser } from './test/test-app.js';
import { textField } from './test/factories.js';
import { edge, node } from './test/process-fixtures.js';

// The cross-unit sweep extended to files (issue 23 item 1): a file in a request's answers is read by
// whoever reads the request — its applicant, whoever holds or held one of its tasks, the candidates of a
// live task (a referral's target unit), Admins — and by nobody else; a file of a provider's task form by
// the request's staff only; a draft's file by the draft's owner only.
const t = testApp({ admin: true });
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

type Unit = { id: number; unitRoles: { id: number }[] };
type Caller = 'applicant' | 'formerHolder' | 'holder' | 'referralTarget' | 'admin';
type Outsider = 'strangerApplicant' | 'otherUnitEmployee' | 'visitor';
const clients = {} as Record<Caller | Outsider, Client>;
const files = { drafted: '', submitted: '', fixed: '', taskForm: '' };
let requestId = 0;
let referralUnit: Unit;
let serviceId = 0;

const download = (who: Caller | Outsider, id: string) =>
  clients[who].get(`/api/v1/download/${id}`).then((res) => res.statusCode);

async function ok<T = unknown>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
}

/** start → the applicant's form → a provider task of `unit` with a form holding a file → end. */
async function serviceWithFiles(unit: Unit) {
  const report = await t.collection({
    formFields: [{ id: 'report', fname: 'گزارش کارشناس', ename: 'report', type: 'file' }],
  });
  const service = await t.service({
    tempSave: true,
    elements: [
      { ...textField('name', 'نام'), required: true },
      { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' },
      { id: 'extra', fname: 'پیوست', ename: 'extra', type: 'file' },
    ],
    process: {
      nodes: [
        node('start', 'start'),
        node('applicantForm', 'form'),
        node('providerTask', 'review', {
          name: 'بررسی کارشناس',
          assignee: { kind: 'unitRole', unitId: unit.id, unitRoleId: unit.unitRoles[0]!.id },
          collectionId: report.id,
        }),
        node('end', 'done'),
      ],
      edges: [edge('start', 'form'), edge('form', 'review'), edge('review', 'done')],
    },
  });
  await ok(t.as(t.admin).post(`/api/v1/service/${service.id}/publish`));
  return service;
}

type Task = { id: number; requestId: number; revision: number };
async function taskOf(who: Client): Promise<Task> {
  const inbox = await ok<{ list: Task[] }>(who.get('/api/v1/userrequest/task?box=received'));
  return inbox.list.find((x) => x.requestId === requestId)!;
}

beforeAll(async () => {
  const [unitA, unitB, unitC] = await Promise.all([t.unit(), t.unit(), t.unit()]);
  referralUnit = unitB;
  const formerHolder = await t.employee({ unitId: unitA.id });
  const holder = await t.employee({ unitId: unitB.id });
  const referralTarget = await t.employee({ unitId: unitB.id });
  const otherUnitEmployee = await t.employee({ unitId: unitC.id });
  const [applicant, strangerApplicant] = await Promise.all([t.user(), t.user()]);
  const people: Record<Exclude<Caller | Outsider, 'visitor'>, TestUser> = {
    applicant,
    formerHolder,
    holder,
    referralTarget,
    admin: t.admin,
    strangerApplicant,
    otherUnitEmployee,
  };
  for (const [who, user] of Object.entries(people)) clients[who as Caller] = t.as(user);
  clients.visitor = t.anon;
  await t.database.db.update(users).set({ signature: SIGNATURE }).where(eq(users.id, formerHolder.id));
  const service = await serviceWithFiles(unitA);
  serviceId = service.id;
  files.drafted = await t.uploadFile(applicant, { use: 'document' });
  await ok(
    clients.applicant.post('/api/v1/tempanswer', {
      serviceId: service.id,
      answers: { doc: 'سند.pdf', 'doc-path': files.drafted },
    }),
  );
});

describe('a draft’s file', () => {
  it('is read by the draft’s owner (and Admins) at download/{id}, by nobody else', async () => {
    expect(await download('applicant', files.drafted)).toBe(200);
    expect(await download('admin', files.drafted)).toBe(200);
    for (const who of ['strangerApplicant', 'otherUnitEmployee', 'formerHolder', 'visitor'] as const)
      expect([who, await download(who, files.drafted)]).toEqual([who, 404]);
  });

  it('is let go when the draft drops it or is deleted, and a stranger’s upload is refused', async () => {
    const owner = clients.strangerApplicant;
    const save = (doc: string) =>
      owner.post('/api/v1/tempanswer', { serviceId, answers: { doc: 'سند.pdf', 'doc-path': doc } });
    const first = await t.uploadFile(owner, { use: 'document' });
    await ok(save(first));
    const second = await t.uploadFile(owner, { use: 'document' });
    const draft = await ok<{ id: number }>(save(second));
    expect(await download('strangerApplicant', first)).toBe(404);
    expect(await download('strangerApplicant', second)).toBe(200);
    // Someone else's file (the applicant's draft holds it) cannot be taken into this draft.
    const taken = await save(files.drafted);
    expect([taken.statusCode, taken.json().message]).toEqual([400, fileMessages.notFound]);
    expect(await download('applicant', files.drafted)).toBe(200);
    await ok(owner.delete(`/api/v1/tempanswer/${draft.id}`));
    expect(await download('strangerApplicant', second)).toBe(404);
  });
});

describe('the files of a request follow the request’s visibility', () => {
  const insiders: Caller[] = ['applicant', 'formerHolder', 'holder', 'referralTarget', 'admin'];
  const outsiders: Outsider[] = ['strangerApplicant', 'otherUnitEmployee', 'visitor'];

  beforeAll(async () => {
    const drafts = await ok<{ serviceId: number }[]>(clients.applicant.get('/api/v1/tempanswer'));
    files.submitted = await t.uploadFile(clients.applicant, { use: 'document' });
    const answers = { name: 'سارا', doc: 'سند.pdf', 'doc-path': files.drafted };
    const receipt = await ok<{ id: number }>(
      clients.applicant.post('/api/v1/userrequest', {
        serviceId: drafts[0]!.serviceId,
        answers: { ...answers, extra: 'پیوست.pdf', 'extra-path': files.submitted },
      }),
    );
    requestId = receipt.id;
    // The first unit's Employee takes the task and refers it to the second unit (a former holder now).
    let task = await taskOf(clients.formerHolder);
    const claimed = await ok<Task>(
      clients.formerHolder.post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision }),
    );
    await ok(
      clients.formerHolder.post(`/api/v1/userrequest/task/${task.id}/refer`, {
        revision: claimed.revision,
        unitId: referralUnit.id,
        unitRoleId: referralUnit.unitRoles[0]!.id,
        note: 'لطفاً بررسی کنید',
        sign: true,
      }),
    );
    // The second unit returns it to the applicant, who fixes it with a new file.
    task = await taskOf(clients.holder);
    await ok(
      clients.holder.post(`/api/v1/userrequest/task/${task.id}/return`, {
        revision: task.revision,
        to: 'applicant',
        note: 'پیوست دیگری بفرستید',
      }),
    );
    const detail = await ok<{ revision: number; tasks: { id: number; kind: string; state: string }[] }>(
      clients.applicant.get(`/api/v1/userrequest/${requestId}`),
    );
    const fix = detail.tasks.find((x) => x.kind === 'applicant' && x.state === 'open')!;
    files.fixed = await t.uploadFile(clients.applicant, { use: 'document' });
    await ok(
      clients.applicant.post(`/api/v1/userrequest/task/${fix.id}/complete`, {
        revision: detail.revision,
        answers: { ...answers, extra: 'پیوست نو.pdf', 'extra-path': files.fixed },
      }),
    );
    // Back with the second unit: one of its Employees holds the task, the other is still a candidate.
    task = await taskOf(clients.holder);
    await ok(clients.holder.post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision }));
  });

  it.each(['drafted', 'submitted', 'fixed'] as const)(
    'the %s file: applicant, holders past and present, the referral’s unit and Admins read it; nobody else',
    async (file) => {
      const seen: Record<string, number> = {};
      for (const who of [...insiders, ...outsiders]) seen[who] = await download(who, files[file]);
      expect(seen).toEqual({
        ...Object.fromEntries(insiders.map((who) => [who, 200])),
        ...Object.fromEntries(outsiders.map((who) => [who, 404])),
      });
    },
  );

  it('whoever reads the request reads its files, and the other way round', async () => {
    for (const who of [...insiders, ...outsiders]) {
      const page = (await clients[who].get(`/api/v1/userrequest/${requestId}`)).statusCode;
      const file = await download(who, files.submitted);
      expect([who, file]).toEqual([who, page === 200 ? 200 : 404]);
    }
  });

  it('a file of a provider’s task form is kept with the request and read by its staff only', async () => {
    const task = await taskOf(clients.holder);
    files.taskForm = await t.uploadFile(clients.holder, { use: 'document' });
    await ok(
      clients.holder.post(`/api/v1/userrequest/task/${task.id}/complete`, {
        revision: task.revision,
        outcome: null,
        answers: { report: 'گزارش.pdf', 'report-path': files.taskForm },
      }),
    );
    const seen: Record<string, number> = {};
    for (const who of [...insiders, ...outsiders]) seen[who] = await download(who, files.taskForm);
    // The task is done: its unit's other Employee no longer sees the request, nor its files.
    expect(seen).toEqual({
      applicant: 404,
      formerHolder: 200,
      holder: 200,
      referralTarget: 404,
      admin: 200,
      strangerApplicant: 404,
      otherUnitEmployee: 404,
      visitor: 404,
    });
    // Attached, so the clean-up of unattached uploads leaves it alone.
    expect((await clients.holder.get(`/api/v1/temp-file/${files.taskForm}`)).statusCode).toBe(404);
  });
});
