import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_IMPORT_COLUMNS } from '@darvazeh/shared';
import { testApp } from '../../../test/test-app.js';
import { xlsxOf } from '../../../test/upload-fixtures.js';

const t = testApp({ admin: true });
let unitId = 0;
beforeAll(async () => {
  const expert = await t.unitRole({ name: 'کارشناس' });
  await t.unitRole({ name: 'رئیس' });
  unitId = (await t.unit({ name: 'دانشکده فنی', unitRoleIds: [expert.id] })).id;
});

const HEADER = USER_IMPORT_COLUMNS.map((c) => c.header);
const row = (username: string, extra: (string | null)[] = []) => [username, 'نام', 'خانوادگی', ...extra];
const importUsers = async (rows: (string | number | null)[][]) =>
  t.as(t.admin).postFile('/api/v1/user/import', await xlsxOf([HEADER, ...rows]));
async function usersLike(prefix: string) {
  const res = await t.as(t.admin).post('/api/v1/user/filter', {
    filters: { username: { op: 'like', value: prefix } },
    count: 100,
  });
  return res.json().data.list as { id: number; username: string; firstName: string; mobile: string }[];
}

describe('user/import', () => {
  it('imports every row of a good sheet, normalising letters and digits, with deprecated passwords', async () => {
    const res = await importUsers([
      ['Good.One', 'علي', 'كريمي', 'one@uni.ac.ir', '۰۹۱۲۳۴۵۶۷۸۹', 'دانشكده فنی', 'کارشناس', '۱۴۰۴'],
      ['good.two', 'زهرا', 'رضایی', null, null, null, null, null],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { imported: 2 }, message: '۲ ردیف ثبت شد.' });

    const [two, one] = await usersLike('good.');
    expect(one).toMatchObject({ username: 'good.one', firstName: 'علی', mobile: '09123456789' });
    expect(two).toMatchObject({ username: 'good.two', passwordDeprecated: true });
    const held = await t.as(t.admin).post('/api/v1/unitresponsibility/filter', {
      filters: { userId: { op: 'eq', value: one?.id } },
    });
    expect(held.json().data.list).toMatchObject([{ unitId, personalId: '1404' }]);
    // Nobody knows the imported password: signing in needs forget-password or an Admin's reset.
    const login = await t.anon.post('/api/v1/account/login', { username: 'good.one', password: 'x' });
    expect(login.json().message).toBe('نام کاربری یا رمز عبور اشتباه است.');
  });

  it('reports the 5 bad rows of a 1,000-row sheet and imports nothing; fixed, all 1,000 import', async () => {
    const bad = new Map<number, (string | null)[]>([
      [10, row('bulk.10', ['not-an-email'])],
      [200, ['bulk.200', null, 'خانوادگی']],
      [450, row('bulk.450', [null, '12345'])],
      [700, row('bulk.700', [null, null, 'واحد ناموجود', 'کارشناس'])],
      [999, row('bulk.999', [null, null, 'دانشکده فنی', 'رئیس'])],
    ]);
    const rows = Array.from({ length: 1000 }, (_, i) => bad.get(i) ?? row(`bulk.${i}`));
    const refused = await importUsers(rows);
    expect(refused.statusCode).toBe(400);
    const report = refused.json();
    expect(report.message).toBe(
      '۵ مورد نادرست در فایل یافت شد؛ هیچ ردیفی ثبت نشد. گزارش را ببینید، فایل را اصلاح و دوباره بارگذاری کنید.',
    );
    expect(report.data.total).toBe(5);
    expect(report.data.issues).toEqual([
      { row: 12, column: 'ایمیل', message: 'یک ایمیل معتبر وارد کنید.' },
      { row: 202, column: 'نام', message: 'نام را وارد کنید.' },
      { row: 452, column: 'موبایل', message: 'شماره همراه معتبر نیست.' },
      { row: 702, column: 'واحد', message: 'واحدی با این نام نه در سامانه هست و نه در این فایل.' },
      { row: 1001, column: 'نقش در واحد', message: 'این واحد چنین نقشی ندارد.' },
    ]);
    expect(await usersLike('bulk.')).toEqual([]);

    const fixed = await importUsers(Array.from({ length: 1000 }, (_, i) => row(`bulk.${i}`)));
    expect(fixed.json().data).toEqual({ imported: 1000 });
    const page = await t.as(t.admin).post('/api/v1/user/filter', {
      filters: { username: { op: 'like', value: 'bulk.' } },
      count: 100,
    });
    expect(page.json().data.pages).toBe(10);
  });

  it('reports a username repeated inside the sheet (any case) and one already taken', async () => {
    const res = await importUsers([row('dup.a'), row('dup.b'), row('DUP.A'), row(t.admin.username)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toEqual([
      { row: 4, column: 'نام کاربری', message: 'در ردیف ۲ همین فایل هم آمده است.' },
      { row: 5, column: 'نام کاربری', message: 'این نام کاربری قبلاً ثبت شده است.' },
    ]);
    expect(await usersLike('dup.')).toEqual([]);
  });

  it('reports a missing required column on row 1', async () => {
    const sheet = await xlsxOf([
      ['نام کاربری', 'نام'],
      ['x.y', 'نام'],
    ]);
    const res = await t.as(t.admin).postFile('/api/v1/user/import', sheet);
    expect(res.json().data.issues).toEqual([
      { row: 1, column: 'نام خانوادگی', message: 'ستون «نام خانوادگی» در ردیف اول فایل نیست.' },
    ]);
  });

  it('refuses a file that is not an xlsx workbook whatever its name, one over 20 MB, and a request without a file', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const fake = await t.as(t.admin).postFile('/api/v1/user/import', png, { name: 'users.xlsx' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('فایل انتخاب‌شده اکسل (xlsx) معتبر نیست.');
    const json = await t.as(t.admin).post('/api/v1/user/import', {});
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('یک فایل اکسل (xlsx) بارگذاری کنید.');
    const huge = await t.as(t.admin).postFile('/api/v1/user/import', Buffer.alloc(21 * 1024 * 1024));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('حجم فایل بیش از ۲۰ مگابایت است.');
    const empty = await t.as(t.admin).postFile('/api/v1/user/import', await xlsxOf([HEADER]));
    expect(empty.json().message).toBe('فایل هیچ ردیف داده‌ای ندارد.');
  });

  it('is for Admins only', async () => {
    const sheet = await xlsxOf([HEADER, row('never.here')]);
    expect((await t.as(await t.user()).postFile('/api/v1/user/import', sheet)).statusCode).toBe(403);
    expect((await t.anon.postFile('/api/v1/user/import', sheet)).statusCode).toBe(401);
    expect((await t.anon.get('/api/v1/user/import-template')).statusCode).toBe(401);
    expect(await usersLike('never.')).toEqual([]);
  });
});

describe('user/import-template', () => {
  it('is an xlsx workbook whose first row holds the Persian headers', async () => {
    const res = await t.as(t.admin).get('/api/v1/user/import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]?.getRow(1).values as string[];
    expect(header.filter(Boolean)).toEqual(HEADER);
  });
});
