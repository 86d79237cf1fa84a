// Collections and records the query tests share: people (text, number, choice, date, multi choice, a
// subform) and their orders (a choice drawn from people, an amount). Dates sit around Nowruz 1404 and on
// Esfand 30 of the leap years 1399 and 1403, written in each form a date answer takes.
import { expect } from 'vitest';
import type { Principal, QueryDefinitionInput } from '@darvazeh/shared';
import { resolveSession } from '../../plugins/session-store.js';
import { PERSON_FIELDS, textField, type TestUser } from '../../test/factories.js';
import type { Client, TestApp } from '../../test/test-app.js';

export const PEOPLE_FIELDS = [
  ...PERSON_FIELDS,
  // Past the first five shown fields, so no per-collection index casts their keys (see the non-numeric test).
  textField('score', 'امتیاز', { format: 'number', hideInTable: true }),
  { id: 'seen', fname: 'دیدار', ename: 'seen', type: 'date', hideInTable: true },
  {
    id: 'more',
    fname: 'بیشتر',
    ename: 'more',
    type: 'subform',
    subform: { formFields: [textField('city', 'شهر')] },
  },
];

/** The hostile name of person 2: quotes, a backslash and the LIKE wildcards, matched only literally. */
export const QUOTED_NAME = `O'Brien \\ "q" 100%_x`;

/** The people's answers; `by` says who writes each (0: the Admin, 1: the Employee). */
export const PEOPLE: { by: 0 | 1; data: Record<string, unknown> }[] = [
  {
    by: 0,
    data: {
      name: 'علی رضایی',
      age: '30',
      kind: 1,
      day: '1403/12/29',
      tags: ['a'],
      more: { city: 'تبریز' },
      score: '7',
    },
  },
  { by: 0, data: { name: QUOTED_NAME, age: '۲۵', kind: 2, day: '1403/12/30', tags: ['a', 'b'] } },
  { by: 0, data: { name: 'سارا', age: '41', kind: 1, day: '2025-03-21', tags: ['b'], seen: '1404/01/02' } },
  { by: 1, data: { name: 'مینا', kind: 2, day: '2025-03-20T21:00:00Z' } },
  { by: 1, data: { name: 'رضا', age: '18', day: '1399/12/30' } },
];

export type QueryFixtures = {
  admin: Principal;
  employee: Principal;
  employeeUser: TestUser;
  applicant: Principal;
  people: number;
  orders: number;
  /** Record ids of PEOPLE, in order. */
  personIds: number[];
};

/** A query over the people (alias `p`), selecting nothing unless `extra` says. */
export const overPeople = (f: QueryFixtures, extra: Partial<QueryDefinitionInput>): QueryDefinitionInput => ({
  sources: [{ alias: 'p', collectionId: f.people }],
  selects: [],
  ...extra,
});

/** Runs `fn` and answers its AppError's status and message. */
export async function refusal(fn: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeTruthy();
  const { status, message } = error as { status: number; message: string };
  return { status, message };
}

/** The principal a request of `user` carries. */
export async function principalOf(t: TestApp, user: TestUser): Promise<Principal> {
  const session = await resolveSession(t.database.db, user.token);
  if (!session) throw new Error(`user ${user.id} has no session`);
  return session.principal;
}

async function create(client: Client, collectionId: number, data: Record<string, unknown>): Promise<number> {
  const res = await client.post(`/api/v1/datacollection/${collectionId}/record`, { data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

/** Builds both collections and their records through the records API. */
export async function buildQueryFixtures(t: TestApp & { admin: TestUser }): Promise<QueryFixtures> {
  const employeeUser = await t.user({ roles: ['Employee'] });
  const applicantUser = await t.user();
  const people = (await t.collection({ fname: 'افراد', formFields: PEOPLE_FIELDS })).id;
  const orders = (
    await t.collection({
      fname: 'سفارش‌ها',
      formFields: [
        { id: 'person', fname: 'شخص', ename: 'person', type: 'select', sourceId: people },
        textField('amount', 'مبلغ', { format: 'number' }),
      ],
    })
  ).id;
  const writers = [t.as(t.admin), t.as(employeeUser)];
  const personIds: number[] = [];
  for (const { by, data } of PEOPLE) personIds.push(await create(writers[by] as Client, people, data));
  const [p1, , p3] = personIds;
  for (const [person, amount] of [
    [p1, '100'],
    [p1, '50'],
    [p3, '70'],
  ] as const)
    await create(t.as(t.admin), orders, { person, amount });
  return {
    admin: await principalOf(t, t.admin),
    employee: await principalOf(t, employeeUser),
    employeeUser,
    applicant: await principalOf(t, applicantUser),
    people,
    orders,
    personIds,
  };
}
