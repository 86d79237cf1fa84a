import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { backupMessages } from '../messages/index.js';
import { maintenanceActive } from './maintenance.repository.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every write with 503 and a Persian message while a restore replaces the data (the maintenance
 * row, db/schema/backups.ts), on every instance alike: a write let through would be lost when the
 * restore's transaction replaces the tables. Reads go on (on PostgreSQL they wait for the restore's
 * transaction and then see the restored data). Health probes are never refused.
 */
export function registerMaintenance(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    if (!(await maintenanceActive(db))) return;
    return reply
      .code(503)
      .header('retry-after', '60')
      .send({ success: false, message: backupMessages.maintenance, data: null });
  });
}
