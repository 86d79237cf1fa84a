// Connected systems (سامانه‌های متصل), the catalogue single sign-on extends (SPEC §2 /panel/sso).
import { admin, resourceAccess } from './access.js';
import { SSO_MANAGER_ROLES } from '../rules/permissions.js';
import { del, get, post, put } from './verbs.js';
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
    access: resourceAccess(managers),
  }),
  clients: get('ssomanagement/clients', ['*'], { response: (s) => s.ssoClientList }),
  /** The caller's own active grants to connected systems (`/panel/sso/clients`). */
  grants: get('ssomanagement/grants', ['*'], { response: (s) => s.ssoGrantList }),
  /**
   * Takes one of the caller's grants back: its tokens stop working and the system is told to sign them
   * out. Someone else's grant answers 404.
   */
  revokeGrant: del('ssomanagement/grants/{id}', ['*'], { params: (s) => s.ssoGrantParams }),
  /** Sign-in statistics of the connected systems (`/panel/sso/statistics`), Admins only. */
  statistics: get('ssomanagement/statistics', admin, {
    query: (s) => s.ssoStatisticsQuery,
    response: (s) => s.ssoStatistics,
  }),
  systems: get('ssomanagement/systems', 'anyone', { response: (s) => s.homeSystems }),
};

/**
 * The signing keys of single sign-on (`/panel/sso/setting`), Admins only: the keys in force (public facts
 * only); the rotation that makes a new OIDC key or SAML certificate the signing one while the replaced
 * one stays published for the grace the token lifetimes need; and the withdrawal that ends a replaced
 * key's grace at once (a suspected compromise).
 */
export const ssoKeysApi = {
  list: get('ssomanagement/keys', admin, { response: (s) => s.signingKeys }),
  rotate: post('ssomanagement/keys/rotate', admin, {
    body: (s) => s.rotateSigningKeyBody,
    response: (s) => s.signingKeys,
  }),
  /**
   * Takes a replaced key out of force now: no longer published, no longer verifying, on every instance
   * from its next key check. The signing key is refused (400); a key out of force or unknown is 404.
   */
  withdraw: post('ssomanagement/keys/withdraw', admin, {
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
  get: get('ssomanagement/{id}/saml', managers, {
    params: (s) => s.idParams,
    response: (s) => s.samlSpSettings,
  }),
  save: put('ssomanagement/{id}/saml', managers, {
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
  pending: get('saml/pending', ['*'], { response: (s) => s.ssoContinueDetails }),
  continuePending: post('saml/pending/continue', ['*'], {
    body: (s) => s.ssoContinueBody,
    response: (s) => s.oidcRedirect,
  }),
};

const limitAccess = resourceAccess(managers);

/**
 * Who may enter a system (ssouserlimit, ssounitlimit, ssoiplimit): its managers — Admins, and Employees
 * in unit role 3 for their units' systems — list, add, change and remove its limits.
 */
export const ssoUserLimitApi = {
  ...resourceEndpoints('ssouserlimit', {
    item: (s) => s.ssoUserLimit,
    createBody: (s) => s.ssoUserLimitBody,
    access: limitAccess,
  }),
  /** Users found by name for the limit picker (Employees may not list users: `user/filter` is the Admins'). */
  users: get('ssouserlimit/users', managers, {
    query: (s) => s.ssoLimitUserQuery,
    response: (s) => s.ssoLimitUserList,
  }),
};

export const ssoUnitLimitApi = resourceEndpoints('ssounitlimit', {
  item: (s) => s.ssoUnitLimit,
  createBody: (s) => s.ssoUnitLimitBody,
  access: limitAccess,
});

export const ssoIpLimitApi = resourceEndpoints('ssoiplimit', {
  item: (s) => s.ssoIpLimit,
  createBody: (s) => s.ssoIpLimitBody,
  access: limitAccess,
});
