import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { maintenance } from '../db/schema/index.js';

/**
 * Whether a restore holds the portal in maintenance: its row says running and its lease has not lapsed (a
 * restoring process that died lets it lapse by itself). One primary-key read, on every write.
 */
export async function maintenanceActive(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: maintenance.id })
    .from(maintenance)
    .where(
      sql`${maintenance.id} = 1 and ${maintenance.state} = 'running' and ${maintenance.leaseUntil} > now()`,
    );
  return rows.length > 0;
}
