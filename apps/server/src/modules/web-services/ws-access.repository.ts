// Which connected systems may call which web services (the system's unit and its unitwebserviceaccess
// rows), and the applicant account a system starts its requests as. Every call asks all three, so they are
// read through this instance's caches, dropped by notices: `system:{id}` (migration 0042) for a system's
// unit, `wsaccess:{unit id}` (migration 0045) for the unit's rows, `user:{id}` for the applicant account.
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cachedEntry } from '../../db/notice-cache.js';
import { ssoClients, unitWebserviceAccesses, users } from '../../db/schema/index.js';
import { wsMessages } from '../../messages/index.js';

/** The unit owning the connected system `systemId`, or null. */
export async function systemUnitOf(db: Db, systemId: number): Promise<number | null> {
  const unitId = await cachedEntry(db, 'ws-system-units', 2000, String(systemId), async () => {
    const [row] = await db
      .select({ unitId: ssoClients.unitId })
      .from(ssoClients)
      .where(eq(ssoClients.id, systemId));
    return row && { value: row.unitId, tags: [`system:${systemId}`] };
  });
  return unitId ?? null;
}

/** Whether a live unitwebserviceaccess row lets unit `unitId` call service `serviceId`. */
export async function unitMayCall(db: Db, unitId: number, serviceId: number): Promise<boolean> {
  const may = await cachedEntry(db, 'ws-unit-access', 10_000, `${unitId}:${serviceId}`, async () => {
    const [row] = await db
      .select({ id: unitWebserviceAccesses.id })
      .from(unitWebserviceAccesses)
      .where(
        and(
          eq(unitWebserviceAccesses.unitId, unitId),
          eq(unitWebserviceAccesses.serviceId, serviceId),
          isNull(unitWebserviceAccesses.deletedAt),
        ),
      )
      .limit(1);
    return { value: row !== undefined, tags: [`wsaccess:${unitId}`] };
  });
  return may === true;
}

/** The services unit `unitId` may call (none for a system without a unit). */
export async function servicesOfUnit(db: Db, unitId: number | null): Promise<Set<number>> {
  if (unitId === null) return new Set();
  const rows = await db
    .select({ serviceId: unitWebserviceAccesses.serviceId })
    .from(unitWebserviceAccesses)
    .where(
      and(
        eq(unitWebserviceAccesses.unitId, unitId),
        isNotNull(unitWebserviceAccesses.serviceId),
        isNull(unitWebserviceAccesses.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.serviceId!));
}

/**
 * The applicant account of connected system `systemId` (made on its first call): locked, with no usable
 * password, named after the system so inboxes and histories show which system asked.
 */
export async function systemApplicantId(db: Db, systemId: number, name: string): Promise<number> {
  // Only an account found is kept: a new one is made below, and changing or deleting it is told.
  const find = () =>
    cachedEntry(db, 'ws-system-applicants', 2000, String(systemId), async () => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.ssoSystemId, systemId));
      return row && { value: row.id, tags: [`user:${row.id}`] };
    });
  const found = await find();
  if (found !== undefined) return found;
  await db
    .insert(users)
    .values({
      username: `sso-system:${systemId}`,
      firstName: name,
      lastName: wsMessages.systemApplicant,
      // Not a hash any password matches: nobody signs in as a system.
      passwordHash: `!${randomBytes(16).toString('hex')}`,
      locked: true,
      securityStamp: randomBytes(16).toString('hex'),
      ssoSystemId: systemId,
    })
    .onConflictDoNothing();
  return (await find())!;
}
