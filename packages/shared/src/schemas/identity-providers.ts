// Signing in through government and ministry providers (SPEC §2 OAuth login links): the Admin's
// per-provider connection settings, the login and callback inputs, and the error codes the login page
// shows as `/login/{oauthError}`.
import { z } from 'zod';

/**
 * How a provider speaks: `oidc` is standard OpenID Connect or OAuth2 (endpoints by discovery or by hand);
 * `wrapped` is the science ministry's style: no discovery, a multipart token request, and user info
 * wrapped as `{ data: { … } }`.
 */
export const IDENTITY_PROVIDER_KINDS = ['oidc', 'wrapped'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

/** How the client proves itself at the token endpoint. */
export const TOKEN_AUTH_METHODS = ['client_secret_post', 'client_secret_basic'] as const;

/** The `provider` of a URL and of ssoProviders (the same rule as `ssoProvider.Provider`). */
export const providerSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, 'نام فنی ارائه‌دهنده فقط حروف کوچک انگلیسی، عدد و خط تیره است.');

export const IDENTITY_PROVIDER_MESSAGES = {
  url: 'نشانی باید با https:// (یا برای میزبان‌های مجاز داخلی http://) آغاز شود.',
  endpointsRequired: 'بدون کشف خودکار، نشانی‌های ورود، توکن و اطلاعات کاربر را وارد کنید.',
  issuerRequired: 'برای کشف خودکار، نشانی صادرکننده (issuer) را وارد کنید.',
  secretRequired: 'رمز کلاینت را وارد کنید.',
  claimRequired: 'نام ادعای شناسه کاربر را وارد کنید.',
} as const;

const url = z
  .string()
  .trim()
  .max(500, 'حداکثر ۵۰۰ کاراکتر مجاز است.')
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value), IDENTITY_PROVIDER_MESSAGES.url)
  .default('');
const claimName = z
  .string()
  .trim()
  .max(100, 'حداکثر ۱۰۰ کاراکتر مجاز است.')
  .regex(/^[A-Za-z0-9_.:-]*$/, 'نام ادعا فقط حروف انگلیسی، عدد و _ . : - است.')
  .default('');

/**
 * Which claim of the ID token or user info holds each detail (a dotted name reaches into an object).
 * `subject` names the person at the provider for good; it is required.
 */
export const identityProviderClaims = z.strictObject({
  subject: claimName.refine((value) => value !== '', IDENTITY_PROVIDER_MESSAGES.claimRequired),
  nationalId: claimName,
  firstName: claimName,
  lastName: claimName,
  mobile: claimName,
  email: claimName,
});
export type IdentityProviderClaims = z.infer<typeof identityProviderClaims>;

/** The claim names a new provider starts with (standard OIDC names). */
export const DEFAULT_PROVIDER_CLAIMS: IdentityProviderClaims = {
  subject: 'sub',
  nationalId: 'national_id',
  firstName: 'given_name',
  lastName: 'family_name',
  mobile: 'phone_number',
  email: 'email',
};

const settingFields = {
  kind: z.enum(IDENTITY_PROVIDER_KINDS),
  issuer: url,
  useDiscovery: z.boolean().default(false),
  authorizationEndpoint: url,
  tokenEndpoint: url,
  userinfoEndpoint: url,
  jwksUri: url,
  /** The provider's sign-out page: a session signed in through it answers it as relatedSsoLogout. */
  logoutUrl: url,
  clientId: z.string().trim().min(1, 'شناسه کلاینت را وارد کنید.').max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.'),
  tokenAuthMethod: z.enum(TOKEN_AUTH_METHODS).default('client_secret_post'),
  scopes: z
    .string()
    .trim()
    .max(300, 'حداکثر ۳۰۰ کاراکتر مجاز است.')
    .regex(/^[\w:./ -]*$/, 'دامنه‌ها را با فاصله جدا کنید.')
    .default('openid'),
  claims: identityProviderClaims,
  /** A first-time person with no account gets an applicant account from the provider's claims. */
  createAccounts: z.boolean().default(true),
};

/**
 * `PUT oauth2/providers/{provider}` body (Admin). `clientSecret` is write-only: an empty one keeps the
 * stored secret.
 */
export const identityProviderBody = z
  .strictObject({
    ...settingFields,
    clientSecret: z.string().max(500, 'حداکثر ۵۰۰ کاراکتر مجاز است.').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.useDiscovery && body.issuer === '')
      ctx.addIssue({ code: 'custom', path: ['issuer'], message: IDENTITY_PROVIDER_MESSAGES.issuerRequired });
    if (!body.useDiscovery)
      for (const key of ['authorizationEndpoint', 'tokenEndpoint'] as const)
        if (body[key] === '')
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: IDENTITY_PROVIDER_MESSAGES.endpointsRequired,
          });
    if (!body.useDiscovery && body.kind === 'wrapped' && body.userinfoEndpoint === '')
      ctx.addIssue({
        code: 'custom',
        path: ['userinfoEndpoint'],
        message: IDENTITY_PROVIDER_MESSAGES.endpointsRequired,
      });
  });
export type IdentityProviderBody = z.input<typeof identityProviderBody>;

/** A provider's connection settings as Admins read them: never the secret, only whether one is stored. */
export const identityProviderSetting = z.object({
  provider: z.string(),
  ...settingFields,
  clientSecretSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type IdentityProviderSetting = z.infer<typeof identityProviderSetting>;
export const identityProviderList = z.object({ list: z.array(identityProviderSetting) });

export const identityProviderParams = z.strictObject({ provider: providerSlug });

/** What a provider sends back to the callback (RFC 6749 §4.1.2); other parameters are kept for the exchange. */
export const oauthCallbackQuery = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/**
 * Why a provider sign-in ended on `/login/{oauthError}`: the provider's own OAuth error codes (RFC 6749
 * §4.1.2.1, OIDC Core §3.1.2.6) and ours. Anything else a provider sends shows as `provider_error`.
 */
export const OAUTH_ERRORS = [
  'access_denied',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'login_required',
  'consent_required',
  'interaction_required',
  'provider_error',
  'unknown_provider',
  'state_mismatch',
  'exchange_failed',
  'invalid_claims',
  'no_account',
  'account_disabled',
] as const;
export type OauthError = (typeof OAUTH_ERRORS)[number];

/** The login page's error code for what a provider or the exchange reported. */
export function oauthErrorOf(code: string | undefined): OauthError {
  return (OAUTH_ERRORS as readonly string[]).includes(code ?? '') ? (code as OauthError) : 'provider_error';
}
