import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cachedRead } from '../db/notice-cache.js';
import { maintenance } from '../db/schema/index.js';

/**
 * Whether a restore holds the portal in maintenance: its row says running and its lease has not lapsed (a
 * restoring process that died lets it lapse by itself). Whether the row says running is read through this
 * instance's cache, dropped on every instance by any change to the row (`maintenance:*`, migration 0046),
 * so a write asks the database nothing while no restore runs; while one does, the lease is read on every
 * write by the database's clock (a primary-key read), as the restore renews it.
 */
export async function maintenanceActive(db: Db): Promise<boolean> {
  const running = await cachedRead(db, 'maintenance', 'maintenance:row', async () => {
    const rows = await db
      .select({ id: maintenance.id })
      .from(maintenance)
      .where(sql`${maintenance.id} = 1 and ${maintenance.state} = 'running'`);
    return rows.length > 0;
  });
  if (!running) return false;
  const rows = await db
    .select({ id: maintenance.id })
    .from(maintenance)
    .where(
      sql`${maintenance.id} = 1 and ${maintenance.state} = 'running' and ${maintenance.leaseUntil} > now()`,
    );
  return rows.length > 0;
}
