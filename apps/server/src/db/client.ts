import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { registerNoticeBus } from './notice-cache.js';
import { pgliteNoticeBus, postgresNoticeBus, type NoticeBus } from './notices.js';

/** The Drizzle handle every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus lifecycle operations. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The notices of committed changes, from this instance and every other on the database (notices.ts). */
  notices: NoticeBus;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations, then runs `afterMigrate` (seeding), holding a lock other processes wait on. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Applies the pending migrations of another folder laid out like ours (a journal cut at an older level:
   * db/snapshot restores an archive at the level it was taken), under the same lock.
   */
  migrateFolder(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** The folder of the SQL migrations and their journal (`meta/_journal.json`). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process of this application.
const MIGRATION_LOCK_KEY = 727_301;

/**
 * Where the server's build leaves a dump of an empty PGlite cluster with every migration applied
 * (write-initial-cluster.ts); a PGlite folder with no cluster yet starts from it instead of running
 * initdb and the migrations, about 4 s sooner.
 */
export const INITIAL_CLUSTER_FILE = fileURLToPath(new URL('./initial-cluster.tar', import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite in `pgliteDir` (or in memory when null).
 * PGlite starts from `pgliteSnapshot` when given (the API tests' migrated dump), else an empty folder
 * starts from the build's initial cluster.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string | null;
  pgliteSnapshot?: Blob;
  /** False: an empty PGlite folder runs initdb instead (a restore migrates it to an older level). */
  initialCluster?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = options.pgliteDir;
  if (dir) await mkdir(dir, { recursive: true });
  const initial = dir && options.initialCluster !== false ? await initialClusterFor(dir) : undefined;
  return openPglite(dir, options.pgliteSnapshot ?? initial);
}

/**
 * The dump a PGlite folder starts from: undefined when the folder already holds a cluster (its
 * PG_VERSION file) or no dump was built (running from the sources). Migrations still run after it, so a
 * dump older than the code is brought up to date.
 */
export async function initialClusterFor(dir: string): Promise<Blob | undefined> {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(initialClusterFile)) return undefined;
  return new Blob([await readFile(initialClusterFile)]);
}

let initialClusterFile = INITIAL_CLUSTER_FILE;

/**
 * Points new PGlite folders at another migrated dump: the API tests, which run from the sources (no build),
 * give theirs (test/pglite-snapshot.ts), so a restore's scratch database skips initdb there too.
 */
export function useInitialClusterFile(file: string): void {
  initialClusterFile = file;
}

/** Writes a fresh in-memory PGlite cluster with every migration applied (and no data) as a tarball. */
export async function writeMigratedPglite(file: string): Promise<void> {
  const client = await createPglite(null);
  try {
    await migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), { migrationsFolder });
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
}

function createPglite(dir: string | null, snapshot?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // pg_trgm backs the trigram indexes of the admin lists' searches (migration 0003).
    extensions: { pg_trgm },
  });
}

async function openPglite(dir: string | null, snapshot: Blob | undefined): Promise<Database> {
  const client = await createPglite(dir, snapshot);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const notices = await pgliteNoticeBus(client);
  registerNoticeBus(db, notices);
  return {
    db,
    kind: 'pglite',
    notices,
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite directory, so no lock is needed.
    migrate: async (afterMigrate) => {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    migrateFolder: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: async () => {
      await notices.close();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const notices = postgresNoticeBus(
    () => new pg.Client({ connectionString: url, application_name: 'darvazeh-notices' }),
  );
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: 'darvazeh',
    // Each connection listens before its first use (see postgresNoticeBus).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits it; @types/pg says void
    onConnect: (client) => notices.listenOn(client),
  });
  // An idle pooled connection that PostgreSQL closes (a restart, a failover, pg_terminate_backend) is
  // reported here; with no listener node-postgres would crash the process. The pool opens a new one
  // when next needed, so a warning is all it takes.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  registerNoticeBus(db, notices);
  const migrateLocked = async (folder: string, afterMigrate?: (db: Db) => Promise<void>) => {
    // A session-level advisory lock on one connection: processes starting together take turns,
    // and the later ones find the migrations already applied.
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const locked = drizzlePg({ client: conn, schema, casing: 'snake_case' });
      await migratePg(locked, { migrationsFolder: folder });
      await afterMigrate?.(locked);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      conn.release();
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    notices,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: (afterMigrate) => migrateLocked(migrationsFolder, afterMigrate),
    migrateFolder: (folder) => migrateLocked(folder),
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}
