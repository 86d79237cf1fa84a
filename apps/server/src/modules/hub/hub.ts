// The live hub's connections on this instance and what they are told. The notice bus (db/notices.ts)
// says what changed, on any instance; the hub works out whom it concerns and tells them, coalescing a
// burst of notices into one pass. Whatever it sends is re-read under the receiver's rights (the counter)
// or only names what changed, so the browser reads it again through the API.
import {
  HUB_CLOSE,
  HUB_KEEPALIVE_MS,
  isAdmin,
  isEmployee,
  type HubMessage,
  type Principal,
} from '@darvazeh/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Notice, NoticeBus } from '../../db/notices.js';
import { livePrincipal, type SessionCache } from '../../plugins/session-store.js';
import { requestCounter } from '../requests/inbox.service.js';

/** The part of a websocket the hub uses (the `ws` library's socket). */
export type HubSocket = {
  send(data: string): void;
  close(code: number, reason?: string): void;
  terminate(): void;
  ping(): void;
};

type Connection = {
  socket: HubSocket;
  sessionKey: string;
  principal: Principal;
  /** The last counter sent, as JSON (sent again only when it changed). */
  counter: string | null;
  /** Something arrived from the browser since the last keep-alive round. */
  heard: boolean;
};

/** Notices within this span are handled in one pass. */
const COALESCE_MS = 50;

/** Notice kinds (migrations 0042, 0043) and what each asks of the hub. */
const SETTINGS_KINDS = new Set(['settings', 'menus']);

export type Hub = {
  /** Takes a socket whose session has been checked; answers when it is registered. */
  add(socket: HubSocket, sessionKey: string, principal: Principal): Promise<void>;
  /** Counts a message (or a pong) from the browser as a sign of life; answers its keep-alive. */
  heard(socket: HubSocket, text: string): void;
  remove(socket: HubSocket): void;
  /** How many connections this instance holds. */
  size(): number;
  close(): void;
};

export function createHub(deps: {
  db: Db;
  notices: NoticeBus;
  sessions?: SessionCache;
  log: FastifyBaseLogger;
}): Hub {
  const { db, notices, sessions, log } = deps;
  const connections = new Map<HubSocket, Connection>();

  const send = (connection: Connection, message: HubMessage) => {
    try {
      connection.socket.send(JSON.stringify(message));
    } catch (err) {
      log.debug({ err }, 'hub: a send failed (the socket is closing)');
    }
  };
  const isStaff = (principal: Principal) => isEmployee(principal) || isAdmin(principal);

  /** Sends the counter when it changed since the last one sent; answers whether it did. */
  const sendCounter = async (connection: Connection): Promise<boolean> => {
    const counter = await requestCounter(db, connection.principal);
    const json = JSON.stringify(counter);
    if (json === connection.counter) return false;
    connection.counter = json;
    send(connection, { type: 'counter', counter });
    return true;
  };

  /** Ends the connections whose session is no longer live; the others take their user's roles anew. */
  const checkSessions = async (only: (connection: Connection) => boolean) => {
    for (const connection of connections.values()) {
      if (!only(connection)) continue;
      const principal = await livePrincipal(db, connection.sessionKey, new Date(), sessions);
      if (principal) {
        connection.principal = principal;
        continue;
      }
      send(connection, { type: 'session-ended' });
      connection.socket.close(HUB_CLOSE.sessionEnded);
      connections.delete(connection.socket);
    }
  };

  // What the notices since the last pass asked for.
  const nothingPending = () => ({
    users: new Set<string>(),
    allUsers: false,
    tasks: false,
    applicants: new Set<string>(),
    settings: false,
    backups: false,
  });
  let pending = nothingPending();
  let timer: NodeJS.Timeout | undefined;
  // One pass at a time: a pass that reads counters slowly must not send an older counter after a later
  // pass sent a newer one. Notices that arrive meanwhile wait for the next pass.
  let passes: Promise<void> = Promise.resolve();
  const take = (notice: Notice) => {
    if (notice.kind === '*') {
      pending.allUsers = true;
      pending.tasks = true;
      pending.settings = true;
      pending.backups = true;
      for (const connection of connections.values()) pending.applicants.add(String(connection.principal.id));
    } else if (notice.kind === 'user') {
      if (notice.ids === null) pending.allUsers = true;
      else for (const id of notice.ids) pending.users.add(id);
    } else if (notice.kind === 'task') {
      pending.tasks = true;
    } else if (notice.kind === 'request') {
      if (notice.ids === null)
        for (const c of connections.values()) pending.applicants.add(String(c.principal.id));
      else for (const id of notice.ids) pending.applicants.add(id);
    } else if (notice.kind === 'backup') {
      pending.backups = true;
    } else if (SETTINGS_KINDS.has(notice.kind)) {
      pending.settings = true;
    } else return;
    timer ??= setTimeout(() => {
      passes = passes.then(flush);
    }, COALESCE_MS);
  };

  const flush = async () => {
    timer = undefined;
    const asked = pending;
    pending = nothingPending();
    try {
      if (asked.allUsers || asked.users.size > 0)
        await checkSessions((c) => asked.allUsers || asked.users.has(String(c.principal.id)));
      for (const connection of connections.values()) {
        if (asked.tasks && isStaff(connection.principal) && (await sendCounter(connection)))
          send(connection, { type: 'inbox' });
        if (asked.applicants.has(String(connection.principal.id))) send(connection, { type: 'request' });
        if (asked.settings) send(connection, { type: 'settings' });
        if (asked.backups && isAdmin(connection.principal))
          send(connection, { type: 'progress', work: 'backup' });
      }
    } catch (err) {
      log.warn({ err }, 'hub: a pass over the notices failed');
    }
  };
  const unsubscribe = notices.subscribe(take);

  // Keep-alive (SPEC §9): a browser silent for a whole round is gone; the others get a protocol ping
  // (which also keeps proxies from closing an idle connection), and sessions that expired meanwhile end.
  const keepAlive = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.heard) {
        connection.socket.terminate();
        connections.delete(connection.socket);
        continue;
      }
      connection.heard = false;
      connection.socket.ping();
    }
    void checkSessions(() => true).catch((err: unknown) => log.warn({ err }, 'hub: a session check failed'));
  }, HUB_KEEPALIVE_MS);
  keepAlive.unref();

  return {
    add: async (socket, sessionKey, principal) => {
      const connection: Connection = { socket, sessionKey, principal, counter: null, heard: true };
      connections.set(socket, connection);
      if (isStaff(principal)) await sendCounter(connection);
      send(connection, { type: 'ready' });
    },
    heard: (socket, text) => {
      const connection = connections.get(socket);
      if (!connection) return;
      connection.heard = true;
      if (text === '{"type":"ping"}') send(connection, { type: 'pong' });
    },
    remove: (socket) => {
      connections.delete(socket);
    },
    size: () => connections.size,
    close: () => {
      clearInterval(keepAlive);
      if (timer) clearTimeout(timer);
      unsubscribe();
      for (const connection of connections.values()) connection.socket.close(HUB_CLOSE.goingAway);
      connections.clear();
    },
  };
}
