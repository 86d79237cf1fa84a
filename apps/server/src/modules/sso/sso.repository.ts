import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isAdmin,
  MAX_ALL_ROWS,
  ROLE_EMPLOYEE,
  SSO_UNIT_ROLE_ID,
  type HomeSystems,
  type Principal,
  type PublicSystem,
  type SsoClientList,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { ssoClients, units } from '../../db/schema/index.js';
import { allOf, PERSIAN_ALPHABET, SORT_KEYS } from '../../plugins/resources/resource-query.js';

/**
 * The units in which `user` manages single sign-on: those of their Employee grants in unit role 3
 * (SPEC §6). A grant without a unit names no unit, so it manages nothing.
 */
export function ssoUnitsOf(user: Principal): number[] {
  const ids = user.roles
    .filter((g) => g.alias === ROLE_EMPLOYEE && g.unitRoleId === SSO_UNIT_ROLE_ID && g.unitId !== null)
    .map((g) => g.unitId as number);
  return [...new Set(ids)];
}

/** The systems `user` manages: Admins every one; anyone else only those of their unit-role-3 units. */
export function managedBy(user: Principal | null): SQL | undefined {
  if (!user) return sql`false`;
  if (isAdmin(user)) return undefined;
  const mine = ssoUnitsOf(user);
  return mine.length === 0 ? sql`false` : inArray(ssoClients.unitId, mine);
}

// Persian alphabetical order, as the resource lists sort text.
const byName = (column: PgColumn) =>
  sql`translate(lower(${column}), ${PERSIAN_ALPHABET}, ${SORT_KEYS}) collate "C"`;
const systemOrder = [asc(ssoClients.priority), byName(ssoClients.name), asc(ssoClients.id)];
const publicColumns = {
  id: ssoClients.id,
  name: ssoClients.name,
  description: ssoClients.description,
  homeUrl: ssoClients.homeUrl,
  logoFileId: ssoClients.logoFileId,
};
const enabled = allOf([isNull(ssoClients.deletedAt), eq(ssoClients.enabled, true)]);
const onMainPage = allOf([enabled, eq(ssoClients.showOnMainPage, true)]);

/** Every enabled system, lowest priority first then by name, with its unit's name (`ssomanagement/clients`). */
export async function enabledClients(db: Db): Promise<SsoClientList['list']> {
  return db
    .select({ ...publicColumns, unitName: units.name })
    .from(ssoClients)
    .leftJoin(units, and(eq(units.id, ssoClients.unitId), isNull(units.deletedAt)))
    .where(enabled)
    .orderBy(...systemOrder)
    .limit(MAX_ALL_ROWS);
}

/** The enabled systems shown on the home page, lowest priority first then by name. */
export async function mainPageSystems(db: Db): Promise<PublicSystem[]> {
  return db
    .select(publicColumns)
    .from(ssoClients)
    .where(onMainPage)
    .orderBy(...systemOrder)
    .limit(MAX_ALL_ROWS);
}

/**
 * The home page's systems grouped by their live unit, for units of `unitTypeIds` only; units by name,
 * units without such a system left out.
 */
export async function mainPageSystemsByUnit(db: Db, unitTypeIds: number[]): Promise<HomeSystems['byUnit']> {
  if (unitTypeIds.length === 0) return [];
  const rows = await db
    .select({ ...publicColumns, unitId: units.id, unitName: units.name })
    .from(ssoClients)
    .innerJoin(
      units,
      and(eq(units.id, ssoClients.unitId), isNull(units.deletedAt), inArray(units.unitTypeId, unitTypeIds)),
    )
    .where(onMainPage)
    .orderBy(byName(units.name), asc(units.id), ...systemOrder)
    .limit(MAX_ALL_ROWS);
  const groups: HomeSystems['byUnit'] = [];
  for (const { unitId, unitName, ...system } of rows) {
    const last = groups.at(-1);
    if (last?.unit.id === unitId) last.systems.push(system);
    else groups.push({ unit: { id: unitId, name: unitName }, systems: [system] });
  }
  return groups;
}

/**
 * True when `viewer` may see the logo of system `id`: anyone, visitors included, for a live enabled
 * system (its card is public, like a published news item's image); its managers for any live one.
 */
export async function logoVisible(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  const manages = managedBy(viewer);
  const rows = await db
    .select({ id: ssoClients.id })
    .from(ssoClients)
    .where(
      allOf([
        eq(ssoClients.id, id),
        isNull(ssoClients.deletedAt),
        manages && or(eq(ssoClients.enabled, true), manages),
      ]),
    );
  return rows.length > 0;
}
