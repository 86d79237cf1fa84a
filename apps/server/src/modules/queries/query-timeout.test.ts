import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { collectionRecords } from '../../db/schema/index.js';
import { pgErrorOf } from '../../plugins/errors.js';
import { testEngine } from '../../test/test-database.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { principalOf } from './queries.fixture.js';
import { runQuery } from './queries.service.js';
import { runReadOnly } from './query-run.repository.js';

const t = testApp({ admin: true });

describe('read-only statements under a timeout', () => {
  it('sets the transaction read only and SET LOCAL statement_timeout, for that transaction alone', async () => {
    const rows = await runReadOnly(
      t.database.db,
      sql`select current_setting('statement_timeout') as timeout, current_setting('transaction_read_only') as ro`,
      1234,
    );
    expect(rows).toEqual([{ timeout: '1234ms', ro: 'on' }]);
    const after: unknown = await t.database.db.execute(
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect((after as { rows: unknown[] }).rows).toEqual([{ timeout: '0' }]);
  });

  it('refuses to write', async () => {
    const error = await runReadOnly(
      t.database.db,
      sql`insert into jalali_days values ('1800-01-01', 1178, 10, 11, 42)`,
      1000,
    ).catch((e: unknown) => e);
    expect(pgErrorOf(error)?.code).toBe('25006');
  });

  it.runIf(testEngine() === 'pglite')(
    'PGlite accepts the timeout but cannot enforce it (WebAssembly has no timer signals)',
    async () => {
      const rows = await runReadOnly(t.database.db, sql`select pg_sleep(0.3) is null as slept`, 50);
      expect(rows).toHaveLength(1);
    },
  );
});

describe('a query that runs too long', () => {
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await t.collection({ formFields: [textField('g', 'گروه')] })).id;
    await t.database.db.insert(collectionRecords).values(
      Array.from({ length: 300 }, () => ({
        collectionId,
        creatorId: t.admin.id,
        data: { g: 'x' },
        keys: { g: 'x' },
      })),
    );
  });

  it('is stopped at its deadline with a Persian 400, on PGlite as on PostgreSQL', async () => {
    // Three sources joined on one shared value: 300³ = 27,000,000 rows to count, let past the bound on
    // joined rows so that only the deadline can stop it (PGlite has no timer signal to cancel it with).
    const definition = {
      sources: ['a', 'b', 'c'].map((alias) => ({ alias, collectionId })),
      joins: ['b', 'c'].map((alias) => ({
        left: { source: 'a', fieldId: 'g' },
        right: { source: alias, fieldId: 'g' },
      })),
      selects: [{ source: 'a', fieldId: 'id', aggregate: 'count' as const }],
    };
    const error = await runQuery(t.database.db, await principalOf(t, t.admin), definition, {
      timeoutMs: 100,
      maxJoinedRows: Infinity,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      message: 'اجرای پرس‌وجو بیش از ۱ ثانیه طول کشید و متوقف شد؛ آن را محدودتر کنید.',
    });
  });
});
