// Which units a user may give a row they manage (a document folder, a connected system): the pages work
// it out from the profile and hand it to the feature, so no feature reads another's session.
import { ROLE_EMPLOYEE, type Profile } from '@darvazeh/shared';

/** A unit as a form offers it. */
export interface UnitChoice {
  id: number;
  name: string;
}

/** Every unit (Admins, who pick or search among all), or the units the user serves in. */
export type UnitChoices = 'all' | readonly UnitChoice[];

type ProfileRole = Profile['roles'][number];

/**
 * `'all'` for an Admin; otherwise the units of the profile's Employee roles that `holds` accepts (every
 * such unit when absent), each once.
 */
export function unitChoicesOf(
  profile: Profile | null,
  isAdmin: boolean,
  holds: (role: ProfileRole) => boolean = () => true,
): UnitChoices {
  if (isAdmin) return 'all';
  const units = new Map<number, string>();
  for (const role of profile?.roles ?? []) {
    if (role.alias === ROLE_EMPLOYEE && role.unit && holds(role)) units.set(role.unit.id, role.unit.name);
  }
  return [...units].map(([id, name]) => ({ id, name }));
}
