import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceVersions } from '../../db/schema/services.js';
import { testApp } from '../../test/test-app.js';
import { richProcess } from '../../test/process-fixtures.js';
import { serviceMessages } from '../../messages/index.js';
import { canonicalJson } from './service-versions.service.js';

const t = testApp({ admin: true });
const url = '/api/v1/service';

/** A published-ready service whose process names a unit role, a collection and two functions. */
async function richService() {
  const unitRole = await t.unitRole();
  const unit = await t.unit({ unitRoleIds: [unitRole.id] });
  const collection = await t.collection();
  const requestsGoTo = await t.collection();
  const enter = await t.function({ ename: `onEnter${unitRole.id}` });
  const compute = await t.function({ ename: `compute${unitRole.id}` });
  const refs = {
    unitId: unit.id,
    unitRoleId: unitRole.id,
    collectionId: collection.id,
    enterFunctionId: enter.id,
    functionId: compute.id,
  };
  const service = await t.service({
    serviceFname: 'گواهی',
    process: richProcess(refs),
    collectionMode: { mapToExisting: true, collectionId: requestsGoTo.id },
  });
  return { service, refs, requestsGoTo, compute };
}

const publish = (id: number) => t.as(t.admin).post(`${url}/${id}/publish`);
const version = async (id: number, n: number) =>
  (await t.as(t.admin).get(`${url}/${id}/versions/${n}`)).json().data;

describe('publishing service versions', () => {
  it('freezes the fields, process, forms and functions with the hash of its canonical JSON', async () => {
    const { service, refs, requestsGoTo, compute } = await richService();
    const res = await publish(service.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(serviceMessages.published(1));
    expect(res.json().data).toMatchObject({ version: 1, publisherId: t.admin.id });
    expect(res.json().data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().data.publisherName).not.toBe('');

    const draft = (await t.as(t.admin).get(`${url}/${service.id}`)).json().data;
    expect([draft.version, draft.publishedVersion]).toEqual([2, 1]);

    const v1 = await version(service.id, 1);
    expect(v1).toMatchObject({ serviceId: service.id, version: 1, hash: res.json().data.hash });
    expect(v1.snapshot.service).toMatchObject({ serviceFname: 'گواهی', serviceEname: service.serviceEname });
    expect(v1.snapshot.service).not.toHaveProperty('enabled');
    expect(v1.snapshot.service).not.toHaveProperty('process');
    expect(v1.snapshot.process).toEqual(service.process);
    expect(v1.snapshot.collections.map((c: { id: number }) => c.id)).toEqual(
      [refs.collectionId, requestsGoTo.id].sort((a, b) => a - b),
    );
    expect(v1.snapshot.collections[0].formInfo.formFields[0]).toMatchObject({ id: 'title' });
    expect(v1.snapshot.functions.map((f: { id: number }) => f.id)).toEqual([
      refs.enterFunctionId,
      compute.id,
    ]);
    expect(v1.snapshot.functions[1]).toMatchObject({
      ename: compute.ename,
      expressions: compute.expressions,
    });
    const hash = createHash('sha256').update(canonicalJson(v1.snapshot)).digest('hex');
    expect(hash).toBe(v1.hash);
  });

  it('refuses to publish when nothing changed, the enabled switch included', async () => {
    const service = await t.service();
    expect((await publish(service.id)).statusCode).toBe(200);
    const again = await publish(service.id);
    expect([again.statusCode, again.json().message]).toEqual([400, serviceMessages.nothingToPublish]);
    await t.as(t.admin).put(`${url}/${service.id}`, { ...service, enabled: false });
    expect((await publish(service.id)).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(serviceVersions)
      .where(eq(serviceVersions.serviceId, service.id));
    expect(rows).toHaveLength(1);
  });

  it('edits only the draft after publishing: version 1 stays as it was, version 2 has the edit', async () => {
    const service = await t.service({ serviceFname: 'نسخه نخست' });
    const first = (await publish(service.id)).json().data;
    const edited = await t.as(t.admin).put(`${url}/${service.id}`, { ...service, serviceFname: 'نسخه دوم' });
    expect(edited.json().data).toMatchObject({ serviceFname: 'نسخه دوم', version: 2, publishedVersion: 1 });
    expect((await version(service.id, 1)).snapshot.service.serviceFname).toBe('نسخه نخست');
    const second = (await publish(service.id)).json().data;
    expect(second.version).toBe(2);
    expect(second.hash).not.toBe(first.hash);
    expect(await version(service.id, 1)).toMatchObject({
      hash: first.hash,
      snapshot: { service: { serviceFname: 'نسخه نخست' } },
    });
    expect((await version(service.id, 2)).snapshot.service.serviceFname).toBe('نسخه دوم');
    const list = (await t.as(t.admin).get(`${url}/${service.id}/versions`)).json().data;
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list[0]).not.toHaveProperty('snapshot');
  });

  it('publishes again when a referenced function changed, though the draft did not', async () => {
    const { service, compute } = await richService();
    expect((await publish(service.id)).statusCode).toBe(200);
    const changed = await t.as(t.admin).put(`/api/v1/function/${compute.id}`, {
      ...compute,
      expressions: [{ id: 'e1', type: 'toast', color: 'info', text: "'دگرگون'" }],
    });
    expect(changed.statusCode).toBe(200);
    const second = await publish(service.id);
    expect(second.statusCode).toBe(200);
    expect((await version(service.id, 2)).snapshot.functions[1].expressions[0].text).toBe("'دگرگون'");
    expect((await version(service.id, 1)).snapshot.functions[1].expressions[0].text).toBe("'سلام'");
  });

  it('refuses to publish a draft whose process names a function deleted since it was saved', async () => {
    const { service, compute } = await richService();
    expect((await t.as(t.admin).delete(`/api/v1/function/${compute.id}`)).statusCode).toBe(200);
    const res = await publish(service.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(['تابع مرحله «محاسبه» وجود ندارد یا حذف شده است.']);
    expect((await t.as(t.admin).get(`${url}/${service.id}/versions`)).json().data).toEqual([]);
    expect((await t.as(t.admin).get(`${url}/${service.id}`)).json().data.publishedVersion).toBeNull();
  });

  it('answers 404 for a missing service or version', async () => {
    const service = await t.service();
    expect((await publish(999_999)).statusCode).toBe(404);
    expect((await t.as(t.admin).get(`${url}/999999/versions`)).statusCode).toBe(404);
    const missing = await t.as(t.admin).get(`${url}/${service.id}/versions/3`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, serviceMessages.versionNotFound]);
    expect((await t.as(t.admin).get(`${url}/${service.id}/versions/abc`)).statusCode).toBe(400);
  });
});

describe('the services’ help', () => {
  it('answers enabled services as published (never the draft) to staff, and nothing to applicants', async () => {
    const shown = await t.service({
      serviceFname: 'صدور کارت دانشجویی',
      desk: { requiredDocuments: ['عکس'], durationDays: 3, costRials: 0 },
    });
    const hidden = await t.service({ serviceFname: 'خدمت خاموش' });
    const draftOnly = await t.service({ serviceFname: 'پیش‌نویس' });
    expect((await publish(shown.id)).statusCode).toBe(200);
    expect((await publish(hidden.id)).statusCode).toBe(200);
    await t.as(t.admin).put(`${url}/${shown.id}`, { ...shown, serviceFname: 'نام تازه در پیش‌نویس' });
    await t.as(t.admin).put(`${url}/${hidden.id}`, { ...hidden, enabled: false });

    const employee = await t.employee();
    const res = await t.as(employee).get(`${url}/help`);
    expect(res.statusCode).toBe(200);
    const help = res.json().data as { id: number; serviceFname: string; version: number; desk: unknown }[];
    const ids = help.map((s) => s.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(draftOnly.id);
    expect(help.find((s) => s.id === shown.id)).toMatchObject({
      serviceFname: 'صدور کارت دانشجویی',
      version: 1,
      desk: { requiredDocuments: ['عکس'], durationDays: 3, costRials: 0 },
    });
    const applicant = await t.user();
    expect((await t.as(applicant).get(`${url}/help`)).statusCode).toBe(403);
  });
});

describe('a service’s notification templates', () => {
  const notifications = [
    { on: { kind: 'status', status: 'registered' }, channel: 'sms', template: 'کد رهگیری {trackingCode}' },
    {
      on: { kind: 'end', result: 'rejected' },
      channel: 'email',
      template: '{applicantName}، درخواست رد شد.',
    },
  ];

  it('are saved, answered and frozen in the version', async () => {
    const category = await t.serviceCategory();
    const created = await t.as(t.admin).post(url, {
      serviceFname: 'اطلاع‌رسانی',
      serviceEname: 'withNotifications',
      categories: [category.id],
      notifications,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect((await t.as(t.admin).get(`${url}/${id}`)).json().data.notifications).toEqual(notifications);
    expect((await publish(id)).statusCode).toBe(200);
    expect((await version(id, 1)).snapshot.service.notifications).toEqual(notifications);
  });

  it('refuses an unknown placeholder in Persian, naming it', async () => {
    const category = await t.serviceCategory();
    const res = await t.as(t.admin).post(url, {
      serviceFname: 'اطلاع‌رسانی نادرست',
      serviceEname: 'badNotifications',
      categories: [category.id],
      notifications: [{ on: { kind: 'end', result: 'completed' }, channel: 'sms', template: 'سلام {nam}' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('جای‌نگهدار ناشناخته دارد: {nam}');
  });
});
