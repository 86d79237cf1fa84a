// Issue 26.4: the web services' help, Postman collection and OpenAPI document, all from one description
// per published web service, shown only to staff and only for published, enabled services with isApi on.
import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_RULES, type FieldFormat } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/user-factories.js';
import { richProcess } from '../../test/process-fixtures.js';
import { wsHelpMessages } from '../../messages/index.js';
import { POSTMAN_SCHEMA } from './ws-postman.js';

const t = testApp({ admin: true });
const api = '/api/v1/service';
const asApi = (over: Record<string, unknown> = {}) => ({
  isApi: true,
  method: 'post',
  format: 'json',
  requestBodyType: 'raw',
  auth: 'jwt',
  origins: [],
  ips: [],
  mapInputs: 'ename',
  ...over,
});
const elements = [
  {
    id: 'f1',
    fname: 'کد ملی متقاضی',
    ename: 'nationalCode',
    type: 'text',
    required: true,
    format: 'nationalId',
  },
  {
    id: 'f2',
    fname: 'مقطع',
    ename: 'grade',
    type: 'select',
    required: false,
    options: [
      { id: 'ba', fname: 'کارشناسی' },
      { id: 'ma', fname: 'کارشناسی ارشد' },
    ],
  },
  { id: 'f3', fname: 'توضیح', ename: 'note', type: 'alert', label: 'فقط نمایش' },
];

const publish = async (id: number) =>
  expect((await t.as(t.admin).post(`${api}/${id}/publish`)).statusCode).toBe(200);

let employee: TestUser;
let applicant: TestUser;
const ids = {} as Record<
  'sync' | 'getter' | 'human' | 'notApi' | 'unpublished' | 'draftOnly' | 'disabled',
  number
>;

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
  applicant = await t.user();
  const sync = await t.service({ serviceFname: 'استعلام دانشجو', elements, options: asApi() as never });
  await publish(sync.id);
  const getter = await t.service({
    serviceFname: 'وضعیت پرونده',
    elements,
    options: asApi({ method: 'get', auth: 'basic', mapInputs: 'id' }) as never,
  });
  await publish(getter.id);
  const human = await humanService();
  await publish(human.id);
  const notApi = await t.service({ serviceFname: 'خدمت عادی', elements });
  await publish(notApi.id);
  const unpublished = await t.service({ serviceFname: 'پیش‌نویس', elements, options: asApi() as never });
  // Published without isApi, then turned into a web service in the draft only: not described yet.
  const draftOnly = await t.service({ serviceFname: 'فقط پیش‌نویس', elements });
  await publish(draftOnly.id);
  await t.as(t.admin).put(`${api}/${draftOnly.id}`, { ...draftOnly, options: asApi() });
  const disabled = await t.service({ serviceFname: 'غیرفعال', elements, options: asApi() as never });
  await publish(disabled.id);
  await t.as(t.admin).put(`${api}/${disabled.id}`, { ...disabled, enabled: false });
  Object.assign(ids, {
    sync: sync.id,
    getter: getter.id,
    human: human.id,
    notApi: notApi.id,
    unpublished: unpublished.id,
    draftOnly: draftOnly.id,
    disabled: disabled.id,
  });
});

/** A web service whose process waits for a provider's task. */
async function humanService() {
  const unitRole = await t.unitRole();
  const unit = await t.unit({ unitRoleIds: [unitRole.id] });
  const collection = await t.collection();
  const enter = await t.function({ ename: `wsEnter${unitRole.id}` });
  const compute = await t.function({ ename: `wsCompute${unitRole.id}` });
  return t.service({
    serviceFname: 'گواهی اشتغال',
    elements,
    options: asApi() as never,
    process: richProcess({
      unitId: unit.id,
      unitRoleId: unitRole.id,
      collectionId: collection.id,
      enterFunctionId: enter.id,
      functionId: compute.id,
    }),
  });
}

const helpOf = async (user: TestUser) => (await t.as(user).get(`${api}/web-services-help`)).json().data;
const described = (data: { services: { id: number }[] }) =>
  data.services.map((s) => s.id).sort((a, b) => a - b);

describe('who sees which web services', () => {
  it('shows staff exactly the published, enabled services with isApi on in their published version', async () => {
    const expected = [ids.sync, ids.getter, ids.human].sort((a, b) => a - b);
    expect(described(await helpOf(t.admin))).toEqual(expected);
    expect(described(await helpOf(employee))).toEqual(expected);
  });

  it('refuses the help to applicants and visitors, on every route', async () => {
    expect((await t.as(applicant).get(`${api}/web-services-help`)).statusCode).toBe(403);
    expect((await t.anon.get(`${api}/web-services-help`)).statusCode).toBe(401);
    const page = await t.anon.get('/ws/help');
    expect([page.statusCode, page.headers['content-type']]).toEqual([401, 'text/html; charset=utf-8']);
    expect(page.body).toContain(wsHelpMessages.signIn);
    expect((await t.as(applicant).get(`/ws/help/${ids.sync}`)).statusCode).toBe(403);
    for (const url of [
      '/ws/GeneratePostmanCollection',
      `/ws/GeneratePostmanCollection/${ids.sync}`,
      '/ws/openapi.json',
    ]) {
      const refused = await t.anon.get(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({
        status: 401,
        code: 'unauthenticated',
        title: wsHelpMessages.signIn,
      });
    }
  });

  it('lists the visible services on /ws/help and answers 404 for any other id', async () => {
    const page = await t.as(employee).get('/ws/help');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('استعلام دانشجو');
    expect(page.body).toContain('گواهی اشتغال');
    for (const hidden of ['خدمت عادی', 'پیش‌نویس', 'غیرفعال']) expect(page.body).not.toContain(`>${hidden}<`);
    for (const id of [ids.notApi, ids.unpublished, ids.draftOnly, ids.disabled, 999999]) {
      expect((await t.as(t.admin).get(`/ws/help/${id}`)).statusCode).toBe(404);
      expect((await t.as(t.admin).get(`/ws/GeneratePostmanCollection/${id}`)).statusCode).toBe(404);
    }
    expect((await t.as(t.admin).get('/ws/help/abc')).statusCode).toBe(404);
  });
});

describe('one description of a web service', () => {
  it('derives inputs, types and required flags from the form, keyed per mapInputs, and examples that pass its formats', async () => {
    const data = await helpOf(t.admin);
    const sync = data.services.find((s: { id: number }) => s.id === ids.sync);
    expect(
      sync.inputs.map((i: { key: string; kind: string; required: boolean }) => [i.key, i.kind, i.required]),
    ).toEqual([
      ['nationalCode', 'text', true],
      ['grade', 'choice', false],
    ]);
    expect(sync).toMatchObject({ path: `/ws/call/${ids.sync}`, waitsForPeople: false });
    expect(sync.example).toEqual({ nationalCode: '0010350829', grade: 'ba' });
    expect(sync.inputSchema).toMatchObject({
      type: 'object',
      required: ['nationalCode'],
      properties: { grade: { enum: ['ba', 'ma'] } },
    });
    const getter = data.services.find((s: { id: number }) => s.id === ids.getter);
    expect(getter.inputs.map((i: { key: string }) => i.key)).toEqual(['f1', 'f2']);
    expect(getter.curl.token).toBeNull();
    expect(getter.curl.call).toContain(`-G`);
    expect(getter.curl.call).toContain(`-u "$CLIENT_ID:$CLIENT_SECRET"`);
    expect(sync.curl.token).toContain('/oidc/token');
    expect(sync.curl.call).toContain(`--data-raw '{"nationalCode":"0010350829","grade":"ba"}'`);
    expect(data.services.find((s: { id: number }) => s.id === ids.human).waitsForPeople).toBe(true);
    expect(data.problems.map((p: { code: string }) => p.code)).toContain('rate_limited');
  });

  it('gives every text format an example its own rule accepts', async () => {
    const { FORMAT_EXAMPLES } = await import('./ws-description.js');
    for (const [format, value] of Object.entries(FORMAT_EXAMPLES))
      expect(FORMAT_RULES[format as FieldFormat](value), format).toBe(true);
  });
});

describe('Postman and OpenAPI', () => {
  it('answers a v2.1 collection with client credentials as collection auth and one request per service', async () => {
    const res = await t.as(employee).get('/ws/GeneratePostmanCollection');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+\.postman_collection\.json"$/,
    );
    const collection = res.json();
    expect(collection.info).toMatchObject({ schema: POSTMAN_SCHEMA, name: wsHelpMessages.title });
    const auth = Object.fromEntries(
      collection.auth.oauth2.map((p: { key: string; value: unknown }) => [p.key, p.value]),
    );
    expect(collection.auth.type).toBe('oauth2');
    expect(auth).toMatchObject({
      grant_type: 'client_credentials',
      accessTokenUrl: '{{baseUrl}}/oidc/token',
      clientId: '{{clientId}}',
      clientSecret: '{{clientSecret}}',
    });
    expect(
      collection.event.find((e: { listen: string }) => e.listen === 'prerequest').script.exec.join('\n'),
    ).toContain("'client_credentials'");
    expect(collection.item.map((i: { name: string }) => i.name).sort()).toEqual(
      ['استعلام دانشجو', 'وضعیت پرونده', 'گواهی اشتغال'].sort(),
    );
    const post = collection.item.find((i: { name: string }) => i.name === 'استعلام دانشجو').request;
    expect(post).toMatchObject({
      method: 'POST',
      url: { host: ['{{baseUrl}}'], path: ['ws', 'call', String(ids.sync)] },
    });
    expect(JSON.parse(post.body.raw)).toEqual({ nationalCode: '0010350829', grade: 'ba' });
    expect(post.auth).toBeUndefined();
    const get = collection.item.find((i: { name: string }) => i.name === 'وضعیت پرونده').request;
    expect(get.url.query).toEqual([
      { key: 'f1', value: '0010350829' },
      { key: 'f2', value: 'ba' },
    ]);
    expect(get.auth.type).toBe('basic');
    const one = (await t.as(employee).get(`/ws/GeneratePostmanCollection/${ids.sync}`)).json();
    expect(one.item).toHaveLength(1);
  });

  it('answers an OpenAPI 3.1 document that validates, with every visible service', async () => {
    const res = await t.as(t.admin).get('/ws/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document));
    expect(Object.keys(document.paths).sort()).toEqual(
      [ids.sync, ids.getter, ids.human].map((id) => `/ws/call/${id}`).sort(),
    );
    expect(document.paths[`/ws/call/${ids.human}`].post.responses).toHaveProperty('202');
    expect(document.paths[`/ws/call/${ids.sync}`].post.responses).toHaveProperty('200');
    expect(document.paths[`/ws/call/${ids.getter}`].get.parameters[0]).toMatchObject({
      name: 'f1',
      in: 'query',
      required: true,
    });
  });

  it('refuses an invalid document in the validator (the check can fail)', async () => {
    const document = (await t.as(t.admin).get('/ws/openapi.json')).json();
    document.paths[`/ws/call/${ids.sync}`].post.responses = 'none';
    await expect(SwaggerParser.validate(document)).rejects.toThrow();
  });
});

describe('/eservice/help', () => {
  it('shows visitors every startable service as a page that needs no script', async () => {
    const page = await t.anon.get('/eservice/help');
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('<html lang="fa" dir="rtl">');
    expect(page.body).toContain('خدمت عادی');
    expect(page.body).toContain(`href="/panel/new/${ids.notApi}"`);
    expect(page.body).not.toContain('>پیش‌نویس<');
    expect(page.body).not.toContain('>غیرفعال<');
  });
});
