import { mkdir } from 'node:fs/promises';
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

/** The Drizzle handle every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus lifecycle operations. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies pending migrations, then runs `afterMigrate` (seeding), holding a lock other processes wait on. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process of this application.
const MIGRATION_LOCK_KEY = 727_301;

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite in `pgliteDir` (or in memory when null).
 * `pgliteSnapshot` starts PGlite from a dump (`dumpPglite`) instead of running initdb: a first start on
 * an empty folder loads the build's migrated cluster (initial-cluster.ts), and the API tests start each
 * file's in-memory database from one migrated dump.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string | null;
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteSnapshot);
}

/** A PGlite database's whole data directory as an uncompressed tarball, for `pgliteSnapshot`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = pgliteClients.get(database);
  if (!client) throw new Error('only a PGlite database can be dumped');
  return client.dumpDataDir('none');
}

// The PGlite client behind each open PGlite database, for dumpPglite.
const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  // pg_trgm backs the trigram indexes of the admin lists' searches (migration 0003).
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const database: Database = {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite directory, so no lock is needed.
    migrate: async (afterMigrate) => {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
  pgliteClients.set(database, client);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'darvazeh' });
  // An idle pooled connection that PostgreSQL closes (a restart, a failover, pg_terminate_backend) is
  // reported here; with no listener node-postgres would crash the process. The pool opens a new one
  // when next needed, so a warning is all it takes.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async (afterMigrate) => {
      // A session-level advisory lock on one connection: processes starting together take turns,
      // and the later ones find the migrations already applied.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg({ client: conn, schema, casing: 'snake_case' });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
