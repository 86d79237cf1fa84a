import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../schemas/principal.js';
import {
  hasRoles,
  isAdmin,
  isEmployee,
  isOwner,
  type OwnedRecord,
  type OwnerPrincipal,
  type RoleRule,
} from './permissions.js';

// References written straight from SPEC §6, deliberately naive: loops over the sentences' nouns.

// "An entry matches if '*', a role alias, or an object with role, unitId, unitRoleId;
//  null unit or -1 role matches any."
function referenceHasRoles(user: Principal | null, rules: readonly RoleRule[]): boolean {
  if (user === null) return false;
  for (const entry of rules) {
    if (entry === '*') return true;
    for (const grant of user.roles) {
      if (typeof entry === 'string') {
        if (grant.alias === entry) return true;
      } else {
        const sameRole = grant.alias === entry.role;
        const sameUnit = entry.unitId === null ? true : grant.unitId === entry.unitId;
        const sameUnitRole = entry.unitRoleId === -1 ? true : grant.unitRoleId === entry.unitRoleId;
        if (sameRole && sameUnit && sameUnitRole) return true;
      }
    }
  }
  return false;
}

// "A record is the user's if its userId equals the user's id, or a responsibility matches the
//  record's unit and unit role (null unit or -1 role matches any)." The record states the unit and
//  unit role, so the wildcards are the record's; a record with no unit role names none to match.
function referenceIsOwner(user: OwnerPrincipal | null, record: OwnedRecord): boolean {
  if (user === null) return false;
  if (typeof record.userId === 'number' && record.userId === user.id) return true;
  for (const responsibility of user.responsibilities) {
    if (typeof record.unitRoleId !== 'number') continue;
    const sameUnit = typeof record.unitId !== 'number' ? true : record.unitId === responsibility.unitId;
    const sameUnitRole = record.unitRoleId === -1 ? true : record.unitRoleId === responsibility.unitRoleId;
    if (sameUnit && sameUnitRole) return true;
  }
  return false;
}

// Small value ranges so that ids, units and unit roles collide often and both outcomes are common.
const userId = fc.integer({ min: 1, max: 4 });
const unitId = fc.integer({ min: 1, max: 3 });
const unitRoleId = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(-1));
const alias = fc.constantFrom('Admin', 'Employee', 'Applicant');
const grant = fc.record({
  alias,
  unitId: fc.option(unitId, { nil: null }),
  unitRoleId: fc.option(unitRoleId, { nil: null }),
});
const principal = fc.record({ id: userId, roles: fc.array(grant, { maxLength: 4 }) });
const rule: fc.Arbitrary<RoleRule> = fc.oneof(
  fc.constant('*'),
  alias,
  fc.record({ role: alias, unitId: fc.option(unitId, { nil: null }), unitRoleId }),
);
const rules = fc.array(rule, { maxLength: 4 });
const owner = fc.record({
  id: userId,
  roles: fc.array(grant, { maxLength: 2 }),
  responsibilities: fc.array(fc.record({ unitId, unitRoleId }), { maxLength: 4 }),
});
const missing = fc.constantFrom(null, undefined);
const record: fc.Arbitrary<OwnedRecord> = fc.record(
  {
    userId: fc.oneof(missing, userId),
    unitId: fc.oneof(missing, unitId),
    unitRoleId: fc.oneof(missing, unitRoleId),
  },
  { requiredKeys: [] },
);
const runs = { numRuns: 2_000 };

describe('permissions agree with a reference written from SPEC §6', () => {
  it('hasRoles on generated users and rule lists', () => {
    const outcomes = { true: 0, false: 0 };
    fc.assert(
      fc.property(fc.option(principal, { nil: null }), rules, (user, list) => {
        const actual = hasRoles(user, list);
        outcomes[`${actual}`] += 1;
        expect(actual).toBe(referenceHasRoles(user, list));
      }),
      runs,
    );
    expect(Math.min(outcomes.true, outcomes.false)).toBeGreaterThan(200);
  });

  it('isAdmin and isEmployee on generated users', () => {
    fc.assert(
      fc.property(fc.option(principal, { nil: null }), (user) => {
        expect(isAdmin(user)).toBe(referenceHasRoles(user, ['Admin']));
        expect(isEmployee(user)).toBe(referenceHasRoles(user, ['Employee']));
      }),
      runs,
    );
  });

  it('isOwner on generated users and records', () => {
    const outcomes = { true: 0, false: 0 };
    fc.assert(
      fc.property(fc.option(owner, { nil: null }), record, (user, row) => {
        const actual = isOwner(user, row);
        outcomes[`${actual}`] += 1;
        expect(actual).toBe(referenceIsOwner(user, row));
      }),
      runs,
    );
    expect(Math.min(outcomes.true, outcomes.false)).toBeGreaterThan(200);
  });

  it('never takes access away when a rule is added', () => {
    fc.assert(
      fc.property(principal, rules, rule, (user, list, extra) => {
        if (hasRoles(user, list)) expect(hasRoles(user, [...list, extra])).toBe(true);
      }),
      runs,
    );
  });

  it('never takes ownership away when a responsibility is added', () => {
    fc.assert(
      fc.property(owner, record, unitId, unitRoleId, (user, row, unit, unitRole) => {
        const more = {
          ...user,
          responsibilities: [...user.responsibilities, { unitId: unit, unitRoleId: unitRole }],
        };
        if (isOwner(user, row)) expect(isOwner(more, row)).toBe(true);
      }),
      runs,
    );
  });
});
