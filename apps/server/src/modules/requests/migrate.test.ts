import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import { edge, node } from '../../test/process-fixtures.js';

const t = testApp({ admin: true });

/** start → form → a task at `key` for anyone holding a role in `unitId` → end with `result`. */
const process = (key: string, unitId: number, result = 'completed') => ({
  nodes: [
    node('start', 'start'),
    node('applicantForm', 'form'),
    node('providerTask', key, { name: 'بررسی', assignee: { kind: 'unitRole', unitId, unitRoleId: -1 } }),
    node('end', 'end', { result }),
  ],
  edges: [edge('start', 'form'), edge('form', key), edge(key, 'end')],
});

describe('moving open requests to a new version', () => {
  it('keeps running requests on their version until an Admin moves them, after a dry run', async () => {
    const unit = await t.unit();
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const service = await t.service({ process: process('review', unit.id) });
    const admin = t.as(t.admin);
    expect((await admin.post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const applicant = await t.user();
    const submit = async () =>
      (await t.as(applicant).post('/api/v1/userrequest', { serviceId: service.id, answers: {} })).json().data
        .id as number;
    const [first, second] = [await submit(), await submit()];

    // Version 2 renames the step and ends rejected: published, it changes nothing for running requests.
    const draft = (await admin.get(`/api/v1/service/${service.id}`)).json().data;
    const edited = await admin.put(`/api/v1/service/${service.id}`, {
      ...draft,
      process: process('check', unit.id, 'rejected'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await admin.post(`/api/v1/service/${service.id}/publish`)).statusCode).toBe(200);
    const read = async (id: number) => (await t.as(applicant).get(`/api/v1/userrequest/${id}`)).json().data;
    expect((await read(first)).serviceVersion).toBe(1);

    const url = `/api/v1/service/${service.id}/migrate`;
    const dry = (await admin.post(url, { fromVersion: 1 })).json().data;
    expect(dry).toMatchObject({ fromVersion: 1, toVersion: 2, applied: 0 });
    expect(dry.plans.map((p: { outcome: string }) => p.outcome)).toEqual(['refused', 'refused']);
    expect(dry.plans[0].steps[0].reason).toBe(SERVICE_MESSAGES.stepRemoved('مرحله «بررسی»'));

    // The first request's task is completed on version 1 meanwhile: it ends as version 1 says.
    const task = async (id: number) =>
      (await t.as(provider).get('/api/v1/userrequest/task'))
        .json()
        .data.list.find((x: { requestId: number }) => x.requestId === id);
    const firstTask = await task(first);
    await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${firstTask.id}/complete`, { revision: firstTask.revision });
    expect((await read(first)).state).toBe('completed');

    const mapped = { fromVersion: 1, mappings: { review: 'check' } };
    const plan = (await admin.post(url, mapped)).json().data;
    expect(plan.plans).toHaveLength(1);
    expect(plan.plans[0]).toMatchObject({ requestId: second, outcome: 'moved' });
    expect((await read(second)).serviceVersion).toBe(1);
    const applied = (await admin.post(url, { ...mapped, apply: true })).json().data;
    expect(applied.applied).toBe(1);
    expect(await read(second)).toMatchObject({ serviceVersion: 2 });

    const secondTask = await task(second);
    expect(secondTask).toMatchObject({ nodeKey: 'check' });
    await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${secondTask.id}/complete`, { revision: secondTask.revision });
    expect((await read(second)).state).toBe('rejected');
    expect((await t.as(provider).post(url, mapped)).statusCode).toBe(403);
  });
});
