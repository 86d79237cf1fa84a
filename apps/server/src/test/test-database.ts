import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, useInitialClusterFile, type Database } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's path (pglite-snapshot.ts). */
    pgliteSnapshot: string;
  }
}

/** Which engine the API suite runs on: PGlite by default, PostgreSQL when TEST_DB_ENGINE=postgres. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** The admin connection string for PostgreSQL test runs. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** A database URL that differs from `url` only in the database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database for one test file and returns its URL plus a function that drops it. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `darvazeh_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabaseName(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A test file's database, which a second instance of the app may open too. */
export type TestDatabase = Database & {
  /**
   * The same database as another instance opens it: on PostgreSQL a pool and a notice connection of its
   * own; on PGlite the same in-process database and notice bus (closing it closes nothing).
   */
  another(): Promise<Database>;
};

/** Opens a fresh, migrated database for one test file on the selected engine. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const snapshot = inject('pgliteSnapshot');
  // A restore's scratch PGlite starts from it too (db/snapshot/restore-archive.ts).
  if (snapshot) useInitialClusterFile(snapshot);
  if (testEngine() === 'pglite') {
    // The migrated dump the global setup wrote (pglite-snapshot.ts); migrate() then finds nothing to do.
    const database = await openDatabase({
      pgliteDir: null,
      ...(snapshot ? { pgliteSnapshot: new Blob([await readFile(snapshot)]) } : {}),
    });
    await database.migrate();
    return { ...database, another: async () => ({ ...database, close: async () => undefined }) };
  }
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await database.migrate();
  return {
    ...database,
    another: () => openDatabase({ databaseUrl: scratch.url, pgliteDir: null }),
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
