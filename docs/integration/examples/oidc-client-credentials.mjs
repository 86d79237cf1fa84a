// A web service of a connected system calls on its own behalf (no user): the client credentials grant
// with the system's secret, then — as the service receiving the token would — introspection of it.
// Run: DARVAZEH_ISSUER=https://portal.example.ac.ir/oidc DARVAZEH_CLIENT_ID=darvazeh-… \
//      DARVAZEH_CLIENT_SECRET=… node oidc-client-credentials.mjs
import * as client from 'openid-client';

const issuer = new URL(process.env.DARVAZEH_ISSUER);
// Plain http only for a portal on a developer's machine; a real portal is https.
const insecure = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;

// The secret goes in HTTP Basic (client_secret_basic), the method every confidential system is registered with.
const config = await client.discovery(
  issuer,
  process.env.DARVAZEH_CLIENT_ID,
  undefined,
  client.ClientSecretBasic(process.env.DARVAZEH_CLIENT_SECRET),
  insecure,
);

const tokens = await client.clientCredentialsGrant(config);
// Access tokens are opaque: a system checks its own with introspection (it cannot read other systems').
const introspection = await client.tokenIntrospection(config, tokens.access_token);

console.log(
  JSON.stringify({
    tokenType: tokens.token_type,
    expiresIn: tokens.expires_in,
    active: introspection.active,
    clientId: introspection.client_id,
  }),
);
