// The test factories (STYLE.md §7, after outline's): each builds one row as the app itself would write it
// and creates the parents a test did not give. Tests reach them through TestApp: `t.unit({ ... })`.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import type { Client } from './client.js';
import {
  buildCollection,
  buildFunction,
  buildNews,
  buildStoredQuery,
  buildSystem,
  buildSystemEvent,
} from './content-factories.js';
import { buildEmployee, buildUnit, buildUnitRole, buildUnitType } from './organisation-factories.js';
import { buildDefaultVariable, buildService, buildServiceCategory } from './services-factories.js';
import type { FactoryContext } from './through-app.js';
import { uploadFile, type UploadOptions } from './upload-factory.js';
import { buildUser, type TestUser, type UserOverrides } from './user-factories.js';

export { choiceField, PERSON_FIELDS, textField } from './content-factories.js';
export type { By, TestEmployee } from './organisation-factories.js';
export type { UploadOptions, UploadUse } from './upload-factory.js';
export { buildCaptcha, buildUser, type TestUser, type UserOverrides } from './user-factories.js';

type OverridesOf<F extends (ctx: FactoryContext, overrides?: never) => unknown> = Parameters<F>[1];

/** Every factory, bound to one app and its database: what TestApp offers. */
export function factoriesFor(app: FastifyInstance, db: Db) {
  let creator: Promise<TestUser> | undefined;
  const ctx: FactoryContext = {
    app,
    db,
    creator: () => (creator ??= buildUser(db, { roles: ['Admin'], firstName: 'سازنده' })),
  };
  return {
    /** A signed-in user holding `roles` (see buildUser). */
    user: (overrides?: UserOverrides) => buildUser(db, overrides),
    /** A unit role; `by` writes it (the factories' Admin by default). */
    unitRole: (overrides?: OverridesOf<typeof buildUnitRole>) => buildUnitRole(ctx, overrides),
    /** A unit type. */
    unitType: (overrides?: OverridesOf<typeof buildUnitType>) => buildUnitType(ctx, overrides),
    /** A unit offering `unitRoleIds` (a new unit role when none is given). */
    unit: (overrides?: OverridesOf<typeof buildUnit>) => buildUnit(ctx, overrides),
    /** A user with a responsibility in a unit (both created when not given). */
    employee: (overrides?: OverridesOf<typeof buildEmployee>) => buildEmployee(ctx, overrides),
    /** A news item, published a day ago unless told otherwise. */
    news: (overrides?: OverridesOf<typeof buildNews>) => buildNews(ctx, overrides),
    /** A data collection of `formFields` (one text field by default). */
    collection: (overrides?: OverridesOf<typeof buildCollection>) => buildCollection(ctx, overrides),
    /** A stored function (a toast on load by default). */
    function: (overrides?: OverridesOf<typeof buildFunction>) => buildFunction(ctx, overrides),
    /** An event (رویداد) of `trigger` and an action (which it names: make them first). */
    systemEvent: (overrides: Parameters<typeof buildSystemEvent>[1]) => buildSystemEvent(ctx, overrides),
    /** A stored query of `definition` (which names its sources: make them first). */
    storedQuery: (overrides: Parameters<typeof buildStoredQuery>[1]) => buildStoredQuery(ctx, overrides),
    /** A connected system. */
    system: (overrides?: OverridesOf<typeof buildSystem>) => buildSystem(ctx, overrides),
    /** A service category: a root unless `parentId` names one. */
    serviceCategory: (overrides?: OverridesOf<typeof buildServiceCategory>) =>
      buildServiceCategory(ctx, overrides),
    /** A service definition with the starter process, in a new root category unless `categories` are given. */
    service: (overrides?: OverridesOf<typeof buildService>) => buildService(ctx, overrides),
    /** A default variable (a constant unless told otherwise). */
    defaultVariable: (overrides?: OverridesOf<typeof buildDefaultVariable>) =>
      buildDefaultVariable(ctx, overrides),
    /** A file uploaded through the real upload endpoint as `by`; answers its id. */
    uploadFile: (by: TestUser | Client, options?: UploadOptions) => uploadFile(app, by, options),
  };
}

/** The factories a TestApp offers. */
export type Factories = ReturnType<typeof factoriesFor>;
