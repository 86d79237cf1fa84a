import { on } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl, testEngine } from '../test/test-database.js';

describe.runIf(testEngine() === 'postgres')('an idle PostgreSQL connection the server closes', () => {
  it('is reported as a warning and replaced on the next query, not a crash of the process', async () => {
    const database = await openTestDatabase();
    try {
      // One query leaves one idle connection in the pool.
      const result: unknown = await database.db.execute(sql`select current_database() as name`);
      const [{ name }] = (result as { rows: [{ name: string }] }).rows;
      // Other warnings (a library's deprecation notice) may come first: wait for ours.
      const warned = (async () => {
        for await (const [warning] of on(process, 'warning') as AsyncIterable<[Error]>) {
          if (warning.message.startsWith('PostgreSQL closed an idle connection')) return warning;
        }
      })();
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'darvazeh'",
        [name],
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);

      expect((await warned)?.message).toMatch(/terminating connection due to administrator command/);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
