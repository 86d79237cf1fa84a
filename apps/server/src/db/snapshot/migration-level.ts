// The migration level of a database and of the code: the drizzle journal's tags. A restore migrates an
// empty database to the archive's level, loads it, then brings it up to the code's level.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../client.js';
import { ArchiveError } from './manifest.js';
import { rowsOf, type Executor } from './snapshot-scope.js';

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The tag of the code's last migration. */
export async function codeLevel(): Promise<string> {
  const last = (await readJournal()).entries.at(-1);
  if (!last) throw new Error('the migration journal is empty');
  return last.tag;
}

/** The tag of the last migration applied to the database `db` reads (drizzle's own table). */
export async function databaseLevel(db: Executor): Promise<string> {
  const [row] = await rowsOf<{ at: string | number }>(
    db,
    sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
  );
  const entry = (await readJournal()).entries.find((e) => String(e.when) === String(row?.at));
  if (!entry) throw new Error('the database has a migration this code does not know (a newer portal?)');
  return entry.tag;
}

/**
 * Migrates `database` (empty) to the level `tag`, through a copy of the migrations folder whose journal
 * ends there. Throws ArchiveError when the code does not know the tag: a newer portal's archive, or one
 * from another line of migrations.
 */
export async function migrateToLevel(database: Database, tag: string, workDir: string): Promise<void> {
  const journal = await readJournal();
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) {
    const number = Number.parseInt(tag, 10);
    const newer = Number.isFinite(number) && number > (journal.entries.at(-1)?.idx ?? 0);
    throw new ArchiveError(newer ? 'newer_portal' : 'unknown_migration', `migration ${tag}`);
  }
  const entries = journal.entries.slice(0, at + 1);
  const folder = path.join(workDir, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  await database.migrateFolder(folder);
}
