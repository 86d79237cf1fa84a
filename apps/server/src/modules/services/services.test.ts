import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema/services.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { edge, node, richProcess, type ProcessRefsOf } from '../../test/process-fixtures.js';
import { serviceMessages } from '../../messages/index.js';

const t = testApp({ admin: true });
const url = '/api/v1/service';

/** A unit offering a unit role, a collection and two functions, for a rich process to name. */
async function processRefs(): Promise<ProcessRefsOf> {
  const unitRole = await t.unitRole();
  const unit = await t.unit({ unitRoleIds: [unitRole.id] });
  const collection = await t.collection();
  const enter = await t.function();
  const fn = await t.function();
  return {
    unitId: unit.id,
    unitRoleId: unitRole.id,
    collectionId: collection.id,
    enterFunctionId: enter.id,
    functionId: fn.id,
  };
}

/** A body with every SPEC §3 field set away from its default. */
async function fullBody(ename: string) {
  const category = await t.serviceCategory();
  const sub = await t.serviceCategory({ parentId: category.id });
  const prerequisite = await t.service();
  const refs = await processRefs();
  return {
    serviceFname: 'صدور گواهی اشتغال به تحصیل',
    serviceEname: ename,
    serviceIcon: 'school',
    tags: ['گواهی', 'دانشجویی'],
    categories: [category.id, sub.id],
    elements: [textField('studentNo', 'شماره دانشجویی', { required: true })],
    functions: [
      {
        id: 'fn1',
        fname: 'خوشامد',
        callOn: 'load',
        expressions: [{ id: 'v', type: 'var', name: 'پیام', value: "'خوش آمدید'" }],
      },
    ],
    variables: [{ name: 'سال', value: 'jalaliYear(today())' }],
    answers: { studentNo: '' },
    prerequisites: {
      time: { from: '2026-01-01T00:00:00+03:30', to: '2027-01-01T00:00:00+03:30' },
      count: { openPerUser: 1, possiblePerUser: 3, openForAll: 100, possibleForAll: 1000 },
      service: prerequisite.id,
    },
    signatureRequired: true,
    survey: true,
    registeredStatus: 'ثبت‌شده',
    tempSave: true,
    performService: { outSource: true, link: 'https://edu.example.ac.ir/cert', showModal: true },
    collectionMode: { mapToExisting: true, collectionId: refs.collectionId },
    helpFileLink: 'https://edu.example.ac.ir/help.pdf',
    serviceLicense: {
      description: 'گواهی اشتغال به تحصیل دانشجویان',
      g2B: true,
      g2C: false,
      g2G: true,
      hakemiyate: true,
      tasadiGari: true,
      deviceTitle: 'دانشگاه',
      parentDevice: 'وزارت علوم',
    },
    groupKala: 'آموزش',
    desk: {
      nationalId: '1234567890',
      requiredDocuments: ['کارت دانشجویی'],
      durationDays: 2,
      costRials: 50_000,
      contact: 'edu@example.ac.ir',
    },
    options: {
      isApi: true,
      method: 'post',
      format: 'xml',
      requestBodyType: 'form',
      auth: 'basic',
      origins: ['https://lms.example.ac.ir'],
      ips: ['10.0.0.1'],
      mapInputs: 'ename',
    },
    enabled: false,
    process: richProcess(refs),
    refs,
  };
}

const countByEname = async (ename: string) =>
  (await t.database.db.select().from(services).where(eq(services.serviceEname, ename))).length;

describe('service definitions', () => {
  it('round-trips every SPEC field and answers version 1, never published', async () => {
    const { refs: _refs, ...body } = await fullBody('enrolmentCertificate');
    const created = await t.as(t.admin).post(url, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const read = await t.as(t.admin).get(`${url}/${id}`);
    expect(read.json().data).toMatchObject({ ...body, id, version: 1, publishedVersion: null });
    expect(read.json().data).not.toHaveProperty('publishedHash');
  });

  it('fills the SPEC defaults (registeredStatus, options) and the starter process', async () => {
    const category = await t.serviceCategory();
    const res = await t
      .as(t.admin)
      .post(url, { serviceFname: 'خدمت ساده', serviceEname: 'plain', categories: [category.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      registeredStatus: 'registered',
      enabled: true,
      options: {
        isApi: false,
        method: 'get',
        format: 'json',
        requestBodyType: 'raw',
        auth: 'jwt',
        mapInputs: 'id',
      },
      process: { nodes: [{ kind: 'start' }, { kind: 'applicantForm' }, { kind: 'end' }] },
    });
  });

  it.each([
    [
      'an unreachable loop',
      (p: ReturnType<typeof richProcess>) => {
        p.nodes.push(
          node('statusChange', 'a', { status: 'الف' }),
          node('statusChange', 'b', { status: 'ب' }),
        );
        p.edges.push(edge('a', 'b'), edge('b', 'a'));
      },
      'مرحله «تغییر وضعیت a» از مرحله شروع دست‌یافتنی نیست.',
    ],
    [
      'two starts',
      (p: ReturnType<typeof richProcess>) => {
        p.nodes.push(node('start', 'start2'));
        p.edges.push(edge('start2', 'form'));
      },
      'فرآیند باید دقیقاً یک مرحله شروع داشته باشد.',
    ],
    [
      'a dangling edge',
      (p: ReturnType<typeof richProcess>) => {
        p.edges.push(edge('compute', 'ghost'));
      },
      'پیوند «compute-ghost» به مرحله‌ای وصل است که در فرآیند نیست.',
    ],
    [
      'a decision without a default edge',
      (p: ReturnType<typeof richProcess>) => {
        p.edges = p.edges.map((e) => (e.isDefault ? { ...e, isDefault: false, condition: 'true' } : e));
      },
      'مرحله «تصمیم نهایی» باید دقیقاً یک پیوند پیش‌فرض (وقتی هیچ شرطی برقرار نیست) داشته باشد.',
    ],
  ])('refuses %s with a Persian 400 naming it, and writes nothing', async (_what, spoil, message) => {
    const { refs: _refs, ...body } = await fullBody('spoiled');
    spoil(body.process);
    const res = await t.as(t.admin).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContain(message);
    expect(res.json().message).toContain(res.json().data[0]);
    expect(await countByEname('spoiled')).toBe(0);
  });

  it('refuses an own form whose function the flow model rejects, naming the function and the expression', async () => {
    const { refs: _refs, ...body } = await fullBody('badFunction');
    const functions = [
      {
        id: 'fn1',
        fname: 'بررسی معدل',
        callOn: 'load',
        expressions: [{ id: 'check', type: 'if', condition: 'معدل >', children: [] }],
      },
    ];
    const res = await t.as(t.admin).post(url, { ...body, functions });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatch(/^تابع «بررسی معدل» فرم، اگر ۱: /);
    expect(await countByEname('badFunction')).toBe(0);
  });

  it('refuses a process naming a deleted function, collection or unit role, naming each node', async () => {
    const { refs, ...body } = await fullBody('deadRefs');
    const orphanRole = await t.unitRole();
    body.process.nodes = body.process.nodes.map((n) =>
      n.key === 'review' ? { ...n, assignee: { kind: 'applicantUnit', unitRoleId: orphanRole.id } } : n,
    );
    expect((await t.as(t.admin).delete(`/api/v1/function/${refs.functionId}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/datacollection/${refs.collectionId}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/unitrole/${orphanRole.id}`)).statusCode).toBe(200);
    const res = await t.as(t.admin).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      serviceMessages.collectionModeMissing,
      'مجموعه داده فرم مرحله «بررسی کارشناس» وجود ندارد یا حذف شده است.',
      'نقش واحد کار مرحله «بررسی کارشناس» وجود ندارد یا حذف شده است.',
      'تابع مرحله «محاسبه» وجود ندارد یا حذف شده است.',
    ]);
    expect(res.json().message).toBe(serviceMessages.invalidService(4, serviceMessages.collectionModeMissing));
    expect(await countByEname('deadRefs')).toBe(0);
  });

  it('refuses missing categories, a missing prerequisite and an update naming itself as prerequisite', async () => {
    const root = await t.serviceCategory();
    const gone = await t.serviceCategory();
    await t.as(t.admin).delete(`/api/v1/servicecategory/${gone.id}`);
    const res = await t.as(t.admin).post(url, {
      serviceFname: 'بی‌دسته',
      serviceEname: 'noCategory',
      categories: [root.id, gone.id, 999_999],
      prerequisites: { service: 999_999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      serviceMessages.categoriesMissing(`${gone.id}، 999999`),
      serviceMessages.prerequisiteMissing,
    ]);
    const service = await t.service({ categories: [root.id] });
    const self = await t
      .as(t.admin)
      .put(`${url}/${service.id}`, { ...service, prerequisites: { service: service.id } });
    expect([self.statusCode, self.json().data]).toEqual([400, [serviceMessages.prerequisiteSelf]]);
  });

  it('answers ids past the integer range with a Persian 400, not a 500', async () => {
    const category = await t.serviceCategory();
    const huge = 2 ** 40;
    const process = {
      nodes: [
        node('start', 'start'),
        node('applicantForm', 'form'),
        node('function', 'fn', { functionId: huge }),
        node('end', 'end'),
      ],
      edges: [edge('start', 'form'), edge('form', 'fn'), edge('fn', 'end')],
    };
    for (const body of [
      { categories: [huge] },
      { categories: [category.id], prerequisites: { service: huge } },
      { categories: [category.id], process },
    ]) {
      const res = await t.as(t.admin).post(url, { serviceFname: 'بزرگ', serviceEname: 'huge', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await countByEname('huge')).toBe(0);
  });

  it('keeps an update with problems from changing the stored draft', async () => {
    const service = await t.service({ serviceFname: 'پیش از خرابی' });
    const broken = { ...service, serviceFname: 'پس از خرابی', process: { nodes: [], edges: [] } };
    const res = await t.as(t.admin).put(`${url}/${service.id}`, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContain('فرآیند باید دقیقاً یک مرحله شروع داشته باشد.');
    expect((await t.as(t.admin).get(`${url}/${service.id}`)).json().data.serviceFname).toBe('پیش از خرابی');
  });

  it('keeps English names unique among live services, and frees a deleted one’s', async () => {
    const first = await t.service({ serviceEname: 'onlyOnce' });
    const twin = await t.as(t.admin).post(url, { ...first, serviceFname: 'دوقلو' });
    expect([twin.statusCode, twin.json().message]).toEqual([400, serviceMessages.duplicateEname]);
    const check = await t.as(t.admin).post(`${url}/check-name`, { name: 'onlyOnce' });
    expect(check.json().data).toEqual({ available: false });
    expect((await t.as(t.admin).delete(`${url}/${first.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).post(url, { ...first, serviceFname: 'دوباره' })).statusCode).toBe(200);
  });

  it('enables and disables a service through PUT, and filters by category', async () => {
    const category = await t.serviceCategory();
    const service = await t.service({ categories: [category.id] });
    await t.service();
    const off = await t.as(t.admin).put(`${url}/${service.id}`, { ...service, enabled: false });
    expect([off.statusCode, off.json().data.enabled]).toEqual([200, false]);
    const listed = await t
      .as(t.admin)
      .post(`${url}/filter`, { filters: { categoryId: { op: 'eq', value: category.id } } });
    expect(listed.json().data.list.map((s: { id: number }) => s.id)).toEqual([service.id]);
  });

  it('copies a service as a new draft «رونوشت …» with a fresh English name, never published', async () => {
    const source = await t.service({ serviceFname: 'انتقال', serviceEname: 'transfer' });
    await t.as(t.admin).post(`${url}/${source.id}/publish`);
    const copy = await t.as(t.admin).post(`${url}/${source.id}/copy`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().message).toBe(serviceMessages.copied);
    const data = copy.json().data;
    expect(data).toMatchObject({
      serviceFname: 'رونوشت انتقال',
      serviceEname: 'transfer-copy',
      version: 1,
      publishedVersion: null,
      categories: source.categories,
      process: source.process,
    });
    expect(data.id).not.toBe(source.id);
    const again = await t.as(t.admin).post(`${url}/${source.id}/copy`);
    expect(again.json().data.serviceEname).toBe('transfer-copy-2');
    expect((await t.as(t.admin).get(`${url}/${data.id}/versions`)).json().data).toEqual([]);
    expect((await t.as(t.admin).post(`${url}/999999/copy`)).statusCode).toBe(404);
  });

  it('refuses an Employee and an applicant every read and write of services', async () => {
    const service = await t.service();
    const category = await t.serviceCategory();
    const body = { serviceFname: 'نفوذی', serviceEname: 'intruder', categories: [category.id] };
    for (const who of [await t.employee(), await t.user()]) {
      const client = t.as(who);
      for (const res of [
        await client.post(url, body),
        await client.put(`${url}/${service.id}`, body),
        await client.delete(`${url}/${service.id}`),
        await client.post(`${url}/${service.id}/publish`),
        await client.post(`${url}/${service.id}/copy`),
        await client.get(`${url}/${service.id}`),
        await client.get(`${url}/${service.id}/versions`),
        await client.post(`${url}/filter`, {}),
      ])
        expect(res.statusCode).toBe(403);
    }
    expect(await countByEname('intruder')).toBe(0);
  });
});
