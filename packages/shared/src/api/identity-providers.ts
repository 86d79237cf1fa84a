// Signing in through government and ministry providers (SPEC §2 OAuth login links), and the Admin's
// connection settings per provider.
import { admin } from './access.js';
import { get, put } from './verbs.js';

/** The portal as a relying party of the providers listed in ssoProviders. */
export const identityProviderApi = {
  /** Redirects the browser to the provider (a redirect, not an envelope: a link, never `call`ed). */
  login: get('oauth2/{provider}/login', 'anyone', { kind: 'file', params: (s) => s.identityProviderParams }),
  /** Where the provider sends the browser back; ends on the panel, /2fa, or /login/{oauthError}. */
  callback: get('oauth2/{provider}/callback', 'anyone', {
    kind: 'file',
    params: (s) => s.identityProviderParams,
    query: (s) => s.oauthCallbackQuery,
  }),
  list: get('oauth2/providers', admin, { response: (s) => s.identityProviderList }),
  save: put('oauth2/providers/{provider}', admin, {
    params: (s) => s.identityProviderParams,
    body: (s) => s.identityProviderBody,
    response: (s) => s.identityProviderSetting,
  }),
};
