import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/test-database.js';
import { initialClusterFor, openDatabase, writeMigratedPglite } from './client.js';

describe.runIf(testEngine() === 'pglite')('the initial PGlite cluster the build dumps', () => {
  let folder = '';
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('starts an empty folder migrated, keeps what is written, and is not used once a cluster exists', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'darvazeh-initial-'));
    const dump = path.join(folder, 'initial.tar');
    await writeMigratedPglite(dump);
    const dir = path.join(folder, 'pglite');

    const first = await openDatabase({ pgliteDir: dir, pgliteSnapshot: new Blob([await readFile(dump)]) });
    // Migrated already: the roles table is there before migrate() runs.
    await first.db.execute(sql`insert into roles (alias, name) values ('Probe', 'آزمون')`);
    await first.migrate();
    await first.close();

    // The folder now holds a cluster: the dump is not offered again, and the row stayed.
    expect(await initialClusterFor(dir)).toBeUndefined();
    const again = await openDatabase({ pgliteDir: dir });
    const result: unknown = await again.db.execute(
      sql`select count(*)::int as n from roles where alias = 'Probe'`,
    );
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await again.close();
  });
});
