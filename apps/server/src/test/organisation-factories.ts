import { asc, eq } from 'drizzle-orm';
import { unitApi, unitResponsibilityApi, unitRoleApi, unitTypeApi } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { unitUnitRoles } from '../db/schema/index.js';
import { throughApp, type BodyOf, type FactoryContext } from './through-app.js';
import { buildUser, type TestUser, type UserOverrides } from './user-factories.js';

/** Who writes a factory's row: a test user (an Admin unless the test means otherwise). */
export type By = { by?: TestUser };

/** A user holding a responsibility: their unit, unit role and responsibility row. */
export type TestEmployee = TestUser & { unitId: number; unitRoleId: number; responsibilityId: number };

let sequence = 0;
// Unit role and unit type names are unique among live rows; a number makes each factory's name its own.
const next = () => (sequence += 1);

/** Creates a unit role (نقش واحد) as `POST unitrole` would; `overrides` set the body (a unique name by default). */
export function buildUnitRole(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof unitRoleApi.create>> & By = {},
) {
  return throughApp(ctx, unitRoleApi.create, { name: `نقش آزمون ${next()}`, ...body }, by);
}

/** Creates a unit type (نوع واحد) as `POST unittype` would; `overrides` set the body. */
export function buildUnitType(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof unitTypeApi.create>> & By = {},
) {
  return throughApp(ctx, unitTypeApi.create, { name: `نوع آزمون ${next()}`, ...body }, by);
}

/**
 * Creates a unit as `POST unit` would; `overrides` set the body (parent and type optional). A unit given
 * no unit roles (and not all of them) offers a new one, so it can take responsibilities at once.
 */
export async function buildUnit(
  ctx: FactoryContext,
  { by, ...body }: Partial<BodyOf<typeof unitApi.create>> & By = {},
) {
  const unitRoleIds = body.unitRoleIds ?? (body.selectAll ? [] : [(await buildUnitRole(ctx, { by })).id]);
  return throughApp(ctx, unitApi.create, { name: `واحد آزمون ${next()}`, ...body, unitRoleIds }, by);
}

/** The first unit role `unitId` offers; a unit offering none cannot take a responsibility. */
async function firstUnitRoleOf(db: Db, unitId: number): Promise<number> {
  const [offered] = await db
    .select({ id: unitUnitRoles.unitRoleId })
    .from(unitUnitRoles)
    .where(eq(unitUnitRoles.unitId, unitId))
    .orderBy(asc(unitUnitRoles.unitRoleId))
    .limit(1);
  if (!offered) throw new Error(`unit ${unitId} offers no unit role for an employee to hold`);
  return offered.id;
}

/**
 * Creates a user (see buildUser) holding a responsibility (مسئولیت) in `unitId` with `unitRoleId`, written
 * as `POST unitresponsibility` would: an Employee of that unit. A missing unit role is created (or, for a
 * given unit, the first it offers is taken), and a missing unit is created offering the unit role.
 */
export async function buildEmployee(
  ctx: FactoryContext,
  {
    unitId,
    unitRoleId,
    personalId,
    by,
    ...user
  }: UserOverrides & By & { unitId?: number; unitRoleId?: number; personalId?: string | null } = {},
): Promise<TestEmployee> {
  const roleId =
    unitRoleId ??
    (unitId === undefined ? (await buildUnitRole(ctx, { by })).id : await firstUnitRoleOf(ctx.db, unitId));
  const inUnit = unitId ?? (await buildUnit(ctx, { unitRoleIds: [roleId], by })).id;
  const employee = await buildUser(ctx.db, user);
  const held = await throughApp(
    ctx,
    unitResponsibilityApi.create,
    { userId: employee.id, unitId: inUnit, unitRoleId: roleId, personalId },
    by,
  );
  return { ...employee, unitId: inUnit, unitRoleId: roleId, responsibilityId: held.id };
}
