import { describe, expect, it } from 'vitest';
import type { Principal, RoleGrant } from '../schemas/principal.js';
import {
  ANY_UNIT_ROLE,
  hasRoles,
  isAdmin,
  isEmployee,
  isOwner,
  type OwnedRecord,
  type OwnerPrincipal,
  SSO_MANAGER_ROLES,
  type RoleRule,
} from './permissions.js';

const as = (alias: string, unitId: number | null = null, unitRoleId: number | null = null): RoleGrant => ({
  alias,
  unitId,
  unitRoleId,
});
const plain: Principal = { id: 1, roles: [] };
const employee: Principal = { id: 2, roles: [as('Employee')] };
const ssoEmployee: Principal = { id: 3, roles: [as('Employee', 5, 3)] };
const admin: Principal = { id: 4, roles: [as('Admin')] };
const ssoRule: RoleRule = { role: 'Employee', unitId: null, unitRoleId: 3 };

describe('hasRoles edge cases (SPEC §6)', () => {
  it.each<[string, Principal | null, RoleRule[], boolean]>([
    ['anonymous matches not even *', null, ['*'], false],
    ['anonymous with no rules', null, [], false],
    ['an empty rule list admits nobody', admin, [], false],
    ['* admits a user with no roles', plain, ['*'], true],
    ['* admits an Admin', admin, ['*'], true],
    ['an alias needs the grant', plain, ['Employee'], false],
    ['an alias matches an unscoped grant', employee, ['Employee'], true],
    ['an alias matches a scoped grant', ssoEmployee, ['Employee'], true],
    ['Admin is not Employee', admin, ['Employee'], false],
    [
      'Admin does not pass a scoped Employee rule',
      admin,
      [{ role: 'Employee', unitId: null, unitRoleId: -1 }],
      false,
    ],
    ['Admin passes when the rule lists Admin', admin, ['Admin', ssoRule], true],
    ['null unit matches any unit', ssoEmployee, [ssoRule], true],
    ['unit role must agree', ssoEmployee, [{ role: 'Employee', unitId: null, unitRoleId: 2 }], false],
    [
      '-1 matches any unit role',
      ssoEmployee,
      [{ role: 'Employee', unitId: 5, unitRoleId: ANY_UNIT_ROLE }],
      true,
    ],
    ['unit must agree', ssoEmployee, [{ role: 'Employee', unitId: 6, unitRoleId: ANY_UNIT_ROLE }], false],
    [
      'role must agree in a scoped rule',
      ssoEmployee,
      [{ role: 'Admin', unitId: null, unitRoleId: -1 }],
      false,
    ],
    ['an unscoped grant lacks unit role 3', employee, [ssoRule], false],
    [
      'an unscoped grant passes full wildcards',
      employee,
      [{ role: 'Employee', unitId: null, unitRoleId: -1 }],
      true,
    ],
    [
      'an unscoped grant lacks a named unit',
      employee,
      [{ role: 'Employee', unitId: 5, unitRoleId: -1 }],
      false,
    ],
    ['any entry suffices', plain, ['Admin', 'Employee', '*'], true],
  ])('%s', (_name, user, rules, expected) => {
    expect(hasRoles(user, rules)).toBe(expected);
  });

  it('SSO managers are Admin, or an Employee with unit role 3 in any unit', () => {
    expect(SSO_MANAGER_ROLES).toEqual(['Admin', ssoRule]);
  });

  it.each<[string, Principal | null, boolean, boolean]>([
    ['anonymous', null, false, false],
    ['a plain user', plain, false, false],
    ['an Employee', employee, false, true],
    ['a scoped Employee', ssoEmployee, false, true],
    ['an Admin', admin, true, false],
  ])('isAdmin and isEmployee for %s', (_name, user, expectedAdmin, expectedEmployee) => {
    expect(isAdmin(user)).toBe(expectedAdmin);
    expect(isEmployee(user)).toBe(expectedEmployee);
  });
});

describe('isOwner edge cases (SPEC §6)', () => {
  const holder: OwnerPrincipal = { id: 1, roles: [], responsibilities: [{ unitId: 5, unitRoleId: 3 }] };
  const lonely: OwnerPrincipal = { id: 1, roles: [], responsibilities: [] };
  const adminOwner: OwnerPrincipal = { id: 9, roles: [as('Admin')], responsibilities: [] };
  const wildHolder: OwnerPrincipal = { id: 1, roles: [], responsibilities: [{ unitId: 5, unitRoleId: -1 }] };

  it.each<[string, OwnerPrincipal | null, OwnedRecord, boolean]>([
    ['anonymous owns nothing', null, { userId: 1, unitId: null, unitRoleId: -1 }, false],
    ['the user’s own record', lonely, { userId: 1 }, true],
    ['another user’s record', lonely, { userId: 2 }, false],
    ['a null userId is nobody', lonely, { userId: null }, false],
    ['a record with no owner at all', holder, {}, false],
    ['no responsibilities, full wildcards', lonely, { unitId: null, unitRoleId: -1 }, false],
    ['same unit and unit role', holder, { userId: 2, unitId: 5, unitRoleId: 3 }, true],
    ['another unit', holder, { unitId: 6, unitRoleId: 3 }, false],
    ['another unit role', holder, { unitId: 5, unitRoleId: 2 }, false],
    ['a null unit on the record matches any', holder, { unitId: null, unitRoleId: 3 }, true],
    ['an absent unit on the record matches any', holder, { unitRoleId: 3 }, true],
    ['-1 on the record matches any unit role', holder, { unitId: 5, unitRoleId: ANY_UNIT_ROLE }, true],
    ['both wildcards on the record', holder, { unitId: null, unitRoleId: -1 }, true],
    ['a null unit role on the record matches none', holder, { unitId: 5, unitRoleId: null }, false],
    ['an absent unit role on the record matches none', holder, { unitId: 5 }, false],
    ['-1 on the responsibility is no wildcard', wildHolder, { unitId: 5, unitRoleId: 3 }, false],
    ['Admin owns nothing by being Admin', adminOwner, { userId: 2, unitId: 5, unitRoleId: 3 }, false],
  ])('%s', (_name, user, record, expected) => {
    expect(isOwner(user, record)).toBe(expected);
  });
});
