import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readiness } from '../../plugins/readiness.js';

const status = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

/**
 * `/healthz` answers while the process runs; `/readyz` only while the database answers too and the
 * process is not draining for a shutdown (plugins/readiness.ts).
 */
export function registerHealthRoutes(
  parent: FastifyInstance,
  ping: () => Promise<void>,
  readiness: Readiness,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { response: { 200: status } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: { response: { 200: status, 503: status } } }, async (request, reply) => {
    if (readiness.draining) return reply.code(503).send({ status: 'unavailable' as const });
    try {
      await ping();
      return { status: 'ready' as const };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
}
