import type { Principal, RoleGrant } from '../schemas/principal.js';

/** The built-in role aliases (SPEC §6). */
export const ROLE_ADMIN = 'Admin';
export const ROLE_EMPLOYEE = 'Employee';

/** A role rule entry (SPEC §6): '*' for any user, a role alias, or a role scoped to a unit and unit role. */
export type RoleRule = string | { role: string; unitId: number | null; unitRoleId: number };

/** Unit role id meaning "any unit role" in a scoped rule or on an owned record. */
export const ANY_UNIT_ROLE = -1;

/** The unit role whose Employees manage single sign-on alongside Admins (SPEC §6). */
export const SSO_UNIT_ROLE_ID = 3;

/**
 * Who manages single sign-on (SPEC §2 `/panel/sso/` list, detail and new): Admin, or an Employee
 * holding unit role 3 in any unit.
 */
export const SSO_MANAGER_ROLES: readonly RoleRule[] = [
  ROLE_ADMIN,
  { role: ROLE_EMPLOYEE, unitId: null, unitRoleId: SSO_UNIT_ROLE_ID },
];

/** One unit responsibility as ownership checks see it: the unit and the unit role the user serves in. */
export type ResponsibilityRef = { unitId: number; unitRoleId: number };

/** A signed-in user together with their unit responsibilities, as ownership checks see them. */
export type OwnerPrincipal = Principal & { responsibilities: readonly ResponsibilityRef[] };

/** The ownership columns of a record: its owning user, and the unit and unit role that hold it. */
export type OwnedRecord = { userId?: number | null; unitId?: number | null; unitRoleId?: number | null };

function grantMatches(grant: RoleGrant, rule: RoleRule): boolean {
  if (typeof rule === 'string') return grant.alias === rule;
  if (grant.alias !== rule.role) return false;
  const unitOk = rule.unitId === null || rule.unitId === grant.unitId;
  const unitRoleOk = rule.unitRoleId === ANY_UNIT_ROLE || rule.unitRoleId === grant.unitRoleId;
  return unitOk && unitRoleOk;
}

/**
 * True when the signed-in user matches at least one entry of `rules` (SPEC §6): '*' matches any
 * signed-in user, a string matches a grant with that alias, and `{ role, unitId, unitRoleId }`
 * matches a grant with that alias whose unit and unit role agree, where a null `unitId` or an
 * `ANY_UNIT_ROLE` `unitRoleId` on the rule matches any. Wildcards live on the rule only: a grant
 * with no unit or unit role does not satisfy a rule that names one. Anonymous users match nothing,
 * and no role (Admin included) implies another. Never throws.
 */
export function hasRoles(user: Principal | null | undefined, rules: readonly RoleRule[]): boolean {
  if (!user) return false;
  return rules.some((rule) => rule === '*' || user.roles.some((grant) => grantMatches(grant, rule)));
}

/** True when the user holds the Admin role (in any unit). Never throws. */
export function isAdmin(user: Principal | null | undefined): boolean {
  return hasRoles(user, [ROLE_ADMIN]);
}

/** True when the user holds the Employee role (in any unit). Never throws. */
export function isEmployee(user: Principal | null | undefined): boolean {
  return hasRoles(user, [ROLE_EMPLOYEE]);
}

function responsibilityHolds(responsibility: ResponsibilityRef, record: OwnedRecord): boolean {
  // A record with no unit role is not held by any unit role: only its userId can make it someone's.
  if (record.unitRoleId === null || record.unitRoleId === undefined) return false;
  const unitOk =
    record.unitId === null || record.unitId === undefined || record.unitId === responsibility.unitId;
  const unitRoleOk = record.unitRoleId === ANY_UNIT_ROLE || record.unitRoleId === responsibility.unitRoleId;
  return unitOk && unitRoleOk;
}

/**
 * True when the record is the user's (SPEC §6): its `userId` equals the user's id, or one of the
 * user's responsibilities matches the record's unit and unit role. As in `hasRoles`, the wildcards
 * live on the side that states the requirement — here the record: a record whose `unitId` is null
 * (or absent) is held in every unit, and a record whose `unitRoleId` is `ANY_UNIT_ROLE` is held by
 * every unit role. A responsibility is always concrete: a -1 on it is no wildcard. A record with a
 * null (or absent) `unitRoleId` is held by no responsibility, and a null `userId` is nobody's. Anonymous users own nothing, and Admin owns nothing by being Admin. Never throws.
 */
export function isOwner(user: OwnerPrincipal | null | undefined, record: OwnedRecord): boolean {
  if (!user) return false;
  if (record.userId === user.id) return true;
  return user.responsibilities.some((responsibility) => responsibilityHolds(responsibility, record));
}
