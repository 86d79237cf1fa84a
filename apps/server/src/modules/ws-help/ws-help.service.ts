// Which web services a viewer may read about, described once each (ws-description.ts), with the refusals
// and limits every call shares. Staff (Admin or Employee, SPEC §2 /panel/web-services-help) read every
// published, enabled service whose published version has isApi on; a connected system (its token or
// client secret) reads those of them its unit may call; anyone else reads none. Drafts never reach the
// help: a service turned into a web service is described once that version is published.
import {
  hasRoles,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  type Principal,
  type WebServiceDescription,
  type WebServicesHelp,
  type WsProblem,
  type WsProblemCode,
  WS_PROBLEM_STATUSES,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { wsHelpMessages as text, wsMessages as calls } from '../../messages/index.js';
import { publishedRequestVersion } from '../requests/submit.service.js';
import { startableServices } from '../services/service-versions.service.js';
import type { WsHelpSystem } from '../web-services/ws-viewer.service.js';
import { describeWebService } from './ws-description.js';

/** Who may read the web services' help. */
export const WS_HELP_READERS = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** Who reads the help: a signed-in person, a connected system, or a visitor (null). */
export type WsHelpReader = Principal | WsHelpSystem | null;

const isSystem = (reader: WsHelpReader): reader is WsHelpSystem => reader !== null && 'serviceIds' in reader;

/** Whether `reader` may read the web services' help (a system: those its unit may call). */
export function mayReadWsHelp(reader: WsHelpReader): boolean {
  return isSystem(reader) || hasRoles(reader, WS_HELP_READERS);
}

/** The server's body limit (app.ts), in MiB, as the help states it. */
const BODY_LIMIT_MIB = 1;

/** The refusals a call may meet, as /ws/call answers them (problem+json `status` and `code`). */
const PROBLEM_TITLES: Record<WsProblemCode, string> = {
  invalid_body: calls.bodyInvalid,
  invalid_input: text.problems.invalidInput,
  unauthenticated: calls.tokenInvalid,
  forbidden: calls.noAccess,
  origin_refused: calls.originRefused,
  ip_refused: calls.ipRefused,
  service_not_found: calls.serviceNotFound,
  request_not_found: calls.requestNotFound,
  method_not_allowed: text.problems.methodRefused,
  rate_limited: text.problems.rateLimited,
};
export const WS_PROBLEMS: readonly WsProblem[] = Object.entries(WS_PROBLEM_STATUSES).map(
  ([code, status]) => ({ status, code, title: PROBLEM_TITLES[code as WsProblemCode] }),
);

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
  reader: WsHelpReader,
  origin: string,
): Promise<WebServiceDescription[]> {
  if (!mayReadWsHelp(reader)) return [];
  const described: WebServiceDescription[] = [];
  for (const { id, version } of await startableServices(db)) {
    if (isSystem(reader) && !reader.serviceIds.has(id)) continue;
    const published = await publishedRequestVersion(db, id, version);
    const description = published && describeWebService(published, origin);
    if (description) described.push(description);
  }
  return described;
}

/** One web service a reader may see, or undefined. */
export async function webServiceFor(
  db: Db,
  reader: WsHelpReader,
  id: number,
  origin: string,
): Promise<WebServiceDescription | undefined> {
  return (await webServicesFor(db, reader, origin)).find((service) => service.id === id);
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
