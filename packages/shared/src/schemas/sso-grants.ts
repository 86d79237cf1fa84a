// A signed-in user's active grants to connected systems (`/panel/sso/clients`): what each system was
// allowed to see, and the user taking it back.
import { z } from 'zod';
import { OIDC_SCOPES } from './sso-oidc.js';

/**
 * The scopes a grant may hold that a user is shown: the ones a system may ask for, and `offline_access`
 * (the system keeps a refresh token, so it may read them while the user is away).
 */
export const SSO_GRANT_SCOPES = [...OIDC_SCOPES, 'offline_access'] as const;
export type SsoGrantScope = (typeof SSO_GRANT_SCOPES)[number];

/** One active grant of the caller: its system, when it was given and last used, and what it allows. */
export const ssoGrant = z.object({
  id: z.string(),
  system: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Null when the system has none, or is disabled (its logo is then its managers' only). */
    logoFileId: z.string().nullable(),
    enabled: z.boolean(),
  }),
  grantedAt: z.string(),
  /** When a token was last issued under it, while the provider still holds one; null when it cannot tell. */
  lastUsedAt: z.string().nullable(),
  scopes: z.array(z.enum(SSO_GRANT_SCOPES)),
});
export type SsoGrant = z.infer<typeof ssoGrant>;

/** `GET ssomanagement/grants`: the caller's active grants, last used first. */
export const ssoGrantList = z.object({ list: z.array(ssoGrant) });
export type SsoGrantList = z.infer<typeof ssoGrantList>;

const grantIdInvalid = 'شناسه دسترسی معتبر نیست.';

/** Path parameter `{id}` of `DELETE ssomanagement/grants/{id}`: a grant id as the provider makes them. */
export const ssoGrantParams = z.strictObject({
  id: z.string({ error: grantIdInvalid }).regex(/^[\w-]{1,64}$/, grantIdInvalid),
});
