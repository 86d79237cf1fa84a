// `GET /api/v1/hub`: the live hub's websocket (ARCHITECTURE). Only a fully signed-in session's page of
// our own origin may open it: the session cookie is resolved like any API request's (plugins/session.ts)
// and the Origin header must be ours, since browsers send cookies with cross-site websocket handshakes.
import { HUB_CLOSE } from '@darvazeh/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { originOf } from '../../plugins/origin.js';
import type { Hub } from './hub.js';

/** Most bytes one message from the browser may hold (its keep-alive is 15). */
export const HUB_MAX_PAYLOAD = 1024;

/** Registers the hub's route in the API scope (after the session hook). */
export function registerHubRoute(api: FastifyInstance, hub: Hub, config: Config): void {
  api.get('/hub', { websocket: true }, (socket, request) => {
    const session = request.session;
    if (!session || !request.principal || request.headers.origin !== originOf(config, request)) {
      socket.close(HUB_CLOSE.refused);
      return;
    }
    socket.on('message', (data: Buffer) => hub.heard(socket, data.toString('utf8')));
    socket.on('pong', () => hub.heard(socket, ''));
    socket.on('close', () => hub.remove(socket));
    void hub.add(socket, session.key, request.principal).catch((err: unknown) => {
      request.log.warn({ err }, 'hub: a connection could not start');
      socket.close(HUB_CLOSE.goingAway);
    });
  });
}
