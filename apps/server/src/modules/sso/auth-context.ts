// How a connected system is told the way its user signed into the portal (the portal session's
// AuthMethod list): OIDC's `amr` (RFC 8176) and `acr`, and the SAML2 AuthnContextClassRef. More than one
// factor is the REFEDS MFA profile, which research and education federations (eduGAIN) read in both
// protocols; a password alone is REFEDS SFA over SAML's PasswordProtectedTransport; a government
// provider's sign-in, whose strength the portal cannot vouch for, is SAML's `unspecified` and no `acr`.
import type { AuthMethod } from '../../plugins/session-store.js';

export const REFEDS_MFA = 'https://refeds.org/profile/mfa';
export const REFEDS_SFA = 'https://refeds.org/profile/sfa';
const SAML_CLASSES = 'urn:oasis:names:tc:SAML:2.0:ac:classes:';

/** What a system is told of a sign-in made with `methods`. */
export function authContextOf(methods: readonly AuthMethod[]): {
  amr: AuthMethod[];
  acr: string | undefined;
  samlClass: string;
} {
  const amr = [...methods];
  if (methods.includes('mfa')) return { amr, acr: REFEDS_MFA, samlClass: REFEDS_MFA };
  if (methods.includes('fed')) return { amr, acr: undefined, samlClass: `${SAML_CLASSES}unspecified` };
  return { amr, acr: REFEDS_SFA, samlClass: `${SAML_CLASSES}PasswordProtectedTransport` };
}
