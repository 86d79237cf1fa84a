// The API log of web service calls (resource apilog) and the rate limits counted on it: a call's row is
// written once, when it is answered (refused calls too), with its status, duration and sizes; the limits
// count the rows of the calls answered in the last minute, and the call being counted.
import type { Db } from '../../db/client.js';
import { redacted } from '../../plugins/redact.js';
import { wsMessages as text } from '../../messages/index.js';
import type { WsCaller } from './ws-caller.js';
import type { WsOptions } from './ws-call.service.js';
import { callsInWindow, insertApiLog, type ApiLogRow } from './ws-log.repository.js';
import { WsProblem } from './ws-problem.js';

const MINUTE_MS = 60_000;

/** A call's log row as it fills in; written once, when the call is answered. */
export class CallLog {
  private readonly began = new Date();
  private readonly started = performance.now();

  constructor(
    private readonly db: Db,
    readonly row: ApiLogRow,
  ) {}

  /** Keeps the call's input and answer when the service asks (secret-looking keys redacted). */
  keepBodies(request: unknown, response: unknown): void {
    if (request !== undefined) this.row.requestBody = redacted(request);
    if (response !== undefined) this.row.responseBody = redacted(response);
  }

  /** Writes the row with the answer sent (its time is when the call began). */
  async close(status: number, sent: string): Promise<void> {
    await insertApiLog(this.db, {
      ...this.row,
      createdAt: this.began,
      status,
      durationMs: Math.round(performance.now() - this.started),
      outputBytes: Buffer.byteLength(sent),
    });
  }
}

/**
 * Refuses the call when, with it, the system would go past the service's limit a minute for one system,
 * or every caller together past the service's own (429 with Retry-After).
 */
export async function checkRates(
  db: Db,
  options: WsOptions,
  caller: WsCaller,
  serviceId: number,
): Promise<void> {
  const counted = await callsInWindow(
    db,
    caller ? { serviceId, systemId: caller.systemId } : { serviceId },
    MINUTE_MS,
  );
  const limits = [
    ...(counted.system ? [{ window: counted.system, limit: options.ratePerSystem }] : []),
    { window: counted.service, limit: options.ratePerService },
  ];
  for (const { window, limit } of limits) {
    // This call counts too.
    if (window.count + 1 > limit) {
      const lapses = (window.oldest?.getTime() ?? Date.now()) + MINUTE_MS - Date.now();
      const seconds = Math.max(1, Math.ceil(lapses / 1000));
      throw new WsProblem(429, 'rate_limited', text.tooMany(seconds), { 'retry-after': String(seconds) });
    }
  }
}
