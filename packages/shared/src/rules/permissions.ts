import { ROLE_ADMIN, ROLE_EMPLOYEE, type Principal, type RoleGrant } from '../schemas/principal.js';

/** A role rule entry (SPEC §6): '*' for any user, a role alias, or a role scoped to a unit and unit role. */
export type RoleRule = string | { role: string; unitId: number | null; unitRoleId: number };

/** Unit role id meaning "any unit role" in a scoped rule. */
export const ANY_UNIT_ROLE = -1;

function grantMatches(grant: RoleGrant, rule: RoleRule): boolean {
  if (typeof rule === 'string') return grant.alias === rule;
  if (grant.alias !== rule.role) return false;
  const unitOk = rule.unitId === null || rule.unitId === grant.unitId;
  const unitRoleOk = rule.unitRoleId === ANY_UNIT_ROLE || rule.unitRoleId === grant.unitRoleId;
  return unitOk && unitRoleOk;
}

/** True when the signed-in user matches at least one entry of `rules`; anonymous users match nothing. */
export function hasRoles(user: Principal | null | undefined, rules: readonly RoleRule[]): boolean {
  if (!user) return false;
  return rules.some((rule) => rule === '*' || user.roles.some((grant) => grantMatches(grant, rule)));
}

/** True when the user holds the Admin role. */
export function isAdmin(user: Principal | null | undefined): boolean {
  return hasRoles(user, [ROLE_ADMIN]);
}

/** True when the user holds the Employee role. */
export function isEmployee(user: Principal | null | undefined): boolean {
  return hasRoles(user, [ROLE_EMPLOYEE]);
}
