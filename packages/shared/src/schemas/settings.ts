import { z } from 'zod';
import { toPersianDigits } from '../rules/digits.js';
import { auditFields } from './envelope.js';
import { logRetentionSetting } from './log-list.js';
import { registrationSetting } from './registration.js';

/** An uploaded file's id (random, URL-safe); images in settings refer to files this way. */
export const fileId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'شناسه فایل معتبر نیست.');

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `حداکثر ${toPersianDigits(max)} کاراکتر مجاز است.`);
const image = fileId.nullable();

/**
 * Site settings an Admin edits (SPEC §3 Settings, without the server-owned `version`, `sso` and
 * `loginVector`, which comes from the general settings).
 */
export const siteSettingsBody = z.strictObject({
  title: text(120).min(1, 'عنوان سامانه را وارد کنید.'),
  mainLogo: image,
  footerLogo: image,
  footerExtraLogo: image,
  footerAddress: text(300),
  footerPhone: text(60),
  footerPostalCode: text(30),
  footerPostalBox: text(30),
  footerDeveloper: text(200),
  footerOwner: text(200),
  esFeat: z.boolean(),
  sumsFeat: z.boolean(),
  mainPageExistance: z.boolean(),
  allowedUnauthMainPage: z.boolean(),
  loginLogo: image,
  showAuthTitle: z.boolean(),
  redAuthTitle: z.boolean(),
  loginDeveloper: text(200),
});
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;

/** SPEC §3 Settings as `GET setting` answers them: loaded once by the web app. */
export const siteSettings = siteSettingsBody.extend({
  loginVector: image,
  version: z.string(),
  sso: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** The general settings' names (SPEC §3): images hold a file id, the rest JSON. */
export const GENERAL_SETTING_IMAGES = ['loginVector', 'firstHero', 'parallex', 'background'] as const;
export const GENERAL_SETTING_NAMES = [
  ...GENERAL_SETTING_IMAGES,
  'displaySystemsBaseOn',
  'ssoProviders',
  'smsProvider',
  'ssoSetting',
  'logRetention',
  'registration',
] as const;
export type GeneralSettingName = (typeof GENERAL_SETTING_NAMES)[number];

/** General settings only Admins read (they hold secrets): never in `GET generalsetting/all` or a page. */
export const PRIVATE_GENERAL_SETTINGS: readonly GeneralSettingName[] = [
  'smsProvider',
  'ssoSetting',
  'logRetention',
];

/** How SMS goes out: only written to the log and the outbox (`log`), or posted to an SMS web service. */
export const SMS_PROVIDER_KINDS = ['log', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDER_KINDS)[number];

export const SMS_SETTING_MESSAGES = {
  urlInvalid: 'نشانی وب‌سرویس پیامک باید با http:// یا https:// آغاز شود.',
  senderInvalid: 'شماره فرستنده فقط رقم و + دارد.',
  apiKeyRequired: 'کلید وب‌سرویس پیامک را وارد کنید.',
} as const;

/**
 * The smsProvider general setting: which provider, and for `http` the web service's address, its API key
 * (write-only: answers carry it empty, with `apiKeySet`; an empty key on a write keeps the stored one) and
 * the sender number.
 */
export const smsProviderSetting = z
  .strictObject({
    kind: z.enum(SMS_PROVIDER_KINDS),
    url: z.string().trim().max(500, `حداکثر ۵۰۰ کاراکتر مجاز است.`).default(''),
    apiKey: z.string().trim().max(500, `حداکثر ۵۰۰ کاراکتر مجاز است.`).default(''),
    sender: z
      .string()
      .trim()
      .max(30, `حداکثر ۳۰ کاراکتر مجاز است.`)
      .regex(/^\+?[0-9]*$/, SMS_SETTING_MESSAGES.senderInvalid)
      .default(''),
    /** Answered only: whether a key is stored. Ignored on writes. */
    apiKeySet: z.boolean().optional(),
  })
  .superRefine((setting, ctx) => {
    if (setting.kind === 'http' && !/^https?:\/\/[^\s/]+\S*$/i.test(setting.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: SMS_SETTING_MESSAGES.urlInvalid });
  });
export type SmsProviderSetting = z.infer<typeof smsProviderSetting>;

/** How the home page's systems list is shaped: which kinds of system it shows and for which unit types. */
export const displaySystemsBaseOn = z.strictObject({
  showTypes: z.array(z.enum(['all', 'unitType'])).max(2),
  unitTypeIds: z.array(z.number().int().positive()).max(200),
});
export type DisplaySystemsBaseOn = z.infer<typeof displaySystemsBaseOn>;

/** How the home page shapes its systems when the general setting displaySystemsBaseOn is not set. */
export const DEFAULT_DISPLAY_SYSTEMS_BASE_ON: DisplaySystemsBaseOn = { showTypes: ['all'], unitTypeIds: [] };

/** The stored displaySystemsBaseOn when set and valid, else the default (the Admin screen refuses a bad one). */
export function displaySystemsOf(data: string | undefined): DisplaySystemsBaseOn {
  if (data === undefined) return DEFAULT_DISPLAY_SYSTEMS_BASE_ON;
  try {
    const parsed = displaySystemsBaseOn.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : DEFAULT_DISPLAY_SYSTEMS_BASE_ON;
  } catch {
    return DEFAULT_DISPLAY_SYSTEMS_BASE_ON;
  }
}

/** One sign-in provider button of the login page (spellings as in SPEC §3). */
export const ssoProvider = z.strictObject({
  Name: z.string().trim().min(1).max(100),
  Provider: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'نام فنی ارائه‌دهنده فقط حروف کوچک انگلیسی، عدد و خط تیره است.'),
  SelfLoginUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^https?:\/\//.test(value),
      'نشانی ورود باید با http یا https شروع شود.',
    )
    .optional(),
  enable: z.boolean(),
});
export const ssoProviders = z.array(ssoProvider).max(20);
export type SsoProvider = z.infer<typeof ssoProvider>;

const minutesOf = (what: string, min: number, max: number) =>
  z
    .int({ error: `${what} باید عدد صحیح باشد.` })
    .min(min, `${what} دست‌کم ${min} است.`)
    .max(max, `${what} حداکثر ${max} است.`);

/**
 * The ssoSetting general setting (`/panel/sso/setting`): how long single sign-on's tokens and sessions
 * live, for every connected system. The OIDC provider reads it through `readSsoSettings(db)`
 * (apps/server/src/modules/sso/sso-settings.service.ts); a missing or broken value means the defaults.
 */
export const ssoSetting = z
  .strictObject({
    /** Access token lifetime in minutes. */
    accessTokenMinutes: minutesOf('عمر توکن دسترسی', 1, 1440).default(10),
    /** ID token lifetime in minutes. */
    idTokenMinutes: minutesOf('عمر توکن شناسه', 1, 1440).default(10),
    /** Refresh token lifetime in days (each use rotates it). */
    refreshTokenDays: minutesOf('عمر توکن تازه‌سازی', 1, 365).default(30),
    /** A single sign-on session ends after this many idle minutes. */
    sessionIdleMinutes: minutesOf('پایان نشست پس از بی‌کاری', 5, 1440).default(120),
    /** And after this many hours at most, however busy. */
    sessionMaxHours: minutesOf('بیشترین عمر نشست', 1, 720).default(10),
    /** Whether a system may sign a user in from an existing session without asking (prompt=none, silent SSO). */
    allowSilentSso: z.boolean({ error: 'ورود خودکار با نشست موجود معتبر نیست.' }).default(true),
  })
  .refine((s) => s.sessionIdleMinutes <= s.sessionMaxHours * 60, {
    error: 'زمان بی‌کاری نشست نباید از بیشترین عمر نشست بیشتر باشد.',
    path: ['sessionIdleMinutes'],
  });
export type SsoSetting = z.output<typeof ssoSetting>;

/** The values in force when no ssoSetting is stored. */
export const DEFAULT_SSO_SETTING: SsoSetting = ssoSetting.parse({});

/** The schema a general setting's data must satisfy, by name. */
export const generalSettingData: Record<GeneralSettingName, z.ZodType> = {
  loginVector: fileId,
  firstHero: fileId,
  parallex: fileId,
  background: fileId,
  displaySystemsBaseOn,
  ssoProviders,
  smsProvider: smsProviderSetting,
  ssoSetting,
  logRetention: logRetentionSetting,
  registration: registrationSetting,
};

/** Body of `POST generalsetting` / `PUT generalsetting/{id}`: data is a string (a file id or JSON). */
export const generalSettingBody = z.strictObject({
  name: z.enum(GENERAL_SETTING_NAMES, 'نام تنظیم معتبر نیست.'),
  data: z.string().max(20_000, 'حداکثر ۲۰٬۰۰۰ کاراکتر مجاز است.'),
});
export type GeneralSettingBody = z.infer<typeof generalSettingBody>;

/** A general setting as the API returns it. */
export const generalSetting = z
  .object({ id: z.number().int(), name: z.string(), data: z.string() })
  .extend(auditFields.shape);
export type GeneralSetting = z.infer<typeof generalSetting>;

/**
 * Checks a general setting's data against its name's schema. Returns null when valid, else a Persian
 * message naming the setting and the place that is wrong (e.g. `ssoProviders[1].Provider`).
 */
export function generalSettingError(name: GeneralSettingName, data: string): string | null {
  const isImage = (GENERAL_SETTING_IMAGES as readonly string[]).includes(name);
  let value: unknown = data;
  if (!isImage) {
    try {
      value = JSON.parse(data);
    } catch {
      return `مقدار ${name} یک JSON معتبر نیست.`;
    }
  }
  const parsed = generalSettingData[name].safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    name,
  );
  return `مقدار ${path} معتبر نیست: ${issue.message}`;
}

/**
 * The built-in provider list used when no ssoProviders setting exists (SPEC §4: "else from the enabled
 * fallback list"). All start disabled: an Admin turns one on by saving ssoProviders.
 */
export const FALLBACK_SSO_PROVIDERS: readonly SsoProvider[] = [
  { Name: 'ورود با سامانه سجاد (وزارت علوم)', Provider: 'sajad', enable: false },
  { Name: 'ورود با درگاه ملی مجوزها', Provider: 'mojavez', enable: false },
];

/** The provider buttons the login page shows: ssoProviders when set and valid, else the fallback; enabled only. */
export function enabledSsoProviders(data: string | undefined): SsoProvider[] {
  let list: readonly SsoProvider[] = FALLBACK_SSO_PROVIDERS;
  if (data !== undefined) {
    try {
      const parsed = ssoProviders.safeParse(JSON.parse(data));
      if (parsed.success) list = parsed.data;
    } catch {
      // A broken stored value shows the fallback; the Admin screen refuses to save one.
    }
  }
  return list.filter((provider) => provider.enable);
}

/** Where a provider button leads (SPEC §2 OAuth login links). */
export function ssoLoginUrl(provider: SsoProvider): string {
  const own = provider.SelfLoginUrl?.trim();
  return own ? own : `/api/v1/oauth2/${encodeURIComponent(provider.Provider)}/login`;
}

/** Answer of `GET generalsetting/all`: every live general setting as a name/data pair (everyone reads them). */
export const generalSettingPairs = z.object({
  list: z.array(z.object({ name: z.string(), data: z.string() })),
});
