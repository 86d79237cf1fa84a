// The access rules the endpoint declarations share (SPEC §6), named once so each declaration reads who
// may call it rather than spelling the role list again.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import type { Access } from './endpoint.js';
import type { ResourceAccess } from './resource.js';

/** Admins only. */
export const admin = [ROLE_ADMIN] as const;
/** Admins and Employees: the staff who provide services. */
export const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
/** Any signed-in user. */
export const signedIn = ['*'] as const;

/** A resource whose rows `readers` list and read, and `writers` (the readers unless named) create, update and delete. */
export function resourceAccess(readers: Access, writers: Access = readers): ResourceAccess {
  return { list: readers, read: readers, create: writers, update: writers, delete: writers };
}

/** A resource only Admins list, read and write. */
export const adminOnly = resourceAccess(admin);
