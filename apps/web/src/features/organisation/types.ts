// Response shapes of the organisation resources as this app reads them. The web app has no zod of its
// own, so these mirror the `@darvazeh/shared` schemas by hand where no inferred type is exported.
export type { AdminUser, Unit, UnitType } from '@darvazeh/shared';
import { sharedCacheKeys } from '../../lib/shared-cache';

/** `{ id, name }`, as unit roles appear inside a unit. */
export interface IdName {
  id: number;
  name: string;
}

/** A role (`role` schema). */
export interface Role {
  id: number;
  alias: string;
  name: string;
}

/** A unit role (`unitRole` schema). */
export type UnitRole = IdName;

/** A unit responsibility (`unitResponsibility` schema). */
export interface UnitResponsibility {
  id: number;
  userId: number;
  unitId: number;
  unitRoleId: number;
  personalId: string | null;
  unit: { name: string; unitRoles: IdName[] };
}

/** One page of a filtered list. */
export type { PagedList } from '@darvazeh/shared';

/** Answer of `POST {name}/all`. */
export interface AllList<T> {
  list: T[];
}

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
