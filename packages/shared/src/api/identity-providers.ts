// Signing in through government and ministry providers (SPEC §2 OAuth login links), and the Admin's
// connection settings per provider.
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const admin = [ROLE_ADMIN] as const;

/** The portal as a relying party of the providers listed in ssoProviders. */
export const identityProviderApi = {
  /** Redirects the browser to the provider (a redirect, not an envelope: a link, never `call`ed). */
  login: endpoint({
    method: 'GET',
    path: 'oauth2/{provider}/login',
    access: 'anyone',
    kind: 'file',
    params: (s) => s.identityProviderParams,
  }),
  /** Where the provider sends the browser back; ends on the panel, /2fa, or /login/{oauthError}. */
  callback: endpoint({
    method: 'GET',
    path: 'oauth2/{provider}/callback',
    access: 'anyone',
    kind: 'file',
    params: (s) => s.identityProviderParams,
    query: (s) => s.oauthCallbackQuery,
  }),
  list: endpoint({
    method: 'GET',
    path: 'oauth2/providers',
    access: admin,
    response: (s) => s.identityProviderList,
  }),
  save: endpoint({
    method: 'PUT',
    path: 'oauth2/providers/{provider}',
    access: admin,
    params: (s) => s.identityProviderParams,
    body: (s) => s.identityProviderBody,
    response: (s) => s.identityProviderSetting,
  }),
};
