// Connected systems (سامانه‌های متصل), the catalogue single sign-on extends (SPEC §2 /panel/sso).
import { ROLE_ADMIN, SSO_MANAGER_ROLES } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const managers = SSO_MANAGER_ROLES;

/**
 * Connected systems: Admins and Employees in unit role 3 manage them; any signed-in user lists the
 * enabled ones and their own grants to them; the home page reads them (visitors too, while the settings
 * allow the main page).
 */
export const ssoApi = {
  ...resourceEndpoints('ssomanagement', {
    item: (s) => s.ssoSystem,
    createBody: (s) => s.createSsoSystemBody,
    updateBody: (s) => s.updateSsoSystemBody,
    access: { list: managers, read: managers, create: managers, update: managers, delete: managers },
  }),
  clients: endpoint({
    method: 'GET',
    path: 'ssomanagement/clients',
    access: ['*'],
    response: (s) => s.ssoClientList,
  }),
  /** The caller's own active grants to connected systems (`/panel/sso/clients`). */
  grants: endpoint({
    method: 'GET',
    path: 'ssomanagement/grants',
    access: ['*'],
    response: (s) => s.ssoGrantList,
  }),
  /**
   * Takes one of the caller's grants back: its tokens stop working and the system is told to sign them
   * out. Someone else's grant answers 404.
   */
  revokeGrant: endpoint({
    method: 'DELETE',
    path: 'ssomanagement/grants/{id}',
    access: ['*'],
    params: (s) => s.ssoGrantParams,
  }),
  /** Sign-in statistics of the connected systems (`/panel/sso/statistics`), Admins only. */
  statistics: endpoint({
    method: 'GET',
    path: 'ssomanagement/statistics',
    access: [ROLE_ADMIN],
    query: (s) => s.ssoStatisticsQuery,
    response: (s) => s.ssoStatistics,
  }),
  systems: endpoint({
    method: 'GET',
    path: 'ssomanagement/systems',
    access: 'anyone',
    response: (s) => s.homeSystems,
  }),
};

/**
 * The signing keys of single sign-on (`/panel/sso/setting`), Admins only: the keys in force (public facts
 * only); the rotation that makes a new OIDC key or SAML certificate the signing one while the replaced
 * one stays published for the grace the token lifetimes need; and the withdrawal that ends a replaced
 * key's grace at once (a suspected compromise).
 */
export const ssoKeysApi = {
  list: endpoint({
    method: 'GET',
    path: 'ssomanagement/keys',
    access: [ROLE_ADMIN],
    response: (s) => s.signingKeys,
  }),
  rotate: endpoint({
    method: 'POST',
    path: 'ssomanagement/keys/rotate',
    access: [ROLE_ADMIN],
    body: (s) => s.rotateSigningKeyBody,
    response: (s) => s.signingKeys,
  }),
  /**
   * Takes a replaced key out of force now: no longer published, no longer verifying, on every instance
   * from its next key check. The signing key is refused (400); a key out of force or unknown is 404.
   */
  withdraw: endpoint({
    method: 'POST',
    path: 'ssomanagement/keys/withdraw',
    access: [ROLE_ADMIN],
    body: (s) => s.withdrawSigningKeyBody,
    response: (s) => s.signingKeys,
  }),
};

/**
 * A SAML2 system's service-provider settings (categoryId 3), for the system's managers: read them, or
 * register the SP's metadata (the document, or a URL the server fetches) with the NameID format and the
 * released attributes.
 */
export const samlSpApi = {
  get: endpoint({
    method: 'GET',
    path: 'ssomanagement/{id}/saml',
    access: managers,
    params: (s) => s.idParams,
    response: (s) => s.samlSpSettings,
  }),
  save: endpoint({
    method: 'PUT',
    path: 'ssomanagement/{id}/saml',
    access: managers,
    params: (s) => s.idParams,
    body: (s) => s.saveSamlSpBody,
    response: (s) => s.samlSpSettings,
  }),
};

/**
 * The SAML sign-in waiting in this browser (the `darvazeh_saml` cookie) when silent single sign-on is
 * off: which system asks, and the signed-in user's answer — go on (the response is made, and the next
 * profile hands it out) or cancel. None waiting answers 404.
 */
export const samlSignInApi = {
  pending: endpoint({
    method: 'GET',
    path: 'saml/pending',
    access: ['*'],
    response: (s) => s.ssoContinueDetails,
  }),
  continuePending: endpoint({
    method: 'POST',
    path: 'saml/pending/continue',
    access: ['*'],
    body: (s) => s.ssoContinueBody,
    response: (s) => s.oidcRedirect,
  }),
};

const limitAccess = { list: managers, read: managers, create: managers, update: managers, delete: managers };

/**
 * Who may enter a system (ssouserlimit, ssounitlimit, ssoiplimit): its managers — Admins, and Employees
 * in unit role 3 for their units' systems — list, add, change and remove its limits.
 */
export const ssoUserLimitApi = {
  ...resourceEndpoints('ssouserlimit', {
    item: (s) => s.ssoUserLimit,
    createBody: (s) => s.ssoUserLimitBody,
    updateBody: (s) => s.ssoUserLimitBody,
    access: limitAccess,
  }),
  /** Users found by name for the limit picker (Employees may not list users: `user/filter` is the Admins'). */
  users: endpoint({
    method: 'GET',
    path: 'ssouserlimit/users',
    access: managers,
    query: (s) => s.ssoLimitUserQuery,
    response: (s) => s.ssoLimitUserList,
  }),
};

export const ssoUnitLimitApi = resourceEndpoints('ssounitlimit', {
  item: (s) => s.ssoUnitLimit,
  createBody: (s) => s.ssoUnitLimitBody,
  updateBody: (s) => s.ssoUnitLimitBody,
  access: limitAccess,
});

export const ssoIpLimitApi = resourceEndpoints('ssoiplimit', {
  item: (s) => s.ssoIpLimit,
  createBody: (s) => s.ssoIpLimitBody,
  updateBody: (s) => s.ssoIpLimitBody,
  access: limitAccess,
});
