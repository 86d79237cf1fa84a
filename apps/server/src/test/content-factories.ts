import { dataCollectionApi, functionApi, newsApi, queryApi, ssoApi, systemEventApi } from '@darvazeh/shared';
import type { By } from './organisation-factories.js';
import { throughApp, type BodyOf, type FactoryContext } from './through-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let sequence = 0;
const next = () => (sequence += 1);

/** A text field of a form definition: `id` is also its English name. */
export const textField = (id: string, fname: string, extra: object = {}) => ({
  id,
  fname,
  ename: id,
  type: 'text',
  ...extra,
});

/** A select or multiselect field of a form definition whose options are `[id, fname]` pairs. */
export const choiceField = (
  type: 'select' | 'multiselect',
  id: string,
  fname: string,
  options: [id: number | string, fname: string][],
) => ({ id, fname, ename: id, type, options: options.map(([id, fname]) => ({ id, fname })) });

/** A person's first fields, the ones a collection's table shows: name, age (a number), kind, day and tags. */
export const PERSON_FIELDS = [
  textField('name', 'نام'),
  textField('age', 'سن', { format: 'number' }),
  choiceField('select', 'kind', 'نوع', [
    [1, 'دانشجو'],
    [2, 'کارمند'],
  ]),
  { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' },
  choiceField('multiselect', 'tags', 'برچسب‌ها', [
    ['a', 'الف'],
    ['b', 'ب'],
  ]),
];

/**
 * Creates a news item as `POST news` would; `overrides` set the body. By default it is published, with a
 * publish date a day ago, so visitors see it.
 */
export function buildNews(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof newsApi.create>> & By = {},
) {
  const item = {
    name: `خبر آزمون ${next()}`,
    summary: 'خلاصه',
    body: '<p>متن</p>',
    publishDate: new Date(Date.now() - DAY_MS).toISOString(),
    published: true,
    ...body,
  };
  return throughApp(ctx, newsApi.create, item, by);
}

/**
 * Creates a data collection (مجموعه داده) as `POST datacollection` would, its form made of `formFields`
 * (one text field by default); `overrides` set the body.
 */
export function buildCollection(
  ctx: FactoryContext,
  {
    by,
    formFields = [textField('title', 'عنوان')],
    ...body
  }: Partial<BodyOf<typeof dataCollectionApi.create>> & By & { formFields?: readonly object[] } = {},
) {
  const collection = { fname: `مجموعه آزمون ${next()}`, formInfo: { formFields }, ...body };
  return throughApp(ctx, dataCollectionApi.create, collection, by);
}

/**
 * Creates a connected system (سامانه متصل) as `POST ssomanagement` would; `overrides` set the body
 * (enabled, on the main page, of no unit, by default). An Employee given as `by` is held to their units.
 */
export function buildSystem(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof ssoApi.create>> & By = {},
) {
  const system = {
    name: `سامانه آزمون ${next()}`,
    homeUrl: 'https://edu.example.ac.ir/',
    categoryId: 1 as const,
    ...body,
  };
  return throughApp(ctx, ssoApi.create, system, by);
}

/**
 * Creates a stored function (تابع) as `POST function` would, run on load with `expressions` (one toast by
 * default); `overrides` set the body.
 */
export function buildFunction(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof functionApi.create>> & By = {},
) {
  const n = next();
  const fn = {
    fname: `تابع آزمون ${n}`,
    ename: `testFunction${n}`,
    callOn: 'load' as const,
    expressions: [{ id: 'e1', type: 'toast' as const, color: 'info' as const, text: "'سلام'" }],
    ...body,
  };
  return throughApp(ctx, functionApi.create, fn, by);
}

/**
 * Creates a stored query (پرس‌وجوی ذخیره‌شده) as `POST query` would; `definition` is required (it names a
 * real source), `overrides` set the rest of the body.
 */
export function buildStoredQuery(
  ctx: FactoryContext,
  {
    by,
    ...body
  }: Partial<BodyOf<typeof queryApi.create>> & By & Pick<BodyOf<typeof queryApi.create>, 'definition'>,
) {
  return throughApp(ctx, queryApi.create, { fname: `پرس‌وجوی آزمون ${next()}`, ...body }, by);
}

/**
 * Creates an event (رویداد) as `POST systemevent` would; `trigger` and the action (`functionId` and/or
 * `notification`) are the test's, `overrides` set the rest. Written by the factories' Admin unless `by`.
 */
export function buildSystemEvent(
  ctx: FactoryContext,
  {
    by,
    ...body
  }: Partial<BodyOf<typeof systemEventApi.create>> &
    By &
    Pick<BodyOf<typeof systemEventApi.create>, 'trigger'>,
) {
  return throughApp(ctx, systemEventApi.create, { fname: `رویداد آزمون ${next()}`, ...body }, by);
}
