// Units, unit types, unit roles, responsibilities, roles and users (SPEC §1, §3, §6), and the Admins'
// Excel imports of users and units.
import { admin, adminOnly, resourceAccess, signedIn, staff } from './access.js';
import { get, post } from './verbs.js';
import { readOnlyEndpoints, resourceEndpoints } from './resource.js';

/** A catalogue every signed-in user reads and only Admins change. */
const catalogue = resourceAccess(signedIn, admin);

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
  access: catalogue,
});

/** Units (واحد سازمانی), a tree; and the union of every unit's roles. */
export const unitApi = {
  ...resourceEndpoints('unit', {
    item: (s) => s.unit,
    createBody: (s) => s.unitBody,
    access: catalogue,
  }),
  unionRoles: get('unit/union-roles', signedIn, { response: (s) => s.unionRolesResponse }),
};

/** Unit responsibilities (مسئولیت): Employees read their own units' rows. */
export const unitResponsibilityApi = resourceEndpoints('unitresponsibility', {
  item: (s) => s.unitResponsibility,
  createBody: (s) => s.unitResponsibilityBody,
  access: resourceAccess(staff, admin),
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
  access: adminOnly,
});

/** Roles (نقش‌ها). */
export const roleApi = resourceEndpoints('role', {
  item: (s) => s.role,
  createBody: (s) => s.roleBody,
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
  create: post('user', admin, {
    resubmits: true,
    body: (s) => s.createUserBody,
    response: (s) => s.createdUserResponse,
  }),
  resetPassword: post('user/{id}/reset-password', admin, {
    params: (s) => s.idParams,
    response: (s) => s.resetPasswordResponse,
  }),
  /** Lifts a user's sign-in limits (the captcha and slower answers after wrong passwords). */
  unlockSignIn: post('user/{id}/unlock-sign-in', admin, { params: (s) => s.idParams }),
  sessions: post('user/{id}/sessions', admin, {
    params: (s) => s.idParams,
    body: (s) => s.activeSessionsBody,
    response: (s) => s.activeSessionsResponse,
  }),
};

/** The Excel imports of users and units: an empty template and the import itself. */
export const importApi = {
  userTemplate: get('user/import-template', admin, { kind: 'file' }),
  userImport: post('user/import', admin, { kind: 'upload', response: (s) => s.importResult }),
  unitTemplate: get('unit/import-template', admin, { kind: 'file' }),
  unitImport: post('unit/import', admin, { kind: 'upload', response: (s) => s.importResult }),
};
