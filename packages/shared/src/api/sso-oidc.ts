// The portal as OpenID Connect / OAuth2 provider: a connected system's protocol settings (for its
// managers) and the consent and continue steps of a sign-in (for the signed-in user). The protocol itself lives under
// /oidc (oidc-provider), outside this API.
import { SSO_MANAGER_ROLES } from '../rules/permissions.js';
import { get, post, put } from './verbs.js';

const managers = SSO_MANAGER_ROLES;

export const ssoOidcApi = {
  settings: get('ssomanagement/{id}/oidc', managers, {
    params: (s) => s.idParams,
    response: (s) => s.oidcClientSettingsAnswer,
  }),
  saveSettings: put('ssomanagement/{id}/oidc', managers, {
    params: (s) => s.idParams,
    body: (s) => s.oidcClientSettingsBody,
    response: (s) => s.oidcClientSettings,
  }),
  rotateSecret: post('ssomanagement/{id}/oidc/secret', managers, {
    params: (s) => s.idParams,
    response: (s) => s.oidcClientSettings,
  }),
  consentDetails: get('oidc/interaction/{uid}', ['*'], {
    params: (s) => s.oidcInteractionParams,
    response: (s) => s.oidcConsentDetails,
  }),
  consent: post('oidc/interaction/{uid}/consent', ['*'], {
    params: (s) => s.oidcInteractionParams,
    body: (s) => s.oidcConsentBody,
    response: (s) => s.oidcRedirect,
  }),
  /**
   * The continue step while silent single sign-on is off: which system asks (for the browser the
   * interaction route sent to `/sso-continue`, else 404), and the user's answer — go on signed in as
   * themselves, or cancel (access_denied to the system).
   */
  continueDetails: get('oidc/interaction/{uid}/continue', ['*'], {
    params: (s) => s.oidcInteractionParams,
    response: (s) => s.ssoContinueDetails,
  }),
  continue: post('oidc/interaction/{uid}/continue', ['*'], {
    params: (s) => s.oidcInteractionParams,
    body: (s) => s.ssoContinueBody,
    response: (s) => s.oidcRedirect,
  }),
};
