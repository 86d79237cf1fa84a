import { describe, expect, it } from 'vitest';
import { unitImportRow, userImportRow } from './organisation-import.js';

const user = { username: 'Sara.A', firstName: 'سارا', lastName: 'احمدی' };

describe('userImportRow', () => {
  it('lower-cases the username and accepts a row without a responsibility', () => {
    expect(userImportRow.parse(user)).toMatchObject({ username: 'sara.a', email: null, mobile: null });
  });

  it.each([
    [{ unit: 'دانشکده فنی' }, 'unitRole', 'نقش در واحد را وارد کنید.'],
    [{ unitRole: 'کارشناس' }, 'unit', 'واحد را وارد کنید.'],
    [{ personalId: '1404' }, 'unit', 'کد پرسنلی بدون واحد معنا ندارد.'],
  ])('asks for the other half of a responsibility: %o', (extra, path, message) => {
    const result = userImportRow.safeParse({ ...user, ...extra });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });

  it('normalises Arabic letters in unit names', () => {
    expect(userImportRow.parse({ ...user, unit: 'دانشكده', unitRole: 'كارشناس' })).toMatchObject({
      unit: 'دانشکده',
      unitRole: 'کارشناس',
    });
  });
});

describe('unitImportRow', () => {
  it.each([
    ['رئیس، کارشناس', ['رئیس', 'کارشناس']],
    ['رئیس,کارشناس;دبير', ['رئیس', 'کارشناس', 'دبیر']],
    [' رئیس ،، ', ['رئیس']],
  ])('splits unit roles %j', (cell, roles) => {
    expect(unitImportRow.parse({ name: 'واحد', unitRoles: cell }).unitRoles).toEqual(roles);
  });

  it('needs a name and refuses unknown columns', () => {
    expect(unitImportRow.safeParse({ parent: 'دانشگاه' }).error?.issues[0]?.message).toBe(
      'نام واحد را وارد کنید.',
    );
    expect(unitImportRow.safeParse({ name: 'واحد', extra: 'x' }).success).toBe(false);
  });
});
