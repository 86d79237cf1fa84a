import { z } from 'zod';

/** One role a user holds: an alias, possibly tied to a unit and a unit role (SPEC §3 profile roles). */
export const roleGrant = z.object({
  alias: z.string(),
  unitId: z.number().int().nullable(),
  unitRoleId: z.number().int().nullable(),
});
export type RoleGrant = z.infer<typeof roleGrant>;

/** The signed-in user as permission checks see them. */
export type Principal = { id: number; roles: RoleGrant[] };
