// Units, unit types, unit roles, responsibilities, roles and users (SPEC §1, §3, §6), and the Admins'
// Excel imports of users and units.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { readOnlyEndpoints, resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const signedIn = ['*'] as const;
/** A catalogue every signed-in user reads and only Admins change. */
const catalogue = { list: signedIn, read: signedIn, create: admin, update: admin, delete: admin };
const adminOnly = { list: admin, read: admin, create: admin, update: admin, delete: admin };

/** Unit types (نوع واحد). */
export const unitTypeApi = resourceEndpoints('unittype', {
  item: (s) => s.unitType,
  createBody: (s) => s.createUnitTypeBody,
  updateBody: (s) => s.updateUnitTypeBody,
  access: catalogue,
});

/** Unit roles (نقش واحد). */
export const unitRoleApi = resourceEndpoints('unitrole', {
  item: (s) => s.unitRole,
  createBody: (s) => s.unitRoleBody,
  updateBody: (s) => s.unitRoleBody,
  access: catalogue,
});

/** Units (واحد سازمانی), a tree; and the union of every unit's roles. */
export const unitApi = {
  ...resourceEndpoints('unit', {
    item: (s) => s.unit,
    createBody: (s) => s.unitBody,
    updateBody: (s) => s.unitBody,
    access: catalogue,
  }),
  unionRoles: endpoint({
    method: 'GET',
    path: 'unit/union-roles',
    access: signedIn,
    response: (s) => s.unionRolesResponse,
  }),
};

/** Unit responsibilities (مسئولیت): Employees read their own units' rows. */
export const unitResponsibilityApi = resourceEndpoints('unitresponsibility', {
  item: (s) => s.unitResponsibility,
  createBody: (s) => s.unitResponsibilityBody,
  updateBody: (s) => s.unitResponsibilityBody,
  access: { list: staff, read: staff, create: admin, update: admin, delete: admin },
});

/** The change log of unit responsibilities. */
export const unitResponsibilityLogApi = readOnlyEndpoints('unitresponsibilitylog', {
  item: (s) => s.changeLogItem,
  access: admin,
});

/** The unit responsibilities every new user receives. */
export const defaultUsersUnitRoleApi = resourceEndpoints('defaultusersunitrole', {
  item: (s) => s.defaultUsersUnitRole,
  createBody: (s) => s.defaultUsersUnitRoleBody,
  updateBody: (s) => s.defaultUsersUnitRoleBody,
  access: adminOnly,
});

/** Roles (نقش‌ها). */
export const roleApi = resourceEndpoints('role', {
  item: (s) => s.role,
  createBody: (s) => s.roleBody,
  updateBody: (s) => s.roleBody,
  access: catalogue,
});

/** Users as the resource convention serves them; creating one is `userApi.create`. */
export const userResourceApi = resourceEndpoints(
  'user',
  {
    item: (s) => s.adminUser,
    createBody: (s) => s.createUserBody,
    updateBody: (s) => s.updateUserBody,
    access: adminOnly,
  },
  ['create'],
);

/** Users (کاربران), for Admins; creating one answers its temporary password once. */
export const userApi = {
  ...userResourceApi,
  create: endpoint({
    method: 'POST',
    path: 'user',
    access: admin,
    resubmits: true,
    body: (s) => s.createUserBody,
    response: (s) => s.createdUserResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'user/{id}/reset-password',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.resetPasswordResponse,
  }),
  /** Lifts a user's sign-in limits (the captcha and slower answers after wrong passwords). */
  unlockSignIn: endpoint({
    method: 'POST',
    path: 'user/{id}/unlock-sign-in',
    access: admin,
    params: (s) => s.idParams,
  }),
  sessions: endpoint({
    method: 'POST',
    path: 'user/{id}/sessions',
    access: admin,
    params: (s) => s.idParams,
    body: (s) => s.activeSessionsBody,
    response: (s) => s.activeSessionsResponse,
  }),
};

/** The Excel imports of users and units: an empty template and the import itself. */
export const importApi = {
  userTemplate: endpoint({ method: 'GET', path: 'user/import-template', access: admin, kind: 'file' }),
  userImport: endpoint({
    method: 'POST',
    path: 'user/import',
    access: admin,
    kind: 'upload',
    response: (s) => s.importResult,
  }),
  unitTemplate: endpoint({ method: 'GET', path: 'unit/import-template', access: admin, kind: 'file' }),
  unitImport: endpoint({
    method: 'POST',
    path: 'unit/import',
    access: admin,
    kind: 'upload',
    response: (s) => s.importResult,
  }),
};
