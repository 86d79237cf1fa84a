// One openid-client Configuration per provider, from the Admin's settings: discovery when the provider
// publishes it, else the endpoints typed by hand (my.gov.ir and the science ministry publish none).
import * as client from 'openid-client';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import { isAllowedHost } from '../../plugins/guarded-http/outbound-policy.js';
import type { ProviderRow } from './identity-providers.repository.js';
import { asMultipart, guardedCustomFetch } from './provider-fetch.js';

/** Whether a configured endpoint may be plain http: only a host an Admin allowed as internal (OUTBOUND_ALLOW_HOSTS). */
function allowsHttp(setting: ProviderRow, policy: OutboundPolicy): boolean {
  const urls = [
    setting.issuer,
    setting.authorizationEndpoint,
    setting.tokenEndpoint,
    setting.userinfoEndpoint,
    setting.jwksUri,
  ].filter((url) => url !== '');
  return (
    urls.some((url) => url.startsWith('http:')) &&
    urls.every((url) => isAllowedHost(policy, new URL(url).hostname))
  );
}

function clientAuth(setting: ProviderRow): client.ClientAuth {
  if (setting.clientSecret === '') return client.None();
  return setting.tokenAuthMethod === 'client_secret_basic'
    ? client.ClientSecretBasic(setting.clientSecret)
    : client.ClientSecretPost(setting.clientSecret);
}

/**
 * The provider's openid-client Configuration, every request of it through the guarded client. Throws
 * what discovery or URL parsing throws (the caller answers `exchange_failed`).
 */
export async function providerConfiguration(
  setting: ProviderRow,
  policy: OutboundPolicy,
): Promise<client.Configuration> {
  const rewrite =
    setting.kind === 'wrapped'
      ? (url: string, body: unknown) => (url === setting.tokenEndpoint ? asMultipart(body) : body)
      : undefined;
  const fetch = guardedCustomFetch(policy, rewrite);
  const insecure = allowsHttp(setting, policy);
  const metadata = { client_id: setting.clientId };
  if (setting.useDiscovery) {
    return client.discovery(new URL(setting.issuer), setting.clientId, metadata, clientAuth(setting), {
      [client.customFetch]: fetch,
      execute: insecure ? [client.allowInsecureRequests] : [],
    });
  }
  const server: client.ServerMetadata = {
    issuer: setting.issuer || new URL(setting.authorizationEndpoint).origin,
    authorization_endpoint: setting.authorizationEndpoint,
    token_endpoint: setting.tokenEndpoint,
    ...(setting.userinfoEndpoint ? { userinfo_endpoint: setting.userinfoEndpoint } : {}),
    ...(setting.jwksUri ? { jwks_uri: setting.jwksUri } : {}),
  };
  const config = new client.Configuration(server, setting.clientId, metadata, clientAuth(setting));
  config[client.customFetch] = fetch;
  if (insecure) client.allowInsecureRequests(config);
  return config;
}
