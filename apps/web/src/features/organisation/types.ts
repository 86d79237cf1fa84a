// The organisation's shapes as the declared endpoints answer them.
import type { Answer, roleApi, unitResponsibilityApi, unitRoleApi } from '@darvazeh/shared';
import { sharedCacheKeys } from '../../lib/shared-cache';

export type { AdminUser, Unit, UnitType } from '@darvazeh/shared';

/** `{ id, name }`, as unit roles appear inside a unit. */
export interface IdName {
  id: number;
  name: string;
}

/** A role. */
export type Role = Answer<typeof roleApi.get>;

/** A unit role. */
export type UnitRole = Answer<typeof unitRoleApi.get>;

/** A unit responsibility, with its unit's name and unit roles. */
export type UnitResponsibility = Answer<typeof unitResponsibilityApi.get>;

/** The query-key roots of this feature, invalidated after each change. */
export const orgKeys = {
  users: ['organisation', 'users'],
  roles: ['organisation', 'roles'],
  // Unit types, unit roles and units are part of the SPEC §3 shared cache.
  unitTypes: sharedCacheKeys.unitTypes,
  unitRoles: sharedCacheKeys.unitRoles,
  units: sharedCacheKeys.units,
  responsibilities: ['organisation', 'responsibilities'],
} as const;
