import { z } from 'zod';
import { pagedList } from './resource.js';

const username = z
  .string({ error: 'نام کاربری را وارد کنید.' })
  .trim()
  .min(1, 'نام کاربری را وارد کنید.')
  .max(150, 'نام کاربری بیش از حد طولانی است.');
const password = z
  .string({ error: 'رمز عبور را وارد کنید.' })
  .min(1, 'رمز عبور را وارد کنید.')
  .max(256, 'رمز عبور بیش از حد طولانی است.');
const captchaId = z.string().max(100).default('');
const captchaCode = z.string().max(20).default('');
const otp = z
  .string({ error: 'کد تأیید را وارد کنید.' })
  .trim()
  .min(6, 'کد تأیید را وارد کنید.')
  .max(20, 'کد تأیید معتبر نیست.');

/** `POST account/get-captcha` data: an image data URL and the id to send back; `enabled` false when CAPTCHA=off. */
export const captchaResponse = z.object({ captchaId: z.string(), image: z.string(), enabled: z.boolean() });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** `POST account/login` body; the captcha fields are checked only while the sign-in limits ask for them. */
export const loginBody = z.strictObject({ username, password, captchaId, captchaCode });
export type LoginBody = z.input<typeof loginBody>;

/** The code a refused `POST account/login` (400) carries in its envelope data when the next attempt must bring a solved captcha. */
export const CAPTCHA_REQUIRED = 'captcha_required';
/** The envelope data of such a refusal: `{ code: 'captcha_required' }`. */
export const captchaRequiredData = z.object({ code: z.literal(CAPTCHA_REQUIRED) });

/** `POST account/verify-2fa` body: a TOTP code or a recovery code. */
export const verifyTwoFactorBody = z.strictObject({ code: otp });

/** `GET account/logout/{flag}` params and data. */
export const logoutParams = z.strictObject({
  flag: z.enum(['true', 'false'], { error: 'مقدار نامعتبر است.' }),
});
export const logoutResponse = z.object({ redirectUrl: z.string().nullable() });

/** `POST account/change-password` body. */
export const changePasswordBody = z.strictObject({ oldPassword: password, newPassword: password });
/** `POST account/change-password-directly` body (allowed right after sign-in with a deprecated password). */
export const changePasswordDirectlyBody = z.strictObject({ newPassword: password });
/** `POST account/can-change-password-directly` data. */
export const canChangePasswordDirectlyResponse = z.object({ canChange: z.boolean() });

/** `POST account/forget-password` body. */
export const forgetPasswordBody = z.strictObject({ username, captchaId, captchaCode });
/** `POST account/new-password` body: the 6-digit code from the message, the new password and a captcha. */
export const newPasswordBody = z.strictObject({
  username,
  code: z
    .string({ error: 'کد بازیابی را وارد کنید.' })
    .trim()
    .min(1, 'کد بازیابی را وارد کنید.')
    .max(20, 'کد بازیابی معتبر نیست.'),
  newPassword: password,
  captchaId,
  captchaCode,
});

/** The user's own editable details (`GET`/`PUT account/user-info`). */
export const userInfoBody = z.strictObject({
  firstName: z.string().trim().min(1, 'نام را وارد کنید.').max(100, 'حداکثر ۱۰۰ کاراکتر مجاز است.'),
  lastName: z.string().trim().min(1, 'نام خانوادگی را وارد کنید.').max(100, 'حداکثر ۱۰۰ کاراکتر مجاز است.'),
  email: z.union([z.literal(''), z.email('یک ایمیل معتبر وارد کنید.').max(200)]).nullable(),
  mobile: z
    .union([z.literal(''), z.string().regex(/^(\+98|0)?9\d{9}$/, 'شماره همراه معتبر نیست.')])
    .nullable(),
});
export const userInfo = userInfoBody.extend({
  username: z.string(),
  twoFactorEnabled: z.boolean(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** `POST account/active-sessions` body: optionally the id of a session to end. */
export const activeSessionsBody = z.strictObject({ terminate: z.string().max(100).optional() });
export const activeSession = z.object({
  id: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const activeSessionsResponse = z.object({ list: z.array(activeSession) });
export type ActiveSession = z.infer<typeof activeSession>;

/** Outcomes recorded for every sign-in attempt ('locked' only in rows from before the sign-in limits; 'sign_in_unlocked' is an Admin lifting them). */
export const AUTH_RESULTS = [
  'success',
  'wrong_credentials',
  'locked',
  'disabled',
  'captcha_failed',
  'ip_limited',
  'two_factor_pending',
  'two_factor_success',
  'two_factor_failed',
  'captcha_required',
  'sign_in_unlocked',
  // Signing in through a government provider (modules/identity-providers):
  'provider_success',
  'provider_two_factor_pending',
  'provider_linked',
  'provider_account_created',
  'provider_refused',
  // An applicant's own registration (modules/registration), which signs the new account in:
  'registered',
] as const;
export type AuthResult = (typeof AUTH_RESULTS)[number];

/** Persian names of the sign-in outcomes (login history, the log screen, its Excel export). */
export const AUTH_RESULT_LABELS: Record<AuthResult, string> = {
  success: 'ورود موفق',
  wrong_credentials: 'نام کاربری یا رمز عبور نادرست',
  locked: 'حساب قفل‌شده',
  disabled: 'حساب غیرفعال',
  captcha_failed: 'کد امنیتی نادرست',
  ip_limited: 'محدودیت تلاش از این نشانی',
  two_factor_pending: 'در انتظار ورود دومرحله‌ای',
  two_factor_success: 'ورود دومرحله‌ای موفق',
  two_factor_failed: 'کد تأیید نادرست',
  captcha_required: 'نیاز به کد امنیتی',
  sign_in_unlocked: 'رفع محدودیت ورود به دست مدیر سامانه',
  provider_success: 'ورود از طریق سامانه خارجی',
  provider_two_factor_pending: 'ورود از طریق سامانه خارجی، در انتظار ورود دومرحله‌ای',
  provider_linked: 'اتصال حساب به سامانه خارجی با کد ملی',
  provider_account_created: 'ساخت حساب با اطلاعات سامانه خارجی',
  provider_refused: 'ورود از طریق سامانه خارجی رد شد',
  registered: 'ثبت‌نام و ورود',
};

/** Sign-in results that let the person in. */
export const AUTH_SUCCESS_RESULTS: readonly AuthResult[] = [
  'success',
  'two_factor_success',
  'provider_success',
  'registered',
];
/** Neither a success nor a failure: a step still due, or an Admin lifting the sign-in limits. */
export const AUTH_PENDING_RESULTS: readonly AuthResult[] = [
  'two_factor_pending',
  'sign_in_unlocked',
  'provider_two_factor_pending',
  'provider_linked',
  'provider_account_created',
];
/**
 * Sign-in steps after which the sign-in is not over (a second factor still due, a provider's account being
 * linked or made): the log screen counts them neither as a success nor as a failure.
 */
export const AUTH_UNFINISHED_RESULTS: readonly AuthResult[] = AUTH_PENDING_RESULTS.filter(
  (result) => result !== 'sign_in_unlocked',
);
/** Sign-in results that kept the person out (wrong password, captcha, limits, a refused provider). */
export const AUTH_FAILED_RESULTS: readonly AuthResult[] = AUTH_RESULTS.filter(
  (result) => !AUTH_SUCCESS_RESULTS.includes(result) && !AUTH_PENDING_RESULTS.includes(result),
);

/** `POST account/login-history` body and data: the user's own sign-in attempts, newest first. */
export const loginHistoryBody = z.strictObject({
  page: z.int().min(1).max(1_000_000).default(1),
  count: z.int().min(1).max(100).default(10),
});
export const loginHistoryItem = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  result: z.enum(AUTH_RESULTS),
  createdAt: z.string(),
});
export const loginHistoryResponse = pagedList(loginHistoryItem);
export type LoginHistoryItem = z.infer<typeof loginHistoryItem>;

/** `POST account/two-factor/setup` data: the secret to confirm, as text and as a QR code image. */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
/** `POST account/two-factor/enable` body and data (ten single-use recovery codes, shown once). */
export const twoFactorEnableBody = z.strictObject({ code: otp });
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
/** `POST account/two-factor/disable` body. */
export const twoFactorDisableBody = z.strictObject({ password });

/** `PUT account/signature` body: a PNG or JPEG image as a data URL, at most 300 KB. */
export const signatureBody = z.strictObject({
  image: z
    .string({ error: 'تصویر امضا را انتخاب کنید.' })
    .max(420_000, 'حجم تصویر امضا حداکثر ۳۰۰ کیلوبایت است.')
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'تصویر امضا باید PNG یا JPEG باشد.'),
});
