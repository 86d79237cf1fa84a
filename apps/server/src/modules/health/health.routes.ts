import type { FastifyInstance } from 'fastify';

/** `/healthz` answers while the process runs; `/readyz` only while the database answers too. */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
