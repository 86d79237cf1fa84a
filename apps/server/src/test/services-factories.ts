import { defaultVariableApi, serviceApi, serviceCategoryApi } from '@darvazeh/shared';
import type { By } from './organisation-factories.js';
import { throughApp, type BodyOf, type FactoryContext } from './through-app.js';

let sequence = 0;
// Category names are unique among siblings, English names of services and variable names among all.
const next = () => (sequence += 1);

/** Creates a service category (دسته) as `POST servicecategory` would: a root unless `parentId` names one. */
export function buildServiceCategory(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof serviceCategoryApi.create>> & By = {},
) {
  return throughApp(ctx, serviceCategoryApi.create, { name: `دسته آزمون ${next()}`, ...body }, by);
}

/**
 * Creates a service definition (خدمت) as `POST service` would, with the starter process (start → the
 * applicant's form → end) unless `process` is given, in a new root category unless `categories` are.
 */
export async function buildService(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof serviceApi.create>> & By = {},
) {
  const categories = body.categories ?? [(await buildServiceCategory(ctx, { by })).id];
  const n = next();
  const service = { serviceFname: `خدمت آزمون ${n}`, serviceEname: `testService${n}`, ...body, categories };
  return throughApp(ctx, serviceApi.create, service, by);
}

/** Creates a default variable as `POST defaultvariable` would: a constant unless told otherwise. */
export function buildDefaultVariable(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof defaultVariableApi.create>> & By = {},
) {
  return throughApp(
    ctx,
    defaultVariableApi.create,
    { name: `testVariable${next()}`, value: '1', ...body },
    by,
  );
}
