import { beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { UNIT_IMPORT_COLUMNS } from '@darvazeh/shared';
import { testApp } from '../../../test/test-app.js';
import { units } from '../../../db/schema/index.js';
import { xlsxBomb } from '../../../plugins/excel/zip.fixture.js';
import { xlsxOf } from '../../../test/upload-fixtures.js';
import { excelMessages } from '../../../messages/index.js';

const t = testApp({ admin: true });
let universityId = 0;
beforeAll(async () => {
  await t.unitType({ name: 'دانشکده' });
  await t.unitRole({ name: 'رئیس' });
  await t.unitRole({ name: 'کارشناس' });
  universityId = (await t.unit({ name: 'دانشگاه', unitRoleIds: [] })).id;
});

const HEADER = UNIT_IMPORT_COLUMNS.map((c) => c.header);
const importUnits = async (rows: (string | null)[][]) =>
  t.as(t.admin).postFile('/api/v1/unit/import', await xlsxOf([HEADER, ...rows]));
type Unit = { id: number; name: string; parentId: number | null; unitRoles: { name: string }[] };
async function unitNamed(name: string): Promise<Unit | undefined> {
  const res = await t
    .as(t.admin)
    .post('/api/v1/unit/filter', { filters: { name: { op: 'eq', value: name } } });
  return res.json().data.list[0];
}

describe('unit/import', () => {
  it('imports a tree whose parents are stored units or rows earlier or later in the sheet', async () => {
    const res = await importUnits([
      ['گروه برق', 'دانشكده فنی', null, 'کارشناس'],
      ['دانشکده فنی', 'دانشگاه', 'دانشکده', 'رئیس، کارشناس'],
      ['آزمایشگاه مدار', 'گروه برق', null, null],
      ['معاونت پژوهشی', null, null, 'رئیس;کارشناس'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ imported: 4 });

    const faculty = await unitNamed('دانشکده فنی');
    const group = await unitNamed('گروه برق');
    const lab = await unitNamed('آزمایشگاه مدار');
    expect(faculty?.parentId).toBe(universityId);
    expect(group?.parentId).toBe(faculty?.id);
    expect(lab?.parentId).toBe(group?.id);
    expect((await unitNamed('معاونت پژوهشی'))?.parentId).toBeNull();
    expect(faculty?.unitRoles.map((r) => r.name).sort()).toEqual(['رئیس', 'کارشناس']);
  });

  it('reports every bad row and imports none: cycles, self parents, unknown names, duplicates', async () => {
    const res = await importUnits([
      ['واحد الف', 'واحد ب', null, null],
      ['واحد ب', 'واحد الف', null, null],
      ['خودوالد', 'خودوالد', null, null],
      ['یتیم', 'والد ناموجود', 'نوع ناموجود', 'نقش ناموجود'],
      ['یتیم', null, null, null],
      ['دانشگاه', null, null, null],
      ['سالم', null, null, null],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toEqual([
      { row: 2, column: 'واحد والد', message: 'واحدهای این فایل یکدیگر را والد کرده‌اند (چرخه).' },
      { row: 3, column: 'واحد والد', message: 'واحدهای این فایل یکدیگر را والد کرده‌اند (چرخه).' },
      { row: 4, column: 'واحد والد', message: 'واحد نمی‌تواند والد خودش باشد.' },
      { row: 5, column: 'واحد والد', message: 'واحدی با این نام نه در سامانه هست و نه در این فایل.' },
      { row: 5, column: 'نوع واحد', message: 'این نوع واحد تعریف نشده است.' },
      { row: 5, column: 'نقش‌های واحد', message: 'نقش واحد «نقش ناموجود» تعریف نشده است.' },
      { row: 6, column: 'نام', message: 'در ردیف ۵ همین فایل هم آمده است.' },
      { row: 7, column: 'نام', message: 'واحدی با این نام در سامانه هست.' },
    ]);
    expect(await unitNamed('سالم')).toBeUndefined();
  });

  it('refuses a zip bomb before exceljs inflates it, and stores nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(units);
    const res = await t.as(t.admin).postFile('/api/v1/unit/import', xlsxBomb());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: excelMessages.importUnsafeXlsx });
    expect(await t.database.db.select({ n: count() }).from(units)).toEqual(before);
  });

  it('offers a template and is for Admins only', async () => {
    const template = await t.as(t.admin).get('/api/v1/unit/import-template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('unit-import-template.xlsx');
    const someone = await t.user();
    const sheet = await xlsxOf([HEADER, ['ممنوع', null, null, null]]);
    expect((await t.as(someone).postFile('/api/v1/unit/import', sheet)).statusCode).toBe(403);
    expect((await t.as(someone).get('/api/v1/unit/import-template')).statusCode).toBe(403);
    expect(await unitNamed('ممنوع')).toBeUndefined();
  });
});
