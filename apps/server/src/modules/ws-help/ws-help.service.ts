// Which web services a viewer may read about, described once each (ws-description.ts), with the refusals
// and limits every call shares. Staff (Admin or Employee, SPEC §2 /panel/web-services-help) read every
// published, enabled service whose published version has isApi on; anyone else reads none. Drafts never
// reach the help: a service turned into a web service is described once that version is published.
import {
  hasRoles,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  type Principal,
  type WebServiceDescription,
  type WebServicesHelp,
  type WsProblem,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { wsHelpMessages as text } from '../../messages/index.js';
import { publishedRequestVersion } from '../requests/submit.service.js';
import { startableServices } from '../services/service-versions.service.js';
import { describeWebService } from './ws-description.js';

/** Who may read the web services' help. */
export const WS_HELP_READERS = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** Whether `principal` (null: a visitor) may read the web services' help. */
export function mayReadWsHelp(principal: Principal | null): boolean {
  return hasRoles(principal, WS_HELP_READERS);
}

/** The server's body limit (app.ts), in MiB, as the help states it. */
const BODY_LIMIT_MIB = 1;

/** The refusals a call may meet, as /ws/call answers them (problem+json `status` and `code`). */
export const WS_PROBLEMS: readonly WsProblem[] = [
  { status: 400, code: 'invalid_input', title: text.problems.invalidInput },
  { status: 401, code: 'unauthorized', title: text.problems.unauthorized },
  { status: 403, code: 'forbidden', title: text.problems.forbidden },
  { status: 403, code: 'origin_refused', title: text.problems.originRefused },
  { status: 403, code: 'address_refused', title: text.problems.addressRefused },
  { status: 404, code: 'not_found', title: text.problems.notFound },
  { status: 405, code: 'method_not_allowed', title: text.problems.methodRefused },
  { status: 409, code: 'unavailable', title: text.problems.unavailable },
  { status: 413, code: 'too_large', title: text.problems.tooLarge },
  { status: 429, code: 'rate_limited', title: text.problems.rateLimited },
];

/** The limits every call meets. */
export const WS_LIMITS: readonly string[] = [
  text.limitLines.body(BODY_LIMIT_MIB),
  text.limitLines.rate,
  text.limitLines.token,
  text.limitLines.files,
];

/** Every web service a reader may see, by name (none for anyone else). */
export async function webServicesFor(
  db: Db,
  principal: Principal | null,
  origin: string,
): Promise<WebServiceDescription[]> {
  if (!mayReadWsHelp(principal)) return [];
  const described: WebServiceDescription[] = [];
  for (const { id, version } of await startableServices(db)) {
    const published = await publishedRequestVersion(db, id, version);
    const description = published && describeWebService(published, origin);
    if (description) described.push(description);
  }
  return described;
}

/** One web service a reader may see, or undefined. */
export async function webServiceFor(
  db: Db,
  principal: Principal | null,
  id: number,
  origin: string,
): Promise<WebServiceDescription | undefined> {
  return (await webServicesFor(db, principal, origin)).find((service) => service.id === id);
}

/** `GET service/web-services-help`: the panel's help, from the same descriptions as /ws/help. */
export async function webServicesHelpOf(
  db: Db,
  principal: Principal | null,
  origin: string,
): Promise<WebServicesHelp> {
  return {
    origin,
    services: await webServicesFor(db, principal, origin),
    problems: [...WS_PROBLEMS],
    limits: [...WS_LIMITS],
  };
}
