// What the portal tells connected systems about a user, one reading for both protocols
// (docs/INTEGRATION.md "Claims about the user", section 3's attributes): the SAML2 attributes and the
// OpenID Connect claims are two spellings of the same facts.
import { isNationalId } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { userFactsRow } from './user-facts.repository.js';

/** A live, unlocked user as connected systems see them. */
export type UserFacts = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  /** The national ID the user holds (see nationalIdOf), or null. */
  nationalId: string | null;
  /** The live units the user holds a role or a responsibility in, by id. */
  units: { id: number; name: string }[];
  /** The live roles the user holds (a responsibility makes an Employee, SPEC §6), by id. */
  roles: { alias: string; name: string }[];
};

/**
 * The national ID a user holds (users.national_id, check digit checked where it was written) when it is
 * vouched for (an Admin entered it or a government provider asserted it); else, for a user holding none,
 * a username that is one (universities long used the national ID as the username); null otherwise —
 * never a username that is not a national ID, nor one a newcomer typed at registration, nor a username
 * standing for it.
 */
function nationalIdOf(row: { nationalId: string | null; nationalIdVerified: boolean; username: string }) {
  if (row.nationalId !== null) return row.nationalIdVerified ? row.nationalId : null;
  return isNationalId(row.username) ? row.username : null;
}

/** The facts about live, unlocked user `userId`, or null. */
export async function userFactsOf(db: Db, userId: number): Promise<UserFacts | null> {
  const row = await userFactsRow(db, userId);
  if (!row) return null;
  const { nationalIdVerified: _verified, ...facts } = row;
  return { ...facts, nationalId: nationalIdOf(row) };
}

/** The OpenID Connect claims of `facts` (the scopes choose which are released: oidc-provider.ts). */
export function oidcClaimsOf(facts: UserFacts) {
  return {
    sub: String(facts.id),
    name: `${facts.firstName} ${facts.lastName}`.trim(),
    given_name: facts.firstName,
    family_name: facts.lastName,
    preferred_username: facts.username,
    ...(facts.nationalId === null ? {} : { national_id: facts.nationalId }),
    units: facts.units,
    roles: facts.roles.map((role) => role.alias),
    role_names: facts.roles.map((role) => role.name),
  };
}

/**
 * The SAML attributes of `facts` that `released` (SAML_ATTRIBUTES chosen for the SP) names: nationalId; firstName, lastName, fullName; units
 * (names) and unitIds; roles (aliases) and roleNames. A fact the user lacks is left out rather than sent
 * empty (an attribute without values reads as "known to be none" to many SPs).
 */
export function samlAttributesOf(
  facts: UserFacts,
  released: readonly string[],
): Record<string, string | string[]> {
  const chosen = new Set(released);
  const attributes: Record<string, string | string[]> = {};
  if (chosen.has('nationalId') && facts.nationalId !== null) attributes.nationalId = facts.nationalId;
  if (chosen.has('name')) {
    attributes.firstName = facts.firstName;
    attributes.lastName = facts.lastName;
    attributes.fullName = `${facts.firstName} ${facts.lastName}`.trim();
  }
  if (chosen.has('units') && facts.units.length > 0) {
    attributes.units = facts.units.map((unit) => unit.name);
    attributes.unitIds = facts.units.map((unit) => String(unit.id));
  }
  if (chosen.has('roles') && facts.roles.length > 0) {
    attributes.roles = facts.roles.map((role) => role.alias);
    attributes.roleNames = facts.roles.map((role) => role.name);
  }
  return attributes;
}
