// Copyable curl commands for one web service, built against this server's origin: the token request a
// jwt service needs (client credentials at the portal's own token endpoint) and the call itself, with the
// inputs where the service's method and requestBodyType put them.
import { WS_RESOURCE_PATH, WS_TOKEN_PATH, type ServiceDefinition } from '@darvazeh/shared';

type Options = ServiceDefinition['options'];

/** A POSIX shell single-quoted word: nothing inside is expanded. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Whether the service takes its inputs from the query string (GET and DELETE carry no body). */
export function inputsInQuery(options: Options): boolean {
  return options.method === 'get' || options.method === 'delete';
}

/** The token request of a connected system (client id and secret from the shell's environment). */
export function tokenCurl(origin: string): string {
  return [
    `curl -sS -u "$CLIENT_ID:$CLIENT_SECRET"`,
    `  -d grant_type=client_credentials`,
    `  --data-urlencode ${shellQuote(`resource=${origin}${WS_RESOURCE_PATH}`)}`,
    `  ${shellQuote(`${origin}${WS_TOKEN_PATH}`)}`,
  ].join(' \\\n');
}

/** The call of a service at `url` with `example` (as JSON) and `pairs` (as query or form fields). */
export function callCurl(
  url: string,
  options: Options,
  example: Record<string, unknown>,
  pairs: readonly (readonly [string, string])[],
): string {
  const lines = [`curl -sS -X ${options.method.toUpperCase()}${inputsInQuery(options) ? ' -G' : ''}`];
  if (options.auth === 'jwt') lines.push(`  -H "Authorization: Bearer $TOKEN"`);
  if (options.auth === 'basic') lines.push(`  -u "$CLIENT_ID:$CLIENT_SECRET"`);
  if (options.format === 'xml') lines.push(`  -H 'Accept: application/xml'`);
  if (!inputsInQuery(options) && options.requestBodyType === 'raw') {
    lines.push(
      `  -H 'Content-Type: application/json'`,
      `  --data-raw ${shellQuote(JSON.stringify(example))}`,
    );
  } else {
    for (const [key, value] of pairs) lines.push(`  --data-urlencode ${shellQuote(`${key}=${value}`)}`);
  }
  lines.push(`  ${shellQuote(url)}`);
  return lines.join(' \\\n');
}
