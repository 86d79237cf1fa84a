// Hostile filters and sorts against every list: inherited property names as fields, integers past the
// column's range, fractions for integer columns, dates PostgreSQL cannot hold. Each must be a Persian 400
// (never a 500), and each field must still answer a sane value with 200, so the sweep proves something.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testApp, type Client } from './test/test-app.js';
import { textField } from './test/factories.js';
import type { ResourceField } from './plugins/resources/resource-definition.js';

const t = testApp({ admin: true });
let records = '';

beforeAll(async () => {
  const formFields = [
    textField('name', 'نام'),
    textField('age', 'سن', { format: 'number' }),
    { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' },
  ];
  const collection = await t.collection({ fname: 'پیمایش فیلتر', formFields });
  records = `/api/v1/datacollection/${collection.id}/record`;
});

const PERSIAN = /[\u0600-\u06FF]/;
const INHERITED = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__proto__',
  '__defineGetter__',
];
const BAD_DATES = [
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '0000-01-01',
];

type List = { url: string; fields: Record<string, ResourceField>; client: () => Client };

// Every resource and read-only resource; those visitors may list (news) are swept anonymously.
const lists = (): List[] =>
  t.app.modules
    .flatMap((module) => [...(module.resources ?? []), ...(module.readOnlyResources ?? [])])
    .map((r) => ({
      url: `/api/v1/${r.api.name}/filter`,
      fields: r.fields,
      client: () => (r.api.filter?.access === 'anyone' ? t.anon : t.as(t.admin)),
    }));

/** Values an integer column of `sqlType` cannot hold (or that are not integers at all). */
function badNumbers(sqlType: string): number[] {
  const common = [1.5, -0.25, 1e300, 2 ** 53 + 2, -(2 ** 53) - 2];
  return sqlType === 'bigint' ? common : [...common, 2 ** 31, -(2 ** 31) - 1];
}

function expectPersian400(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.body}`).toBe(400);
  expect(res.json<{ message: string }>().message, what).toMatch(PERSIAN);
}

describe('every resource filter and sort refuses hostile input with a Persian 400', () => {
  it('refuses inherited property names as filter and sort fields', async () => {
    for (const list of lists()) {
      for (const field of INHERITED) {
        const condition = { [field]: { op: 'eq', value: 1 } };
        const what = `${list.url} ${field}`;
        // As an object (Fastify's JSON parser refuses a __proto__ key) and as the JSON string the web sends.
        expectPersian400(await list.client().post(list.url, { filters: condition }), `${what} object`);
        const asText = await list.client().post(list.url, { filters: JSON.stringify(condition) });
        expectPersian400(asText, `${what} string`);
        const sorted = await list.client().post(list.url, { sort: { field, dir: 'asc' } });
        expectPersian400(sorted, `${what} sort`);
      }
    }
  });

  it('refuses integers out of the column range and fractions for integer columns', async () => {
    for (const list of lists()) {
      for (const [name, spec] of Object.entries(list.fields)) {
        if (spec.type !== 'number') continue;
        const ok = await list.client().post(list.url, { filters: { [name]: { op: 'eq', value: 1 } } });
        expect(ok.statusCode, `${list.url} ${name} = 1 → ${ok.body}`).toBe(200);
        if (spec.column.getSQLType() === 'bigint') {
          const big = await list
            .client()
            .post(list.url, { filters: { [name]: { op: 'gt', value: 2 ** 31 } } });
          expect(big.statusCode, `${list.url} ${name} > 2^31 → ${big.body}`).toBe(200);
        }
        for (const value of badNumbers(spec.column.getSQLType())) {
          const ops = spec.membership ? ['eq', 'in'] : ['eq', 'gt', 'lt', 'in'];
          for (const op of ops) {
            const filters = { [name]: { op, value: op === 'in' ? [1, value] : value } };
            const res = await list.client().post(list.url, { filters });
            expectPersian400(res, `${list.url} ${name} ${op} ${value}`);
          }
        }
      }
    }
  });

  it('refuses dates PostgreSQL cannot hold', async () => {
    for (const list of lists()) {
      for (const [name, spec] of Object.entries(list.fields)) {
        if (spec.type !== 'date') continue;
        const ok = await list.client().post(list.url, {
          filters: { [name]: { op: 'gt', value: '2020-01-01T00:00:00.000Z' } },
        });
        expect(ok.statusCode, `${list.url} ${name} → ${ok.body}`).toBe(200);
        for (const value of BAD_DATES) {
          for (const op of ['eq', 'gt', 'lt']) {
            const res = await list.client().post(list.url, { filters: { [name]: { op, value } } });
            expectPersian400(res, `${list.url} ${name} ${op} ${value}`);
          }
        }
      }
    }
  });
});

describe('record filters refuse hostile input with a Persian 400', () => {
  it('refuses inherited property names as filter and sort fields', async () => {
    const client = t.as(t.admin);
    for (const field of INHERITED) {
      const condition = { [field]: { op: 'eq', value: 1 } };
      expectPersian400(await client.post(`${records}/filter`, { filters: condition }), field);
      const asText = await client.post(`${records}/filter`, { filters: JSON.stringify(condition) });
      expectPersian400(asText, `${field} string`);
      const sorted = await client.post(`${records}/filter`, { sort: { field, dir: 'desc' } });
      expectPersian400(sorted, `${field} sort`);
    }
  });

  it('answers huge numbers and far dates without a 500', async () => {
    const client = t.as(t.admin);
    const values = [1e300, -1e300, 2 ** 53 + 2, 1.5, ...BAD_DATES, '99999/01/01', '1405/99/99'];
    for (const field of ['name', 'age', 'day']) {
      for (const value of values) {
        for (const op of ['eq', 'gt', 'lt', 'like', 'in']) {
          const filters = { [field]: { op, value: op === 'in' ? [value] : value } };
          const res = await client.post(`${records}/filter`, { filters });
          const what = `${field} ${op} ${value} → ${res.body}`;
          expect([200, 400], what).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json<{ message: string }>().message).toMatch(PERSIAN);
        }
      }
    }
  });
});
