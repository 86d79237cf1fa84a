import { UNIT_IMPORT_COLUMNS, unitImportRow, type UnitImportRow } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import {
  analyzeAfterImport,
  insertCreateLogs,
  insertUnitRoleOffers,
  insertUnits,
  liveUnitsByName,
  unitRolesByName,
  unitTypesByName,
} from './import.repository.js';
import { checkRows, IssueList, type ImportOutcome } from '../../../plugins/excel/issues.js';
import { readSheet } from '../../../plugins/excel/sheet.js';
import { orgMessages } from '../../../messages/index.js';

type Key = (typeof UNIT_IMPORT_COLUMNS)[number]['key'];
type Actor = { userId: number; requestId: string };
/** A checked row: its parent is a unit already stored (`parentId`) or a row of this sheet (`parentName`). */
type Row = {
  row: number;
  data: UnitImportRow;
  parentId: number | null;
  parentName: string | null;
  unitTypeId: number | null;
  unitRoleIds: number[];
};

/** Names free in the database; parents, unit types and unit roles found by name. */
async function resolveNames(db: Db, rows: Row[], issues: IssueList<Key>): Promise<void> {
  const inSheet = new Set(rows.map((r) => r.data.name));
  const stored = await liveUnitsByName(db, [
    ...inSheet,
    ...rows.flatMap((r) => (r.data.parent && !inSheet.has(r.data.parent) ? [r.data.parent] : [])),
  ]);
  const types = await unitTypesByName(db);
  const roles = await unitRolesByName(db);
  for (const r of rows) {
    const { name, parent, unitType, unitRoles = [] } = r.data;
    if (stored.has(name)) issues.add(r.row, 'name', orgMessages.unitNameTaken);
    if (parent === name) issues.add(r.row, 'parent', orgMessages.parentIsSelf);
    else if (parent && inSheet.has(parent)) r.parentName = parent;
    else if (parent) {
      const ids = stored.get(parent) ?? [];
      if (ids.length === 1) r.parentId = ids[0] as number;
      else issues.add(r.row, 'parent', ids.length ? orgMessages.unitAmbiguous : orgMessages.unitNotFound);
    }
    if (unitType) {
      r.unitTypeId = types.get(unitType) ?? null;
      if (r.unitTypeId === null) issues.add(r.row, 'unitType', orgMessages.unitTypeNotFound);
    }
    for (const roleName of new Set(unitRoles)) {
      const id = roles.get(roleName);
      if (id === undefined) issues.add(r.row, 'unitRoles', orgMessages.unitRoleNotFound(roleName));
      else r.unitRoleIds.push(id);
    }
  }
}

/**
 * Depth of each row below the stored tree (0: its parent is stored, or it has none); null for rows in or
 * under a cycle of sheet parents, whose members are reported.
 */
function depths(rows: Row[], issues: IssueList<Key>): Map<string, number | null> {
  const byName = new Map(rows.map((r) => [r.data.name, r]));
  const depth = new Map<string, number | null>();
  for (const start of rows) {
    // Climb until a row whose depth is known, a row without a sheet parent, or a row seen on this climb.
    const path: Row[] = [];
    const onPath = new Set<Row>();
    let current: Row | undefined = start;
    while (current && !depth.has(current.data.name) && !onPath.has(current)) {
      path.push(current);
      onPath.add(current);
      current = current.parentName ? byName.get(current.parentName) : undefined;
    }
    let above: number | null;
    if (!current) above = -1;
    else if (onPath.has(current)) {
      for (const r of path.slice(path.indexOf(current))) issues.add(r.row, 'parent', orgMessages.parentCycle);
      above = null;
    } else above = depth.get(current.data.name) ?? null;
    for (const r of path.reverse()) {
      above = above === null ? null : above + 1;
      depth.set(r.data.name, above);
    }
  }
  return depth;
}

/** Writes every unit in one transaction, parents before children, with the unit roles each offers. */
async function write(db: Db, actor: Actor, rows: Row[], depth: Map<string, number | null>): Promise<void> {
  const levels: Row[][] = [];
  for (const r of rows) (levels[depth.get(r.data.name) ?? 0] ??= []).push(r);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const level of levels) {
      const made = await insertUnits(
        tx,
        level.map((r) => ({
          name: r.data.name,
          parentId: r.parentName ? (ids.get(r.parentName) as number) : r.parentId,
          unitTypeId: r.unitTypeId,
          creatorId: actor.userId,
        })),
      );
      for (const [name, id] of made) ids.set(name, id);
    }
    await insertUnitRoleOffers(
      tx,
      rows.flatMap((r) =>
        r.unitRoleIds.map((unitRoleId) => ({ unitId: ids.get(r.data.name) as number, unitRoleId })),
      ),
    );
    await insertCreateLogs(
      tx,
      actor,
      rows.map((r) => {
        const id = ids.get(r.data.name) as number;
        const parentId = r.parentName ? (ids.get(r.parentName) ?? null) : r.parentId;
        return {
          resource: 'unit',
          recordId: id,
          after: { id, name: r.data.name, parentId, unitTypeId: r.unitTypeId, unitRoleIds: r.unitRoleIds },
        };
      }),
    );
  });
}

/**
 * Imports the units of an .xlsx sheet (UNIT_IMPORT_COLUMNS). A parent is named: a unit already stored, or
 * a row anywhere in the same sheet. Any problem means nothing is written; otherwise one transaction.
 */
export async function importUnits(db: Db, actor: Actor, buffer: Buffer): Promise<ImportOutcome> {
  const issues = new IssueList<Key>(UNIT_IMPORT_COLUMNS);
  const sheet = await readSheet(buffer, UNIT_IMPORT_COLUMNS);
  issues.addAll(sheet.issues);
  if (!issues.isEmpty) return issues.refusal();
  const rows: Row[] = checkRows(sheet.rows, unitImportRow, 'name', issues).map((r) => ({
    ...r,
    parentId: null,
    parentName: null,
    unitTypeId: null,
    unitRoleIds: [],
  }));
  await resolveNames(db, rows, issues);
  const depth = depths(rows, issues);
  if (!issues.isEmpty) return issues.refusal();
  await write(db, actor, rows, depth);
  await analyzeAfterImport(db, 'unit');
  return { ok: true, imported: rows.length };
}
