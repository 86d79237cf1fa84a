// Draining before a shutdown: once told to stop, the process answers /readyz with 503 so a load balancer
// takes it out of rotation, and closes each connection after its response (no idle connection left for
// the balancer to reuse just as it closes), while it goes on serving what still arrives; server.ts then
// waits SHUTDOWN_DRAIN_MS before it stops listening and finishes the requests in flight.
import type { FastifyInstance } from 'fastify';

export type Readiness = {
  /** True from the first shutdown signal on. */
  readonly draining: boolean;
  startDraining: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Decorates `app` with its readiness, and closes every connection after its response while draining. */
export function registerReadiness(app: FastifyInstance): Readiness {
  let draining = false;
  const readiness: Readiness = {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
  app.decorate('readiness', readiness);
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return readiness;
}
