// OpenID Connect / OAuth2 settings of a connected system (categoryId 1 or 2): the portal as provider.
import { z } from 'zod';
import { isWebUrl, SSO_URL_MAX } from './sso.js';

/** The grants a connected system may use: the code flow (users), refresh tokens, client credentials (web services). */
export const OIDC_GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type OidcGrantType = (typeof OIDC_GRANT_TYPES)[number];

/** The scopes the portal offers: who the user is, their name, national ID, units and roles. */
export const OIDC_SCOPES = ['openid', 'profile', 'national_id', 'units', 'roles'] as const;
export type OidcScope = (typeof OIDC_SCOPES)[number];

/** Most redirect URIs (and post-logout URIs) of one system. */
export const OIDC_MAX_URIS = 20;

const uriInvalid = 'نشانی بازگشت باید کامل باشد، با http:// یا https:// شروع شود و بخش # نداشته باشد.';
const uri = z
  .string({ error: uriInvalid })
  .trim()
  .min(1, uriInvalid)
  .max(SSO_URL_MAX, `نشانی حداکثر ${SSO_URL_MAX} کاراکتر است.`)
  .refine((v) => isWebUrl(v) && !v.includes('#'), uriInvalid);
const uris = z
  .array(uri, { error: 'فهرست نشانی‌ها معتبر نیست.' })
  .max(OIDC_MAX_URIS, `حداکثر ${OIDC_MAX_URIS} نشانی می‌توان ثبت کرد.`)
  .transform((list) => [...new Set(list)]);

/** Body of `PUT ssomanagement/{id}/oidc`: the protocol settings a manager chooses. */
export const oidcClientSettingsBody = z
  .strictObject({
    redirectUris: uris.default([]),
    postLogoutRedirectUris: uris.default([]),
    grantTypes: z
      .array(z.enum(OIDC_GRANT_TYPES, { error: 'نوع مجوز معتبر نیست.' }), { error: 'نوع مجوز معتبر نیست.' })
      .min(1, 'دست‌کم یک نوع مجوز را انتخاب کنید.')
      .transform((list) => [...new Set(list)]),
    scopes: z
      .array(z.enum(OIDC_SCOPES, { error: 'دامنه دسترسی معتبر نیست.' }), {
        error: 'دامنه دسترسی معتبر نیست.',
      })
      .default(['openid'])
      .transform((list) => [...new Set(list)]),
    backchannelLogoutUri: uri.nullable().default(null),
    requireConsent: z.boolean({ error: 'پرسیدن رضایت کاربر معتبر نیست.' }).default(false),
    /**
     * A public client: a mobile or single-page app that cannot keep a secret. It has none, and signs
     * users in with the code flow and PKCE (S256) alone; client credentials need a secret.
     */
    publicClient: z.boolean({ error: 'نوع سامانه معتبر نیست.' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (body.publicClient && body.grantTypes.includes('client_credentials'))
      ctx.addIssue({
        code: 'custom',
        path: ['grantTypes'],
        message:
          'برنامه موبایل یا تک‌صفحه‌ای رمز ندارد و نمی‌تواند به نام خود وارد شود؛ فقط ورود کاربران ممکن است.',
      });
    const code = body.grantTypes.includes('authorization_code');
    if (code && body.redirectUris.length === 0)
      ctx.addIssue({ code: 'custom', path: ['redirectUris'], message: 'دست‌کم یک نشانی بازگشت وارد کنید.' });
    if (body.grantTypes.includes('refresh_token') && !code)
      ctx.addIssue({
        code: 'custom',
        path: ['grantTypes'],
        message: 'توکن تازه‌سازی فقط همراه ورود کاربر (authorization_code) ممکن است.',
      });
  });
export type OidcClientSettingsBody = z.output<typeof oidcClientSettingsBody>;

/**
 * A system's OpenID Connect settings as its managers read them; `secret` is there only in the answer
 * that created or rotated it (it is stored hashed and never shown again), and never for a public client.
 */
export const oidcClientSettings = z.object({
  systemId: z.number().int(),
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  postLogoutRedirectUris: z.array(z.string()),
  grantTypes: z.array(z.enum(OIDC_GRANT_TYPES)),
  scopes: z.array(z.enum(OIDC_SCOPES)),
  backchannelLogoutUri: z.string().nullable(),
  requireConsent: z.boolean(),
  publicClient: z.boolean(),
  secretCreatedAt: z.string(),
  issuer: z.string(),
  discoveryUrl: z.string(),
  secret: z.string().nullable(),
});
export type OidcClientSettings = z.infer<typeof oidcClientSettings>;

/** `GET ssomanagement/{id}/oidc`: the settings, or null while none were saved. */
export const oidcClientSettingsAnswer = oidcClientSettings.nullable();

/** `GET oidc/interaction/{uid}`: what the consent page shows. */
export const oidcConsentDetails = z.object({
  systemName: z.string(),
  scopes: z.array(z.string()),
});
export type OidcConsentDetails = z.infer<typeof oidcConsentDetails>;

export const oidcInteractionParams = z.strictObject({
  uid: z.string().regex(/^[\w-]{10,64}$/, 'شناسه درخواست ورود معتبر نیست.'),
});

/** Body of `POST oidc/interaction/{uid}/consent`. */
export const oidcConsentBody = z.strictObject({ approve: z.boolean({ error: 'پاسخ معتبر نیست.' }) });

/** Where the browser goes next after an interaction step. */
export const oidcRedirect = z.object({ redirectTo: z.string() });

/**
 * `GET oidc/interaction/{uid}/continue` and `GET saml/pending`: the system a signed-in user is asked to
 * continue to when silent single sign-on is off (ssoSetting.allowSilentSso).
 */
export const ssoContinueDetails = z.object({ systemName: z.string() });
export type SsoContinueDetails = z.infer<typeof ssoContinueDetails>;

/** Body of `POST oidc/interaction/{uid}/continue` and `POST saml/pending/continue`: go on, or cancel. */
export const ssoContinueBody = oidcConsentBody;
