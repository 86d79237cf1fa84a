import { describe, expect, it } from 'vitest';
import { canManage, canManageShared } from './permissions';

const employeeOfA = [{ id: 1, name: 'واحد الف' }];

describe('who manages folders and documents', () => {
  it.each([
    ['an Admin, a shared row', 'all', null, true],
    ['an Admin, a unit’s row', 'all', 2, true],
    ['an Employee, a shared row', employeeOfA, null, false],
    ['an Employee, their unit’s row', employeeOfA, 1, true],
    ['an Employee, another unit’s row', employeeOfA, 2, false],
    ['an Employee of no unit, a shared row', [], null, false],
  ] as const)('%s → %s', (_label, choices, unitId, expected) => {
    expect(canManage(choices, unitId)).toBe(expected);
  });

  it('keeps shared rows for Admins', () => {
    expect(canManageShared('all')).toBe(true);
    expect(canManageShared(employeeOfA)).toBe(false);
  });
});
