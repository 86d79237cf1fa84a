import { describe, expect, it } from 'vitest';
import { count, sql, type SQL } from 'drizzle-orm';
import { formDefinition, type FilterRequest, type Principal } from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import {
  collectionIndexNames,
  MAX_INDEXED_FIELDS,
  plannedIndexes,
  queryRows,
} from './record-indexes.repository.js';
import { keyedFields } from './record-keys.js';
import { recordOrder, recordWhere } from './records.repository.js';
import { liveRecords, pageRecords } from './records.repository.js';

const t = testApp({ admin: true });

const API = '/api/v1/datacollection';
const recordsUrl = (collectionId: number) => `${API}/${collectionId}/record`;

const fields = [
  textField('name', 'نام'),
  textField('score', 'معدل', { format: 'number' }),
  { id: 'faculty', fname: 'دانشکده', ename: 'faculty', type: 'select', options: [{ id: 1, fname: 'فنی' }] },
  { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' },
  textField('note', 'توضیحات', { hideInTable: true }),
];

/** The definitions of a collection's indexes, read back from the database. */
async function indexDefinitions(collectionId: number): Promise<string[]> {
  const names = await collectionIndexNames(t.database.db, collectionId);
  const rows = await queryRows<{ indexdef: string }>(
    t.database.db,
    sql`select indexdef from pg_indexes where indexname in ${names.length ? names : ['']} order by indexdef`,
  );
  return rows.map((r) => r.indexdef);
}

async function plan(query: SQL): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<Record<string, string>>(tx, sql`explain (costs off) ${query}`);
    return rows.map((r) => Object.values(r).join(' ')).join('\n');
  });
}

const adminPrincipal = (): Principal => ({
  id: t.admin.id,
  roles: [{ alias: 'Admin', unitId: null, unitRoleId: null }],
});

describe('per-collection record filter indexes', () => {
  it('are created when a collection is saved, for the fields shown in the table', async () => {
    const id = (await t.collection({ fname: 'نمایه‌ها', formFields: fields })).id;
    const names = await collectionIndexNames(t.database.db, id);
    // name: sort, like, equality, number; score: the same; faculty (choice): sort, like, equality;
    // day: sort, like, equality, day.
    expect(names).toHaveLength(15);
    const defs = (await indexDefinitions(id)).join('\n');
    expect(defs).toContain(`"left"((keys ->> 'name#s'::text), 500) COLLATE "C"`);
    expect(defs).toContain(`"left"((keys ->> 'faculty'::text), 500)`);
    expect(defs).toContain(`((keys ->> 'score#n'::text))::double precision`);
    expect(defs).toContain(`((keys ->> 'day#d'::text))::integer`);
    expect(defs).toContain('gin_trgm_ops');
    expect(defs).not.toContain('note');
    expect(defs).toContain(`WHERE ((collection_id = ${id}) AND (deleted_at IS NULL))`);
  });

  it('serve the filters and sorting as record/filter writes them', async () => {
    const id = (await t.collection({ fname: 'نمایه‌ها در کار', formFields: fields })).id;
    for (const [name, score] of [
      ['علی محمدی', '18'],
      ['زهرا کریمی', '19.5'],
    ]) {
      const res = await t.as(t.admin).post(recordsUrl(id), { data: { name, score, faculty: 1 } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const keyed = keyedFields(formDefinition.parse({ formFields: fields }));
    const countOf = (filters: FilterRequest['filters']) =>
      t.database.db
        .select({ n: count() })
        .from(collectionRecords)
        .where(liveRecords(id, adminPrincipal(), recordWhere(keyed, filters)))
        .getSQL();
    const names = await collectionIndexNames(t.database.db, id);
    const used = (text: string) => names.filter((n) => text.includes(n));
    expect(used(await plan(countOf({ score: { op: 'gt', value: 18.5 } })))).toHaveLength(1);
    expect(used(await plan(countOf({ day: { op: 'lt', value: '1403/01/01' } })))).toHaveLength(1);
    expect(used(await plan(countOf({ faculty: { op: 'eq', value: 1 } })))).toHaveLength(1);
    expect(used(await plan(countOf({ name: { op: 'gt', value: 'ع' } })))).toHaveLength(1);
    const sorted = t.database.db
      .select()
      .from(collectionRecords)
      .where(liveRecords(id, adminPrincipal()))
      .orderBy(...recordOrder(keyed, { field: 'name', dir: 'asc' }))
      .limit(10)
      .getSQL();
    expect(used(await plan(sorted))).toHaveLength(1);

    const res = await t.as(t.admin).post(`${recordsUrl(id)}/filter`, {
      filters: { name: { op: 'like', value: 'محمدي' } },
      sort: { field: 'name', dir: 'asc' },
    });
    expect(res.json().data.list.map((r: { data: { name: string } }) => r.data.name)).toEqual(['علی محمدی']);

    // Past the indexed prefix the whole key decides equality and order.
    const long = 'ب'.repeat(600);
    for (const name of [`${long}ا`, `${long}پ`]) {
      expect((await t.as(t.admin).post(recordsUrl(id), { data: { name } })).statusCode).toBe(200);
    }
    // (filter values that long are refused by the API's schema, so the query is run directly)
    const tails = async (filters: FilterRequest['filters'], sort?: FilterRequest['sort']) =>
      (
        await pageRecords(
          t.database.db,
          liveRecords(id, adminPrincipal(), recordWhere(keyed, filters)),
          recordOrder(keyed, sort),
          1,
          10,
        )
      ).list.map((r) => String(r.data.name).slice(600));
    expect(await tails({ name: { op: 'eq', value: `${long}پ` } })).toEqual(['پ']);
    // newest first: the longer «…پ», then «زهرا کریمی» and «علی محمدی» (ز and ع come after ب)
    expect(await tails({ name: { op: 'gt', value: `${long}ا` } })).toEqual(['پ', '', '']);
    expect(await tails({}, { field: 'name', dir: 'desc' })).toEqual(['', '', 'پ', 'ا']);
  });

  it('are replaced when a field is removed or changes type, and dropped with the collection', async () => {
    const id = (await t.collection({ fname: 'نمایه‌های تغییرپذیر', formFields: fields })).id;
    const before = new Set(await collectionIndexNames(t.database.db, id));
    const changed = [fields[0], { id: 'score', fname: 'معدل', ename: 'score', type: 'date' }, fields[3]];
    const res = await t
      .as(t.admin)
      .put(`${API}/${id}`, { fname: 'نمایه‌های تغییرپذیر', formInfo: { formFields: changed } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await collectionIndexNames(t.database.db, id);
    expect(after).toHaveLength(12);
    const defs = (await indexDefinitions(id)).join('\n');
    expect(defs).not.toContain('faculty');
    expect(defs).not.toContain('score#n');
    expect(defs).toContain('score#d');
    expect(after.filter((n) => before.has(n))).toHaveLength(11);

    expect((await t.as(t.admin).delete(`${API}/${id}`)).statusCode).toBe(200);
    expect(await collectionIndexNames(t.database.db, id)).toEqual([]);
  });

  it('build DDL only from validated ids, however hostile a valid id looks', async () => {
    const hostile = ['x--drop-table-users', '_-_', '0', 'a'.repeat(64)];
    const formFields = hostile.map((h, i) => textField(h, `فیلد ${i}`, { ename: `e${i}` }));
    const { id } = await t.collection({ fname: 'شناسه‌های عجیب', formFields });
    expect(await collectionIndexNames(t.database.db, id)).toHaveLength(hostile.length * 4);
    const saved = await t.as(t.admin).post(recordsUrl(id), { data: { 'x--drop-table-users': 'مقدار ۱۲' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.as(t.admin).post(`${recordsUrl(id)}/filter`, {
      filters: { 'x--drop-table-users': { op: 'like', value: '12' } },
    });
    expect(res.json().data.list).toHaveLength(1);

    const crafted = formDefinition.parse({ formFields: [textField('ok', 'درست')] });
    crafted.formFields.push({ ...textField(`a'); drop table users; --`, 'بد'), type: 'text' } as never);
    expect(
      plannedIndexes(id, crafted)
        .map((p) => p.ddl)
        .join('\n'),
    ).not.toContain('drop table');
    expect(() => plannedIndexes(0, crafted)).toThrow();
  });

  it(`index at most ${MAX_INDEXED_FIELDS} fields of a collection`, () => {
    const many = formDefinition.parse({
      formFields: Array.from({ length: MAX_INDEXED_FIELDS + 3 }, (_, i) => textField(`f${i}`, `فیلد ${i}`)),
    });
    expect(plannedIndexes(1, many)).toHaveLength(MAX_INDEXED_FIELDS * 4);
  });
});
