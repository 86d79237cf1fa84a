import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@darvazeh/shared';
import { testApp, type Client, type TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const t = testApp();
let admin: Client;
let applicant: TestUser;
let faculty: number;
let office: number;
let centre: number;
let empty: number;
const ids: Record<string, number> = {};

const PUBLIC_KEYS = ['description', 'homeUrl', 'id', 'logoFileId', 'name'];
type System = { id: number; [key: string]: unknown };
type Shaped = { all: System[] | null; byUnit: { unit: { id: number; name: string }; systems: System[] }[] };

let settingId: number | undefined;
/** Saves displaySystemsBaseOn (or removes it, for null) as an Admin would. */
async function display(value: object | null) {
  if (value === null) {
    if (settingId !== undefined)
      expect((await admin.delete(`/api/v1/generalsetting/${settingId}`)).statusCode).toBe(200);
    settingId = undefined;
    return;
  }
  const body = { name: 'displaySystemsBaseOn', data: JSON.stringify(value) };
  const res =
    settingId === undefined
      ? await admin.post('/api/v1/generalsetting', body)
      : await admin.put(`/api/v1/generalsetting/${settingId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  settingId = res.json().data.id;
}

async function systems(client: Client = t.anon): Promise<Shaped> {
  const res = await client.get('/api/v1/ssomanagement/systems');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Shaped;
}
const idsOf = (list: System[] | null | undefined) => list?.map((s) => s.id) ?? null;
const byUnitIds = (shaped: Shaped) => shaped.byUnit.map((g) => [g.unit.name, idsOf(g.systems)]);

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  applicant = await t.user();
  const faculties = (await t.unitType({ name: 'دانشکده' })).id;
  const offices = (await t.unitType({ name: 'اداره' })).id;
  Object.assign(ids, { faculties, offices });
  const unit = async (name: string, unitTypeId: number) => (await t.unit({ name, unitTypeId })).id;
  faculty = await unit('دانشکده فنی', faculties);
  centre = await unit('پژوهشکده', faculties);
  empty = await unit('دانشکده هنر', faculties);
  office = await unit('اداره آموزش', offices);
  const add = async (key: string, fields: Parameters<TestApp['system']>[0]) => {
    ids[key] = (await t.system({ name: key, ...fields })).id;
  };
  await add('گلستان', { unitId: faculty, priority: 2 });
  await add('سجاد', { unitId: faculty, priority: 1 });
  await add('پژوهش', { unitId: centre });
  await add('آموزش', { unitId: office, priority: 1 });
  await add('ایمیل', { priority: 3 });
  await add('خاموش', { unitId: empty, enabled: false });
  await add('پنهان', { unitId: empty, showOnMainPage: false });
  await add('حذفی', { unitId: faculty });
  expect((await admin.delete(`/api/v1/ssomanagement/${ids['حذفی']}`)).statusCode).toBe(200);
});

describe('the home page’s systems (ssomanagement/systems)', () => {
  const shown = () => ['پژوهش', 'آموزش', 'سجاد', 'گلستان', 'ایمیل'].map((k) => ids[k]);

  it('answers every enabled main-page system by priority then name when displaySystemsBaseOn is unset', async () => {
    await display(null);
    const shaped = await systems();
    expect(idsOf(shaped.all)).toEqual(shown());
    expect(shaped.byUnit).toEqual([]);
  });

  it('leaves disabled, hidden and deleted systems out, and tells visitors nothing else', async () => {
    const shaped = await systems();
    for (const key of ['خاموش', 'پنهان', 'حذفی']) expect(idsOf(shaped.all)).not.toContain(ids[key]);
    for (const system of shaped.all ?? []) expect(Object.keys(system).sort()).toEqual(PUBLIC_KEYS);
  });

  it('answers only `all` for showTypes all', async () => {
    await display({ showTypes: ['all'], unitTypeIds: [ids.faculties] });
    const shaped = await systems();
    expect(idsOf(shaped.all)).toEqual(shown());
    expect(shaped.byUnit).toEqual([]);
  });

  it('groups by the units of the chosen unit types for showTypes unitType, units by name, empty ones left out', async () => {
    await display({ showTypes: ['unitType'], unitTypeIds: [ids.faculties] });
    const shaped = await systems();
    expect(shaped.all).toBeNull();
    expect(byUnitIds(shaped)).toEqual([
      ['پژوهشکده', [ids['پژوهش']]],
      ['دانشکده فنی', [ids['سجاد'], ids['گلستان']]],
    ]);
    expect(shaped.byUnit.map((g) => g.unit.id)).toEqual([centre, faculty]);
    expect(shaped.byUnit.map((g) => g.unit.id)).not.toContain(empty);
    for (const group of shaped.byUnit) {
      expect(Object.keys(group.unit).sort()).toEqual(['id', 'name']);
      for (const system of group.systems) expect(Object.keys(system).sort()).toEqual(PUBLIC_KEYS);
    }
  });

  it('answers both for showTypes all and unitType', async () => {
    await display({ showTypes: ['all', 'unitType'], unitTypeIds: [ids.offices, ids.faculties] });
    const shaped = await systems(t.as(applicant));
    expect(idsOf(shaped.all)).toEqual(shown());
    expect(byUnitIds(shaped)).toEqual([
      ['اداره آموزش', [ids['آموزش']]],
      ['پژوهشکده', [ids['پژوهش']]],
      ['دانشکده فنی', [ids['سجاد'], ids['گلستان']]],
    ]);
  });

  it('answers nothing to show for unit types no unit has', async () => {
    await display({ showTypes: ['unitType'], unitTypeIds: [999_999] });
    expect(await systems()).toEqual({ all: null, byUnit: [] });
    await display(null);
  });

  it('answers visitors only while the settings allow an unauthenticated main page', async () => {
    const put = (allowed: boolean) =>
      admin.put('/api/v1/setting', { ...DEFAULT_SITE_SETTINGS, allowedUnauthMainPage: allowed });
    expect((await put(false)).statusCode).toBe(200);
    const refused = await t.anon.get('/api/v1/ssomanagement/systems');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('ابتدا وارد سامانه شوید.');
    expect(idsOf((await systems(t.as(applicant))).all)).toEqual(shown());
    expect((await put(true)).statusCode).toBe(200);
    expect(idsOf((await systems()).all)).toEqual(shown());
  });
});

describe('the connected systems of /panel/sso/clients (ssomanagement/clients)', () => {
  it('lists every enabled system for any signed-in user, hidden-from-main-page ones too, with the unit name', async () => {
    const res = await t.as(applicant).get('/api/v1/ssomanagement/clients');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as System[];
    expect(list.map((s) => s.id)).toEqual(
      ['پژوهش', 'پنهان', 'آموزش', 'سجاد', 'گلستان', 'ایمیل'].map((k) => ids[k]),
    );
    expect(list.find((s) => s.id === ids['سجاد'])?.unitName).toBe('دانشکده فنی');
    expect(list.find((s) => s.id === ids['ایمیل'])?.unitName).toBeNull();
    for (const system of list)
      expect(Object.keys(system).sort()).toEqual([...PUBLIC_KEYS, 'unitName'].sort());
  });

  it('refuses visitors with 401', async () => {
    expect((await t.anon.get('/api/v1/ssomanagement/clients')).statusCode).toBe(401);
  });
});
