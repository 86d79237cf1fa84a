// The notice bus: how one instance tells every instance that a committed transaction changed something
// their caches hold. PostgreSQL LISTEN/NOTIFY on one channel, carrying kinds and ids only (never data: a
// receiver drops what it holds and reads the database again). Triggers send the notices from the writing
// transaction (migration 0042), so they are delivered when it commits, never before, and not at all when it
// rolls back. No other broker.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The channel every instance listens on (migration 0042 sends on it). */
export const NOTICE_CHANNEL = 'darvazeh_notices';

/**
 * A notice: something of `kind` changed for `ids`, or for every id of the kind (`ids` null), or everything
 * changed (`kind` '*': a restore, or a lost connection during which notices may have been missed).
 */
export type Notice = { kind: string; ids: readonly string[] | null };

/** What every cache of an instance listens to. */
export type NoticeBus = {
  /**
   * True while notices are sure to arrive. A cache keeps what it reads only then: while the listening
   * connection is lost, every read goes to the database.
   */
  live(): boolean;
  /** Calls `listener` with every notice, in order; answers a function that stops it. */
  subscribe(listener: (notice: Notice) => void): () => void;
  /** Resolves once notices are sure to arrive (PostgreSQL: the dedicated connection listens). */
  ready(): Promise<void>;
  /** Stops listening (the database is closing). */
  close(): Promise<void>;
};

/** A notice that everything changed. */
export const EVERYTHING: Notice = { kind: '*', ids: null };

/** `kind:id,id` (or `kind:*`, or `*`) as a notice; null for a payload that is none of ours. */
export function parseNotice(payload: string): Notice | null {
  if (payload === '*') return EVERYTHING;
  const colon = payload.indexOf(':');
  if (colon <= 0) return null;
  const kind = payload.slice(0, colon);
  const rest = payload.slice(colon + 1);
  if (rest === '*') return { kind, ids: null };
  const ids = rest.split(',').filter((id) => id !== '');
  return ids.length > 0 ? { kind, ids } : null;
}

/** A bus that hands every notice to its subscribers; the engines below feed it. */
function fanOut() {
  const listeners = new Set<(notice: Notice) => void>();
  const deliver = (notice: Notice) => {
    for (const listener of listeners) listener(notice);
  };
  return {
    subscribe: (listener: (notice: Notice) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver,
    // A payload we cannot read may have meant anything.
    deliverPayload: (payload: string | undefined) =>
      deliver((payload === undefined ? null : parseNotice(payload)) ?? EVERYTHING),
  };
}

/** The in-process bus of PGlite: its one connection listens, and its own commits deliver to it. */
export async function pgliteNoticeBus(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  unlisten(channel: string): Promise<void>;
}): Promise<NoticeBus> {
  const bus = fanOut();
  await client.listen(NOTICE_CHANNEL, (payload) => bus.deliverPayload(payload));
  let closed = false;
  return {
    live: () => !closed,
    subscribe: bus.subscribe,
    ready: () => Promise.resolve(),
    close: async () => {
      closed = true;
    },
  };
}

/**
 * The bus of PostgreSQL. A dedicated connection listens; when it is lost every subscriber is told that
 * everything changed, nothing is cached until it listens again (with back-off), and then everything is
 * dropped once more (notices sent meanwhile were missed). The pool's connections listen too (`listenOn`),
 * so a transaction of this instance reaches its caches before its COMMIT answers: PostgreSQL sends a
 * listening session its own notices ahead of the answer, and a request that follows a write here never
 * finds what the write changed in a cache.
 */
export function postgresNoticeBus(
  connect: () => pg.Client,
  options: { retryMs?: (attempt: number) => number; warn?: (message: string) => void } = {},
): NoticeBus & {
  /** Makes a pooled connection listen and deliver to this bus (the pool's onConnect: before its first use). */
  listenOn(client: pg.ClientBase): Promise<void>;
} {
  const bus = fanOut();
  const retryMs = options.retryMs ?? ((attempt) => Math.min(5000, 100 * 2 ** attempt));
  const warn = options.warn ?? ((message) => process.emitWarning(message));
  let listening = false;
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let readyWaiters: (() => void)[] = [];

  const lost = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = null;
    const was = listening;
    listening = false;
    bus.deliver(EVERYTHING);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed) return;
    if (was)
      warn(`The notice bus lost its PostgreSQL connection (${reason}); caches are off until it is back.`);
    timer = setTimeout(start, retryMs(attempt++));
  };

  function start(): void {
    timer = null;
    if (closed) return;
    const client = connect();
    current = client;
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'closed'));
    client.on('notification', (message) => {
      if (message.channel === NOTICE_CHANNEL) bus.deliverPayload(message.payload);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${NOTICE_CHANNEL}`))
      .then(() => {
        if (current !== client || closed) return;
        attempt = 0;
        // Whatever was read while nobody listened may be stale.
        bus.deliver(EVERYTHING);
        listening = true;
        for (const resolve of readyWaiters) resolve();
        readyWaiters = [];
      })
      .catch((error: Error) => lost(client, error.message));
  }
  start();

  return {
    live: () => listening,
    subscribe: bus.subscribe,
    async listenOn(client) {
      client.on('notification', (message) => {
        if (message.channel === NOTICE_CHANNEL) bus.deliverPayload(message.payload);
      });
      await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    },
    ready: () =>
      listening || closed ? Promise.resolve() : new Promise<void>((resolve) => readyWaiters.push(resolve)),
    close: async () => {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('notification');
        await client.end().catch(() => undefined);
      }
    },
  };
}

/**
 * Sends a notice from inside `tx` (delivered when it commits). The triggers of migration 0042 send the
 * row-level ones; this is for what no row says, such as a restore replacing every table (which pauses the
 * triggers) — `kind` '*' drops everything.
 */
export async function sendNotice(
  tx: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  notice: Notice,
): Promise<void> {
  const payload = notice.kind === '*' ? '*' : `${notice.kind}:${notice.ids ? notice.ids.join(',') : '*'}`;
  await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${payload})`);
}
