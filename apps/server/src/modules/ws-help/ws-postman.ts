// A Postman collection (format v2.1) of web services (SPEC §2 /ws/GeneratePostmanCollection/{id?}): the
// connected system's token by client credentials at the portal's own token endpoint, set as the
// collection's OAuth 2.0 auth — and fetched by a collection pre-request script, so newman (which never
// runs Postman's "Get New Access Token" dialog) gets it too — and one request per service with its example.
import { WS_RESOURCE_PATH, WS_TOKEN_PATH, type WebServiceDescription } from '@darvazeh/shared';
import { wsHelpMessages as text } from '../../messages/index.js';
import { inputsInQuery } from './ws-curl.js';

/** The schema a v2.1 collection names in `info.schema`. */
export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

const kv = (key: string, value: string) => ({ key, value, type: 'string' });

// Runs before every request: a token while none is held or the held one is within 30 s of expiring.
// The client's id and secret go in the Basic header (client_secret_basic, every system's default).
const TOKEN_SCRIPT = [
  "const v = pm.collectionVariables, id = v.get('clientId'), secret = v.get('clientSecret');",
  "const fresh = v.get('accessToken') && Date.now() < Number(v.get('accessTokenExpiresAt') || 0) - 30000;",
  'if (id && !fresh) {',
  '  pm.sendRequest({',
  `    url: v.get('baseUrl') + '${WS_TOKEN_PATH}',`,
  "    method: 'POST',",
  "    header: { Authorization: 'Basic ' + btoa(encodeURIComponent(id) + ':' + encodeURIComponent(secret)) },",
  "    body: { mode: 'urlencoded', urlencoded: [",
  "      { key: 'grant_type', value: 'client_credentials' },",
  `      { key: 'resource', value: v.get('baseUrl') + '${WS_RESOURCE_PATH}' },`,
  '    ] },',
  '  }, (error, answer) => {',
  '    if (error || answer.code !== 200) return console.error(error || answer.text());',
  '    const token = answer.json();',
  "    v.set('accessToken', token.access_token);",
  "    v.set('accessTokenExpiresAt', String(Date.now() + token.expires_in * 1000));",
  '  });',
  '}',
];

const TEST_SCRIPT = [
  "pm.test('answered 200 or 202', () => pm.expect(pm.response.code).to.be.oneOf([200, 202]));",
];

function requestAuth(service: WebServiceDescription) {
  if (service.options.auth === 'basic')
    return { type: 'basic', basic: [kv('username', '{{clientId}}'), kv('password', '{{clientSecret}}')] };
  if (service.options.auth === 'none') return { type: 'noauth' };
  return undefined; // jwt: the collection's OAuth 2.0 auth
}

function itemOf(service: WebServiceDescription) {
  const inQuery = inputsInQuery(service.options);
  const query = inQuery ? service.exampleParams.map(([key, value]) => ({ key, value })) : [];
  const path = service.path.split('/').filter(Boolean);
  const search = query.map((q) => `${encodeURIComponent(q.key)}=${encodeURIComponent(q.value)}`).join('&');
  const header = service.options.format === 'xml' ? [kv('Accept', 'application/xml')] : [];
  const body = inQuery
    ? undefined
    : service.options.requestBodyType === 'raw'
      ? {
          mode: 'raw',
          raw: JSON.stringify(service.example, null, 2),
          options: { raw: { language: 'json' } },
        }
      : { mode: 'urlencoded', urlencoded: service.exampleParams.map(([key, value]) => kv(key, value)) };
  if (body?.mode === 'raw') header.push(kv('Content-Type', 'application/json'));
  const auth = requestAuth(service);
  return {
    name: service.serviceFname,
    request: {
      method: service.options.method.toUpperCase(),
      description: service.description,
      header,
      url: {
        raw: `{{baseUrl}}${service.path}${search ? `?${search}` : ''}`,
        host: ['{{baseUrl}}'],
        path,
        ...(query.length > 0 && { query }),
      },
      ...(body && { body }),
      ...(auth && { auth }),
    },
  };
}

/** The collection of `services` against `origin` (a `baseUrl` variable the reader may change). */
export function postmanCollection(services: readonly WebServiceDescription[], origin: string) {
  return {
    info: { name: text.title, description: text.intro, schema: POSTMAN_SCHEMA },
    auth: {
      type: 'oauth2',
      oauth2: [
        kv('grant_type', 'client_credentials'),
        kv('accessTokenUrl', `{{baseUrl}}${WS_TOKEN_PATH}`),
        kv('clientId', '{{clientId}}'),
        kv('clientSecret', '{{clientSecret}}'),
        kv('client_authentication', 'header'),
        kv('accessToken', '{{accessToken}}'),
        kv('tokenType', 'Bearer'),
        kv('headerPrefix', 'Bearer'),
        kv('addTokenTo', 'header'),
        {
          key: 'tokenRequestParams',
          value: [
            {
              key: 'resource',
              value: `{{baseUrl}}${WS_RESOURCE_PATH}`,
              enabled: true,
              send_as: 'request_body',
            },
          ],
          type: 'any',
        },
      ],
    },
    event: [
      { listen: 'prerequest', script: { type: 'text/javascript', exec: TOKEN_SCRIPT } },
      { listen: 'test', script: { type: 'text/javascript', exec: TEST_SCRIPT } },
    ],
    variable: [
      kv('baseUrl', origin),
      kv('clientId', ''),
      kv('clientSecret', ''),
      kv('accessToken', ''),
      kv('accessTokenExpiresAt', '0'),
    ],
    item: services.map(itemOf),
  };
}
