import { z } from 'zod';
import { normalizeText } from '../rules/letters.js';
import { auditFields } from './envelope.js';
import { fileId } from './settings.js';

/** The protocols a connected system signs in with (`/panel/sso/new/{categoryId}`): OpenID Connect, OAuth2, SAML2. */
export const SSO_CATEGORY_IDS = [1, 2, 3] as const;
export type SsoCategoryId = (typeof SSO_CATEGORY_IDS)[number];

/** Most characters of a connected system's name, description and home URL. */
export const SSO_NAME_MAX = 100;
export const SSO_DESCRIPTION_MAX = 500;
export const SSO_URL_MAX = 500;

// An absolute http(s) URL: the scheme, a host starting with a letter, digit or '[' (IPv6), then an optional
// path, query or fragment; no whitespace or control characters anywhere.
const WEB_URL = /^https?:\/\/[\p{L}\p{N}[][^\s\p{Cc}/?#]*(?:[/?#][^\s\p{Cc}]*)?$/iu;

/**
 * True for an absolute http:// or https:// URL with a host. Anything else a link could run or embed
 * (`javascript:`, `data:`, `vbscript:`, relative paths) is refused.
 */
export function isWebUrl(value: string): boolean {
  return WEB_URL.test(value);
}

const nameMissing = 'نام سامانه را وارد کنید.';
const urlMissing = 'نشانی سامانه را وارد کنید.';
const unitInvalid = 'واحد سازمانی معتبر نیست.';
const priorityInvalid = 'اولویت باید عدد صحیح باشد.';
const categoryInvalid = 'نوع سامانه باید OpenID Connect، OAuth2 یا SAML2 باشد.';

/**
 * Body of `PUT ssomanagement/{id}`: what a manager may change. The category is chosen at creation
 * (`new/{categoryId}`) and stays; the protocol settings come with the single sign-on issue.
 */
export const updateSsoSystemBody = z.strictObject({
  name: z
    .string({ error: nameMissing })
    .trim()
    .min(1, nameMissing)
    .max(SSO_NAME_MAX, `نام سامانه حداکثر ${SSO_NAME_MAX} کاراکتر است.`)
    .transform((v) => normalizeText(v)),
  description: z
    .string({ error: 'توضیحات معتبر نیست.' })
    .trim()
    .max(SSO_DESCRIPTION_MAX, `توضیحات حداکثر ${SSO_DESCRIPTION_MAX} کاراکتر است.`)
    .default(''),
  homeUrl: z
    .string({ error: urlMissing })
    .trim()
    .min(1, urlMissing)
    .max(SSO_URL_MAX, `نشانی سامانه حداکثر ${SSO_URL_MAX} کاراکتر است.`)
    .refine(isWebUrl, 'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.'),
  logoFileId: fileId.nullable().default(null),
  unitId: z
    .int({ error: unitInvalid })
    .positive(unitInvalid)
    .max(2_147_483_647, unitInvalid)
    .nullable()
    .default(null),
  enabled: z.boolean({ error: 'وضعیت فعال بودن معتبر نیست.' }).default(true),
  showOnMainPage: z.boolean({ error: 'نمایش در صفحه اصلی معتبر نیست.' }).default(true),
  priority: z
    .int({ error: priorityInvalid })
    .min(-1_000_000, priorityInvalid)
    .max(1_000_000, priorityInvalid)
    .default(0),
});
export type UpdateSsoSystemBody = z.output<typeof updateSsoSystemBody>;

/** Body of `POST ssomanagement`: a system of one category (1 OpenID Connect, 2 OAuth2, 3 SAML2). */
export const createSsoSystemBody = updateSsoSystemBody.extend({
  categoryId: z.literal(SSO_CATEGORY_IDS, { error: categoryInvalid }),
});
export type CreateSsoSystemBody = z.output<typeof createSsoSystemBody>;

const idName = z.object({ id: z.number().int(), name: z.string() });

/** A connected system as its managers read it, with its unit's name. */
export const ssoSystem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    homeUrl: z.string(),
    logoFileId: z.string().nullable(),
    categoryId: z.number().int(),
    unitId: z.number().int().nullable(),
    unit: idName.nullable(),
    enabled: z.boolean(),
    showOnMainPage: z.boolean(),
    priority: z.number().int(),
  })
  .extend(auditFields.shape);
export type SsoSystem = z.infer<typeof ssoSystem>;

/** What visitors learn of a system: its card (name, description, logo) and where it opens. */
export const publicSystem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  homeUrl: z.string(),
  logoFileId: z.string().nullable(),
});
export type PublicSystem = z.infer<typeof publicSystem>;

/** `GET ssomanagement/clients`: the enabled systems a signed-in user may open, with their unit's name. */
export const ssoClientList = z.object({
  list: z.array(publicSystem.extend({ unitName: z.string().nullable() })),
});
export type SsoClientList = z.infer<typeof ssoClientList>;

/**
 * `GET ssomanagement/systems`: the home page's systems as displaySystemsBaseOn shapes them — `all`
 * (null unless showTypes has 'all') and `byUnit` (units of the chosen unit types that have systems).
 */
export const homeSystems = z.object({
  all: z.array(publicSystem).nullable(),
  byUnit: z.array(z.object({ unit: idName, systems: z.array(publicSystem) })),
});
export type HomeSystems = z.infer<typeof homeSystems>;

/**
 * Why the gate refused a user a connected system (`/sso-blocked?reason=`): the system is disabled or
 * gone, a user/role limit, a unit limit, or an IP limit (ssouserlimit, ssounitlimit, ssoiplimit).
 */
export const SSO_GATE_REASONS = ['disabled', 'user', 'unit', 'ip'] as const;
export type SsoGateReason = (typeof SSO_GATE_REASONS)[number];

/**
 * Why a sign-in was refused (SsoClientLoginLog.reason, shown by reason on the statistics page): the
 * gate's reasons, and `passive` — a SAML2 system asked for a sign-in without any page (IsPassive) that
 * the portal session could not give (no session, the session policy ended it, silent sign-in off, or a
 * fresh sign-in asked too), so the system was answered NoPassive.
 */
export const SSO_REFUSAL_REASONS = [...SSO_GATE_REASONS, 'passive'] as const;
export type SsoRefusalReason = (typeof SSO_REFUSAL_REASONS)[number];

/**
 * The protocols a sign-in log row names, and what happened (SsoClientLoginLog): `logout` is a sign-out
 * of single sign-on, `revocation` a user taking a system's grant back on `/panel/sso/clients`.
 */
export const SSO_PROTOCOLS = ['oidc', 'oauth2', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];
export const SSO_LOG_EVENTS = ['authorization', 'token', 'refusal', 'logout', 'revocation'] as const;
export type SsoLogEvent = (typeof SSO_LOG_EVENTS)[number];
