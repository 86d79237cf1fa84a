import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import type { Db } from './client.js';
import { groupedWrites } from './grouped-writes.js';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table grouped_rows (id serial primary key, n integer not null check (n >= 0))`);
});
afterAll(() => database?.close());

/** A grouped writer of grouped_rows, and the size of every statement it ran. */
function writer() {
  const groups: number[] = [];
  const write = groupedWrites<number>(async (handle, rows) => {
    groups.push(rows.length);
    await handle.execute(
      sql`insert into grouped_rows (n) values ${sql.join(
        rows.map((n) => sql`(${n})`),
        sql`, `,
      )}`,
    );
  });
  return { write, groups };
}

const stored = async () => {
  const result: unknown = await db.execute(sql`select n from grouped_rows order by id`);
  return (result as { rows: { n: number }[] }).rows.map((r) => Number(r.n));
};

describe('grouped writes', () => {
  it('writes the rows added together in one statement, in order, and those added while it runs in the next', async () => {
    await db.execute(sql`delete from grouped_rows`);
    const { write, groups } = writer();
    const first = Array.from({ length: 10 }, (_, i) => write(db, i + 1));
    // Added once the first group's statement has begun.
    const second = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      Promise.all([write(db, 11), write(db, 12)]),
    );
    await Promise.all([...first, second]);
    expect(groups).toEqual([10, 2]);
    expect(await stored()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Each caller is answered once its row is stored: a write after them is a group of its own.
    await write(db, 13);
    expect(groups).toEqual([10, 2, 1]);
  });

  it('writes a group that failed row by row, so only the bad row’s caller fails', async () => {
    await db.execute(sql`delete from grouped_rows`);
    const { write, groups } = writer();
    const answers = await Promise.allSettled([1, 2, -3, 4].map((n) => write(db, n)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(groups).toEqual([4, 1, 1, 1, 1]);
    expect(await stored()).toEqual([1, 2, 4]);
  });

  it('writes at once inside a transaction, so the row goes with its rollback', async () => {
    await db.execute(sql`delete from grouped_rows`);
    const { write } = writer();
    await expect(
      db.transaction(async (tx) => {
        await write(tx, 7);
        const result: unknown = await tx.execute(sql`select count(*)::int as c from grouped_rows`);
        expect((result as { rows: { c: number }[] }).rows[0]?.c).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stored()).toEqual([]);
  });
});
