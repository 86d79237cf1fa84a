// Where a web service may be called from: exact browser origins (CORS) and caller addresses (single
// addresses or CIDR ranges, IPv4 and IPv6; the address Fastify resolved, so behind TRUST_PROXY only the
// trusted hop's), and which connected systems (the system's unit and unitwebserviceaccess rows).
import type { Db } from '../../db/client.js';
import { wsMessages as text } from '../../messages/index.js';
import { addressInRanges } from '../sso/web-service-callers.service.js';
import { unitMayCall } from './ws-access.repository.js';
import type { WsCaller } from './ws-caller.js';
import type { WsOptions } from './ws-call.service.js';
import { WsProblem } from './ws-problem.js';

/** Refuses a browser call from an origin the service does not list (server calls send no Origin). */
export function checkOrigin(options: WsOptions, origin: string | undefined): void {
  if (origin !== undefined && !options.origins.includes(origin))
    throw new WsProblem(403, 'origin_refused', text.originRefused);
}

/** Refuses an address outside the service's list; a service without authentication needs a list. */
export function checkAddress(options: WsOptions, ip: string): void {
  if (options.ips.length === 0) {
    if (options.auth === 'none') throw new WsProblem(403, 'ip_refused', text.noneWithoutIps);
    return;
  }
  if (!addressInRanges(ip, options.ips)) throw new WsProblem(403, 'ip_refused', text.ipRefused);
}

/** Refuses a system whose unit has no unitwebserviceaccess row for the service. */
export async function checkSystemAccess(db: Db, caller: WsCaller, serviceId: number): Promise<void> {
  if (caller === null) return;
  if (caller.unitId === null || !(await unitMayCall(db, caller.unitId, serviceId)))
    throw new WsProblem(403, 'forbidden', text.noAccess);
}

/** CORS headers answering an allowed origin (none for others: the browser then refuses to read). */
export function corsHeaders(options: WsOptions, origin: string | undefined): Record<string, string> {
  if (origin === undefined || !options.origins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': `${options.method.toUpperCase()}, GET, OPTIONS`,
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
