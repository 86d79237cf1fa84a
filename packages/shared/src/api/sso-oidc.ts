// The portal as OpenID Connect / OAuth2 provider: a connected system's protocol settings (for its
// managers) and the consent step of a sign-in (for the signed-in user). The protocol itself lives under
// /oidc (oidc-provider), outside this API.
import { SSO_MANAGER_ROLES } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const managers = SSO_MANAGER_ROLES;

export const ssoOidcApi = {
  settings: endpoint({
    method: 'GET',
    path: 'ssomanagement/{id}/oidc',
    access: managers,
    params: (s) => s.idParams,
    response: (s) => s.oidcClientSettingsAnswer,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: 'ssomanagement/{id}/oidc',
    access: managers,
    params: (s) => s.idParams,
    body: (s) => s.oidcClientSettingsBody,
    response: (s) => s.oidcClientSettings,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: 'ssomanagement/{id}/oidc/secret',
    access: managers,
    params: (s) => s.idParams,
    response: (s) => s.oidcClientSettings,
  }),
  consentDetails: endpoint({
    method: 'GET',
    path: 'oidc/interaction/{uid}',
    access: ['*'],
    params: (s) => s.oidcInteractionParams,
    response: (s) => s.oidcConsentDetails,
  }),
  consent: endpoint({
    method: 'POST',
    path: 'oidc/interaction/{uid}/consent',
    access: ['*'],
    params: (s) => s.oidcInteractionParams,
    body: (s) => s.oidcConsentBody,
    response: (s) => s.oidcRedirect,
  }),
};
