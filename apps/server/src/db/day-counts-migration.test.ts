import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/test-database.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type Journal = { entries: { tag: string }[] };

describe.runIf(testEngine() === 'pglite')('the day counts migration', () => {
  let folder = '';
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('counts the records written before it', async () => {
    // The migrations as they were before the day counts, then all of them.
    folder = await mkdtemp(path.join(tmpdir(), 'darvazeh-day-counts-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_day_counts'));
    expect(at).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle({ client, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: folder });
      await db.execute(sql`insert into data_collections (id, fname, form_info) overriding system value
        values (7, 'پیش از شمارش', '{"formFields": []}')`);
      await db.execute(sql`insert into collection_records (collection_id, data, keys, deleted_at) values
        (7, '{}', '{"day#d": 19802, "seen#d": 19803}', null),
        (7, '{}', '{"day#d": 19802.5}', null),
        (7, '{}', '{"day#d": "x"}', null),
        (7, '{}', '{"day#d": 19802}', now())`);
      await migrate(db, { migrationsFolder });

      const days: unknown = await db.execute(
        sql`select field_id, day, n from collection_day_counts order by field_id, day`,
      );
      expect((days as { rows: unknown[] }).rows).toEqual([
        { field_id: 'day', day: 19802, n: 2 },
        { field_id: 'seen', day: 19803, n: 1 },
      ]);
      const totals: unknown = await db.execute(sql`select collection_id, live from collection_record_totals`);
      expect((totals as { rows: unknown[] }).rows).toEqual([{ collection_id: 7, live: 3 }]);
    } finally {
      await client.close();
    }
  });
});
