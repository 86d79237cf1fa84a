// A connected system reading the web services' help (/ws/help, Postman, OpenAPI) with the same
// credentials it calls them with: a bearer token from client credentials, or its client id and secret.
// It sees the services its unit may call, and only those.
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { servicesOfUnit } from './ws-access.repository.js';
import { identifyCaller } from './ws-caller.js';
import { WsProblem } from './ws-problem.js';

/** A connected system reading the help: the services its unit may call. */
export type WsHelpSystem = { systemId: number; serviceIds: ReadonlySet<number> };

/**
 * The connected system an Authorization header names (Bearer: a web services token; Basic: the
 * system's client id and secret), `undefined` without such a header, or `null` when it names none (an
 * invalid, expired or foreign token, a wrong secret, a disabled system).
 */
export async function helpSystemOf(
  deps: { db: Db; config: Config; keys: (maxAgeMs?: number) => Promise<JWTVerifyGetKey> },
  authorization: string | undefined,
  ip: string,
): Promise<WsHelpSystem | null | undefined> {
  const scheme = authorization?.split(' ')[0]?.toLowerCase();
  if (scheme !== 'bearer' && scheme !== 'basic') return undefined;
  try {
    const caller = await identifyCaller(deps, scheme === 'bearer' ? 'jwt' : 'basic', authorization, ip);
    if (!caller) return null;
    return { systemId: caller.systemId, serviceIds: await servicesOfUnit(deps.db, caller.unitId) };
  } catch (error) {
    if (error instanceof WsProblem) return null;
    throw error;
  }
}
