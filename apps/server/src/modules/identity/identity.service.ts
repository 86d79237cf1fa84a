import type { Profile } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { messages } from '../../messages.js';
import { findProfileUser, findRoleGrants } from './identity.repository.js';

/** Builds the SPEC §3 profile of a signed-in user; throws unauthorized when the user no longer exists. */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const user = await findProfileUser(db, userId);
  if (!user) throw new AppError('unauthorized', messages.unauthenticated);
  const grants = await findRoleGrants(db, userId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    // Unit and unit role names arrive with the organisation module; until then scoped grants carry ids only.
    roles: grants.map((g) => ({ alias: g.alias, unit: null, unitRole: null })),
    unitResponsibilities: [],
    passwordDeprecated: user.passwordDeprecated,
    twoFactorAuthIsNotChecked: false,
    saml2ResponseForm: null,
    relatedSsoLogout: null,
    userInfo: { signature: null },
  };
}
