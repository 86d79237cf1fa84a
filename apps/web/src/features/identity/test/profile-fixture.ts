import type { Profile } from '@darvazeh/shared';

/** A signed-in user's profile with nothing pending. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    firstName: 'سارا',
    lastName: 'محمدی',
    fullName: 'سارا محمدی',
    roles: [],
    unitResponsibilities: [],
    passwordDeprecated: false,
    twoFactorAuthIsNotChecked: false,
    saml2ResponseForm: null,
    relatedSsoLogout: null,
    userInfo: { signature: null },
    ...overrides,
  };
}
