// Applicants' registration (ثبت‌نام متقاضیان): plain values and checks, no zod, so the visitor's first page
// (the navbar's «ورود / ثبت‌نام») can read the switch without loading the schema library.

/**
 * Whether a fresh portal lets visitors register: no. Registration sends SMS, and until an Admin sets the
 * SMS web service the codes are only logged, so an open form would promise codes nobody receives.
 */
export const REGISTRATION_OPEN_BY_DEFAULT = false;

/** How long a sent registration code is valid, in seconds. */
export const REGISTRATION_CODE_TTL_SECONDS = 300;

/**
 * Whether the stored `registration` general setting (`{"enabled":true}`) opens registration; when it is
 * missing or broken, the default (closed).
 */
export function isRegistrationOpen(data: string | undefined): boolean {
  if (data === undefined) return REGISTRATION_OPEN_BY_DEFAULT;
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value === 'object' && value !== null && 'enabled' in value) return value.enabled === true;
  } catch {
    // A broken stored value keeps the default; the Admin screen refuses to save one.
  }
  return REGISTRATION_OPEN_BY_DEFAULT;
}
