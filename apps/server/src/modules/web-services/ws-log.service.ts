// The API log of web service calls (resource apilog) and the rate limits counted on it: a call's row is
// written before the limits count, so calls in progress on every instance are counted.
import type { Db } from '../../db/client.js';
import { redacted } from '../../plugins/redact.js';
import { wsMessages as text } from '../../messages/index.js';
import type { WsCaller } from './ws-caller.js';
import type { WsOptions } from './ws-call.service.js';
import { callsInWindow, finishApiLog, startApiLog, type ApiLogStart } from './ws-log.repository.js';
import { WsProblem } from './ws-problem.js';

const MINUTE_MS = 60_000;

/** A call's log row as it fills in; written once the caller is known, completed when it is answered. */
export class CallLog {
  private id: number | null = null;
  private readonly started = performance.now();

  constructor(
    private readonly db: Db,
    readonly row: ApiLogStart,
  ) {}

  /** Writes the row now (before the rate limits count it); answers its id. */
  async open(): Promise<number> {
    this.id = await startApiLog(this.db, this.row);
    return this.id;
  }

  /** Keeps the call's input and answer when the service asks (secret-looking keys redacted). */
  keepBodies(request: unknown, response: unknown): void {
    if (request !== undefined) this.row.requestBody = redacted(request);
    if (response !== undefined) this.row.responseBody = redacted(response);
  }

  /** Completes the row with the answer sent. */
  async close(status: number, sent: string): Promise<void> {
    const values = {
      ...this.row,
      status,
      durationMs: Math.round(performance.now() - this.started),
      outputBytes: Buffer.byteLength(sent),
    };
    if (this.id === null) await startApiLog(this.db, values);
    else await finishApiLog(this.db, this.id, values);
  }
}

/**
 * Refuses the call `logId` when the system went past the service's limit a minute for one system, or
 * every caller together past the service's own (429 with Retry-After).
 */
export async function checkRates(
  db: Db,
  options: WsOptions,
  caller: WsCaller,
  serviceId: number,
  logId: number,
): Promise<void> {
  const counted = await callsInWindow(
    db,
    caller ? { serviceId, systemId: caller.systemId } : { serviceId },
    logId,
    MINUTE_MS,
  );
  const limits = [
    ...(counted.system ? [{ window: counted.system, limit: options.ratePerSystem }] : []),
    { window: counted.service, limit: options.ratePerService },
  ];
  for (const { window, limit } of limits) {
    if (window.count > limit) {
      const lapses = (window.oldest?.getTime() ?? Date.now()) + MINUTE_MS - Date.now();
      const seconds = Math.max(1, Math.ceil(lapses / 1000));
      throw new WsProblem(429, 'rate_limited', text.tooMany(seconds), { 'retry-after': String(seconds) });
    }
  }
}
