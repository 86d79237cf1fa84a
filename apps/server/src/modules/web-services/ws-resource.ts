import type { Config } from '../../config.js';

/** The resource indicator (and access token audience) of the portal's web services. */
export function wsResourceOf(config: Config): string {
  return `${config.publicOrigin ?? `http://localhost:${config.port}`}/ws`;
}
