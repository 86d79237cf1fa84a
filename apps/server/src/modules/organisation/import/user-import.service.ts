import { randomBytes } from 'node:crypto';
import { USER_IMPORT_COLUMNS, userImportRow, type UserImportRow } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { hashPassword } from '../../identity/password.service.js';
import {
  analyzeAfterImport,
  defaultResponsibilities,
  insertCreateLogs,
  insertResponsibilities,
  insertUsers,
  liveUnitsByName,
  offeredPairs,
  takenUsernames,
  unitRolesByName,
} from './import.repository.js';
import { checkRows, IssueList, type ImportOutcome } from '../../../plugins/excel/issues.js';
import { readSheet } from '../../../plugins/excel/sheet.js';
import { orgMessages } from '../../../messages/index.js';
import { emitUsersCreated } from '../../events/user-events.service.js';

type Key = (typeof USER_IMPORT_COLUMNS)[number]['key'];
type Row = { row: number; data: UserImportRow; place?: { unitId: number; unitRoleId: number } };
type Actor = { userId: number; requestId: string };

/** Usernames free in the database; unit and unit role named, existing, and offered by that unit. */
async function checkAgainstDatabase(db: Db, rows: Row[], issues: IssueList<Key>): Promise<void> {
  const taken = await takenUsernames(
    db,
    rows.map((r) => r.data.username),
  );
  for (const r of rows)
    if (taken.has(r.data.username)) issues.add(r.row, 'username', orgMessages.usernameTaken);

  const placed = rows.filter((r) => r.data.unit && r.data.unitRole);
  if (placed.length === 0) return;
  const unitIds = await liveUnitsByName(
    db,
    placed.map((r) => r.data.unit as string),
  );
  const roleIds = await unitRolesByName(db);
  const offered = await offeredPairs(db, [...unitIds.values()].flat());
  for (const r of placed) {
    const ids = unitIds.get(r.data.unit as string) ?? [];
    const unitRoleId = roleIds.get(r.data.unitRole as string);
    if (ids.length !== 1) {
      issues.add(r.row, 'unit', ids.length ? orgMessages.unitAmbiguous : orgMessages.unitNotFound);
    } else if (unitRoleId === undefined) {
      issues.add(r.row, 'unitRole', orgMessages.unitRoleNotFound(r.data.unitRole as string));
    } else if (!offered.has(`${ids[0]}:${unitRoleId}`)) {
      issues.add(r.row, 'unitRole', orgMessages.unitRoleNotOffered);
    } else {
      r.place = { unitId: ids[0] as number, unitRoleId };
    }
  }
}

/** Writes every row in one transaction: users, their default and sheet responsibilities, change logs. */
async function write(db: Db, actor: Actor, rows: Row[]): Promise<void> {
  // Nobody learns this secret: imported users set their password through forget-password (with the
  // e-mail of the sheet) or get a temporary one from an Admin's reset. One hash serves the whole sheet,
  // so a sign-in attempt still costs a real verification and tells nothing about the account.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    const ids = await insertUsers(
      tx,
      rows.map(({ data }) => ({
        username: data.username,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email || null,
        mobile: data.mobile || null,
        passwordHash,
        passwordDeprecated: true,
        securityStamp: randomBytes(16).toString('hex'),
        creatorId: actor.userId,
      })),
    );
    await emitUsersCreated(
      tx,
      [...ids].map(([username, id]) => ({ id, username })),
      actor.userId,
    );
    const defaults = await defaultResponsibilities(tx);
    const responsibilities = rows.flatMap(({ data, place }) => {
      const userId = ids.get(data.username) as number;
      const given = defaults.filter((d) => d.unitId !== place?.unitId || d.unitRoleId !== place.unitRoleId);
      return [
        ...given.map((d) => ({ userId, ...d, creatorId: actor.userId })),
        ...(place
          ? [{ userId, ...place, personalId: data.personalId || null, creatorId: actor.userId }]
          : []),
      ];
    });
    const made = await insertResponsibilities(tx, responsibilities);
    await insertCreateLogs(tx, actor, [
      ...rows.map(({ data }) => {
        const { unit: _u, unitRole: _r, personalId: _p, ...user } = data;
        const id = ids.get(data.username) as number;
        return { resource: 'user', recordId: id, after: { id, ...user } };
      }),
      ...made.map((r) => ({ resource: 'unitresponsibility', recordId: r.id, after: r })),
    ]);
  });
}

/**
 * Imports the users of an .xlsx sheet (USER_IMPORT_COLUMNS): every row is checked first; any problem
 * means nothing is written and the outcome lists every problem; otherwise all rows go in one transaction.
 */
export async function importUsers(db: Db, actor: Actor, buffer: Buffer): Promise<ImportOutcome> {
  const issues = new IssueList<Key>(USER_IMPORT_COLUMNS);
  const sheet = await readSheet(buffer, USER_IMPORT_COLUMNS);
  issues.addAll(sheet.issues);
  if (!issues.isEmpty) return issues.refusal();
  const rows: Row[] = checkRows(sheet.rows, userImportRow, 'username', issues);
  await checkAgainstDatabase(db, rows, issues);
  if (!issues.isEmpty) return issues.refusal();
  await write(db, actor, rows);
  await analyzeAfterImport(db, 'user');
  return { ok: true, imported: rows.length };
}
