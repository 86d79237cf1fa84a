import { beforeAll, describe, expect, it } from 'vitest';
import { QUERY_ROW_CAP, type Principal } from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { principalOf } from './queries.fixture.js';
import { runMongoQuery, runQuery } from './queries.service.js';

const t = testApp({ admin: true });
let collectionId: number;
let admin: Principal;

beforeAll(async () => {
  admin = await principalOf(t, t.admin);
  collectionId = (await t.collection({ formFields: [textField('n', 'شماره', { format: 'number' })] })).id;
  for (let start = 0; start <= QUERY_ROW_CAP; start += 1000) {
    const count = Math.min(1000, QUERY_ROW_CAP + 1 - start);
    await t.database.db.insert(collectionRecords).values(
      Array.from({ length: count }, (_, i) => ({
        collectionId,
        creatorId: t.admin.id,
        data: { n: String(start + i) },
        keys: { n: String(start + i), 'n#n': start + i },
      })),
    );
  }
});

describe('the row cap', () => {
  const definition = (limit?: number) => ({
    sources: [{ alias: 'r', collectionId }],
    selects: [{ source: 'r', fieldId: 'n' }],
    orderBy: [{ source: 'r', fieldId: 'n' }],
    ...(limit === undefined ? {} : { limit }),
  });

  it(`answers ${QUERY_ROW_CAP} of ${QUERY_ROW_CAP + 1} rows for limit −1 (the default) and says it truncated`, async () => {
    const answer = await runQuery(t.database.db, admin, definition());
    expect(answer.rows).toHaveLength(QUERY_ROW_CAP);
    expect(answer.truncated).toBe(true);
    expect(answer.rows.at(-1)).toEqual({ n: String(QUERY_ROW_CAP - 1) });
  });

  it('caps a larger limit the same way, and answers a smaller one whole', async () => {
    expect((await runQuery(t.database.db, admin, definition(50_000))).truncated).toBe(true);
    const small = await runQuery(t.database.db, admin, definition(QUERY_ROW_CAP));
    expect([small.rows.length, small.truncated]).toEqual([QUERY_ROW_CAP, false]);
  });

  it('caps Mongo queries too', async () => {
    const answer = await runMongoQuery(t.database.db, admin, {
      source: collectionId,
      filter: { n: { $gte: 0 } },
    });
    expect([answer.documents.length, answer.truncated]).toEqual([QUERY_ROW_CAP, true]);
  });
});
