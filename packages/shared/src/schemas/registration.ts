// Applicants' registration (ثبت‌نام): the two steps' bodies and answers, and the switch's general setting.
// The national ID and mobile are normalised here (Persian or Arabic digits, spaces, +98), so the form
// and the server read the same values.
import { z } from 'zod';
import { compactDigits, FORMAT_MESSAGES, isNationalId, normalizeMobile } from '../forms/iranian-formats.js';
import { toLatinDigits } from '../rules/digits.js';
import { DEFAULT_PASSWORD_POLICY, validatePassword } from '../rules/password.js';
import { newUsername } from './admin-users.js';
import { nameField } from './organisation.js';

const REGISTRATION_RESTART = 'ثبت‌نام را از ابتدا آغاز کنید.';
const captchaId = z.string().max(100).default('');
const captchaCode = z.string().max(20).default('');

/** کد ملی: any digits typed, 10 Latin digits with a valid check digit out. */
const nationalId = z
  .string({ error: 'کد ملی را وارد کنید.' })
  .transform(compactDigits)
  .pipe(
    z
      .string()
      .min(1, 'کد ملی را وارد کنید.')
      .max(20, FORMAT_MESSAGES.nationalId)
      .refine(isNationalId, FORMAT_MESSAGES.nationalId),
  );

/** شماره همراه: any Iranian form typed, 09xxxxxxxxx out. */
const mobile = z
  .string({ error: 'شماره همراه را وارد کنید.' })
  .max(30, FORMAT_MESSAGES.mobile)
  .check((ctx) => {
    if (ctx.value.trim() === '')
      ctx.issues.push({ code: 'custom', message: 'شماره همراه را وارد کنید.', input: ctx.value });
    else if (normalizeMobile(ctx.value) === null)
      ctx.issues.push({ code: 'custom', message: FORMAT_MESSAGES.mobile, input: ctx.value });
  })
  .transform((value) => normalizeMobile(value) ?? value);

/** `POST account/register/code` body: who the newcomer is, and a captcha. */
export const registrationCodeBody = z.strictObject({
  nationalId,
  mobile,
  firstName: nameField('نام را وارد کنید.'),
  lastName: nameField('نام خانوادگی را وارد کنید.'),
  captchaId,
  captchaCode,
});
export type RegistrationCodeBody = z.input<typeof registrationCodeBody>;

/** Its data: the registration's id (a random token the second step sends back) and where the code went. */
export const registrationCodeResponse = z.object({
  registrationId: z.string(),
  mobile: z.string(),
  expiresInSeconds: z.number().int(),
});
export type RegistrationCodeResponse = z.infer<typeof registrationCodeResponse>;

/** `POST account/register` body: the code the SMS brought, a username and a password (the shared policy). */
export const registerBody = z.strictObject({
  registrationId: z
    .string({ error: REGISTRATION_RESTART })
    .min(1, REGISTRATION_RESTART)
    .max(100, REGISTRATION_RESTART),
  code: z
    .string({ error: 'کد تأیید را وارد کنید.' })
    .transform((value) => toLatinDigits(value).trim())
    .pipe(z.string().min(1, 'کد تأیید را وارد کنید.').max(20, 'کد تأیید معتبر نیست.')),
  username: newUsername,
  password: z
    .string({ error: 'رمز عبور را وارد کنید.' })
    .max(256, 'رمز عبور بیش از حد طولانی است.')
    .check((ctx) => {
      const verdict = validatePassword(ctx.value, DEFAULT_PASSWORD_POLICY);
      if (verdict !== true) ctx.issues.push({ code: 'custom', message: verdict, input: ctx.value });
    }),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The `registration` general setting: whether visitors may register (see rules/registration.ts). */
export const registrationSetting = z.strictObject({
  enabled: z.boolean({ error: 'مقدار ثبت‌نام متقاضیان باید روشن یا خاموش باشد.' }),
});
export type RegistrationSetting = z.infer<typeof registrationSetting>;
