import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  changeLogs,
  defaultUsersUnitRoles,
  unitResponsibilities,
  unitRoles,
  units,
  unitTypes,
  unitUnitRoles,
  users,
} from '../../../db/schema/index.js';

/** Rows per INSERT or IN list: far below every engine's bind-parameter limit. */
const CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** Which of `usernames` live users already hold. */
export async function takenUsernames(db: Db, usernames: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(usernames)) {
    const rows = await db
      .select({ username: users.username })
      .from(users)
      .where(and(inArray(users.username, part), isNull(users.deletedAt)));
    for (const r of rows) taken.add(r.username);
  }
  return taken;
}

/** Live units named in `names`, as name → ids (two units may share a name). */
export async function liveUnitsByName(db: Db, names: string[]): Promise<Map<string, number[]>> {
  const map = new Map<string, number[]>();
  for (const part of chunks([...new Set(names)])) {
    const rows = await db
      .select({ id: units.id, name: units.name })
      .from(units)
      .where(and(inArray(units.name, part), isNull(units.deletedAt)));
    for (const r of rows) map.set(r.name, [...(map.get(r.name) ?? []), r.id]);
  }
  return map;
}

/** Every live unit role, as name → id (names are unique among live rows). */
export async function unitRolesByName(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: unitRoles.id, name: unitRoles.name })
    .from(unitRoles)
    .where(isNull(unitRoles.deletedAt));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Every live unit type, as name → id. */
export async function unitTypesByName(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: unitTypes.id, name: unitTypes.name })
    .from(unitTypes)
    .where(isNull(unitTypes.deletedAt));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The unit roles each of `unitIds` offers, as keys `unitId:unitRoleId`. */
export async function offeredPairs(db: Db, unitIds: number[]): Promise<Set<string>> {
  const pairs = new Set<string>();
  for (const part of chunks([...new Set(unitIds)])) {
    const rows = await db.select().from(unitUnitRoles).where(inArray(unitUnitRoles.unitId, part));
    for (const r of rows) pairs.add(`${r.unitId}:${r.unitRoleId}`);
  }
  return pairs;
}

/** The live default responsibilities every new user receives. */
export async function defaultResponsibilities(db: Db) {
  return db
    .select({ unitId: defaultUsersUnitRoles.unitId, unitRoleId: defaultUsersUnitRoles.unitRoleId })
    .from(defaultUsersUnitRoles)
    .where(isNull(defaultUsersUnitRoles.deletedAt));
}

type NewUser = typeof users.$inferInsert;
type NewResponsibility = typeof unitResponsibilities.$inferInsert;
type NewUnit = typeof units.$inferInsert;
type Log = { resource: string; recordId: number; after: Record<string, unknown> };

/** Inserts users; answers username → id. */
export async function insertUsers(tx: Db, rows: NewUser[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const made = await tx.insert(users).values(part).returning({ id: users.id, username: users.username });
    for (const r of made) ids.set(r.username, r.id);
  }
  return ids;
}

/** Inserts responsibilities; answers their ids with the values written. */
export async function insertResponsibilities(tx: Db, rows: NewResponsibility[]) {
  const made: { id: number; userId: number; unitId: number; unitRoleId: number }[] = [];
  for (const part of chunks(rows)) {
    made.push(
      ...(await tx.insert(unitResponsibilities).values(part).returning({
        id: unitResponsibilities.id,
        userId: unitResponsibilities.userId,
        unitId: unitResponsibilities.unitId,
        unitRoleId: unitResponsibilities.unitRoleId,
      })),
    );
  }
  return made;
}

/** Inserts units; answers name → id (names are unique within one import). */
export async function insertUnits(tx: Db, rows: NewUnit[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows)) {
    const made = await tx.insert(units).values(part).returning({ id: units.id, name: units.name });
    for (const r of made) ids.set(r.name, r.id);
  }
  return ids;
}

/** Records which unit roles new units offer. */
export async function insertUnitRoleOffers(tx: Db, rows: { unitId: number; unitRoleId: number }[]) {
  for (const part of chunks(rows)) await tx.insert(unitUnitRoles).values(part);
}

/** Writes one `create` change-log row per imported record. */
export async function insertCreateLogs(
  tx: Db,
  actor: { userId: number; requestId: string },
  logs: Log[],
): Promise<void> {
  for (const part of chunks(logs)) {
    await tx.insert(changeLogs).values(
      part.map((l) => ({
        resource: l.resource,
        recordId: l.recordId,
        action: 'create' as const,
        before: null,
        after: l.after,
        actorId: actor.userId,
        requestId: actor.requestId,
      })),
    );
  }
}

/**
 * Refreshes the planner's statistics after a large import: PGlite runs no autovacuum, and even
 * PostgreSQL's would plan the first searches on the old row counts.
 */
export async function analyzeAfterImport(db: Db, kind: 'user' | 'unit'): Promise<void> {
  await db.execute(
    kind === 'user' ? sql`analyze users, unit_responsibilities` : sql`analyze units, unit_unit_roles`,
  );
}
