import { z } from 'zod';

/** One role in the profile: its alias and, when scoped, the unit and unit role (SPEC §3). */
export const profileRole = z.object({
  alias: z.string(),
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  unitRole: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** A unit responsibility as the profile lists it (SPEC §3). */
export const profileUnitResponsibility = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitRoleId: z.number().int(),
  personalId: z.string().nullable(),
  unit: z.object({
    name: z.string(),
    unitRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

/** `GET account/profile` data: exactly the SPEC §3 user profile. */
export const profile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  roles: z.array(profileRole),
  unitResponsibilities: z.array(profileUnitResponsibility),
  passwordDeprecated: z.boolean(),
  twoFactorAuthIsNotChecked: z.boolean(),
  saml2ResponseForm: z.string().nullable(),
  relatedSsoLogout: z.string().nullable(),
  userInfo: z.object({ signature: z.string().nullable() }),
});
export type Profile = z.infer<typeof profile>;
