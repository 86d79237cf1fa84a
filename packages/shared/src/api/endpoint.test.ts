import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { HolidayBody } from '../calendar/holiday.js';
import type { NewsItem, NewsSummary, PagedList, Profile } from '../schemas/index.js';
import { schemaSet } from './schema-set.js';
import { allEndpoints } from './all-endpoints.js';
import {
  accountApi,
  holidayApi,
  newsApi,
  pathParamNames,
  recordApi,
  urlOf,
  unitTypeApi,
  type Answer,
  type CallInput,
  type HandlerInput,
} from './index.js';

describe('endpoint declarations', () => {
  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only schemas that exist, and declares every path parameter', () => {
    for (const e of allEndpoints) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schema = e[part]?.(schemaSet);
        if (e[part]) expect(schema, `${e.method} ${e.path} ${part}`).toBeInstanceOf(z.ZodType);
      }
      const names = pathParamNames(e.path);
      const params = e.params?.(schemaSet);
      if (names.length === 0) expect(params, e.path).toBeUndefined();
      else expect(Object.keys((params as z.ZodObject).shape).sort(), e.path).toEqual([...names].sort());
    }
  });

  it('lets visitors only read, sign in, register, reset a password and track a request', () => {
    const openWrites = allEndpoints
      .filter((e) => e.access === 'anyone' && e.method !== 'GET')
      .map((e) => e.path)
      .sort();
    expect(openWrites).toEqual([
      'account/forget-password',
      'account/get-captcha',
      'account/login',
      'account/new-password',
      'account/register',
      'account/register/code',
      'news/filter',
      'userrequest/track',
    ]);
  });

  it('carries the schemas’ types to both ends', () => {
    expectTypeOf<Answer<typeof newsApi.get>>().toEqualTypeOf<NewsItem>();
    expectTypeOf<Answer<typeof newsApi.filter>>().toEqualTypeOf<PagedList<NewsSummary>>();
    expectTypeOf<CallInput<typeof newsApi.get>>().toEqualTypeOf<{ params: { id: unknown } }>();
    expectTypeOf<HandlerInput<typeof newsApi.get>['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<Answer<typeof newsApi.remove>>().toEqualTypeOf<null>();
  });

  it('keeps what a one-line verb declares: method, options and the absence of a body', () => {
    expect(accountApi.signature).toEqual({
      method: 'GET',
      path: 'account/signature',
      access: ['*'],
      kind: 'file',
    });
    expectTypeOf(accountApi.signature.kind).toEqualTypeOf<'file'>();
    expectTypeOf<Answer<typeof accountApi.login>>().toEqualTypeOf<Profile>();
    expectTypeOf<CallInput<typeof accountApi.deleteSignature>>().toEqualTypeOf<unknown>();
  });

  it('updates a resource with its create body unless it names another', () => {
    expect(holidayApi.update.body).toBe(holidayApi.create.body);
    expectTypeOf<CallInput<typeof holidayApi.update>['body']>().toEqualTypeOf<HolidayBody>();
    expect(unitTypeApi.update.body(schemaSet)).toBe(schemaSet.updateUnitTypeBody);
  });
});

describe('urlOf', () => {
  it('fills path parameters, encoded, and appends the query', () => {
    expect(urlOf(recordApi.get, { collectionId: 3, recordId: 'a/b' })).toBe('datacollection/3/record/a%2Fb');
    expect(urlOf({ path: 'download/{id}' }, { id: 'x' }, { w: 480, skip: undefined })).toBe(
      'download/x?w=480',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => urlOf(newsApi.get, {})).toThrow('news/{id}: no id');
  });
});
