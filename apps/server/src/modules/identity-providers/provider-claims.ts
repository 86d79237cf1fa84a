// The mapper per provider kind: where a provider's answer keeps the person's claims, and how the Admin's
// claim names turn them into one ProviderPerson.
import { compactDigits, isNationalId, normalizeMobile, type IdentityProviderClaims } from '@darvazeh/shared';

/** The person a provider vouched for, as our linking rules read them. */
export type ProviderPerson = {
  subject: string;
  /** The national ID as given (Latin digits, no spaces), or null when the provider gave none. */
  nationalId: string | null;
  /** Whether `nationalId` passes the Iranian check digit. */
  nationalIdValid: boolean;
  firstName: string;
  lastName: string;
  mobile: string | null;
  email: string | null;
};

type Claims = Record<string, unknown>;

const isObject = (value: unknown): value is Claims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The claims a user-info answer carries: `oidc` providers answer them at the top level; `wrapped` ones
 * (the science ministry's) as `{ data: { … } }`. Null when the answer is not shaped so.
 */
export function userInfoClaims(kind: 'oidc' | 'wrapped', body: unknown): Claims | null {
  if (!isObject(body)) return null;
  if (kind === 'oidc') return body;
  return isObject(body.data) ? body.data : null;
}

/** A claim by name; a dotted name reaches into objects (`person.nid`). Strings and numbers only. */
function claim(claims: Claims, name: string): string | null {
  if (name === '') return null;
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, part)) return null;
    value = value[part];
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, 200);
}

/** The person in `claims` by the Admin's claim names, or null when the subject is missing. */
export function personOf(claims: Claims, names: IdentityProviderClaims): ProviderPerson | null {
  const subject = claim(claims, names.subject);
  if (!subject) return null;
  const rawNationalId = claim(claims, names.nationalId);
  const nationalId = rawNationalId ? compactDigits(rawNationalId) : null;
  const mobile = claim(claims, names.mobile);
  const email = claim(claims, names.email);
  return {
    subject,
    nationalId,
    nationalIdValid: nationalId !== null && isNationalId(nationalId),
    firstName: claim(claims, names.firstName) ?? '',
    lastName: claim(claims, names.lastName) ?? '',
    mobile: mobile ? normalizeMobile(mobile) : null,
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email.toLowerCase() : null,
  };
}
