import { z } from 'zod';
import { auditFields } from './envelope.js';
import { nameField } from './organisation.js';
import { DEFAULT_PASSWORD_POLICY, validatePassword } from '../rules/password.js';
import { toLatinDigits } from '../rules/digits.js';
import { FORMAT_MESSAGES, isNationalId, normalizeNationalId } from '../forms/iranian-formats.js';

/** A new account's username: lower-cased, 3–150 of a-z, digits and `. _ - @`, starting with a letter or digit. */
export const newUsername = z
  .string({ error: 'نام کاربری را وارد کنید.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._@-]{2,149}$/, 'نام کاربری باید دست‌کم ۳ حرف انگلیسی، عدد یا . _ - @ باشد.');
const email = z
  .union([z.literal(''), z.email('یک ایمیل معتبر وارد کنید.').max(200)])
  .nullable()
  .default(null);
const mobile = z
  .union([z.literal(''), z.string().regex(/^(\+98|0)?9\d{9}$/, 'شماره همراه معتبر نیست.')])
  .nullable()
  .default(null);
/**
 * کد ملی: 10 digits with a valid check digit, stored in Latin digits. One an Admin enters counts as
 * verified, so a government provider sign-in may link to the account by it (docs/ARCHITECTURE.md).
 */
const nationalId = z
  .string()
  .trim()
  .refine((value) => value === '' || isNationalId(value), FORMAT_MESSAGES.nationalId)
  .transform((value) => (value === '' ? null : normalizeNationalId(value)))
  .nullable()
  .default(null);
const roleIds = z.array(z.int().positive()).max(50).default([]);

/** Why a responsibility named beside a new user (the dialog, the Excel sheet) is incomplete. */
export const PLACEMENT_MESSAGES = {
  unitRoleRequired: 'نقش در واحد را وارد کنید.',
  unitRequired: 'واحد را وارد کنید.',
  personalIdWithoutUnit: 'کد پرسنلی بدون واحد معنا ندارد.',
  personalIdTooLong: 'کد پرسنلی بیش از حد طولانی است.',
} as const;

/** A user's own fields, as an Admin creates them (`POST user`) and, but the username and password, edits them. */
export const newUserFields = z.strictObject({
  username: newUsername,
  firstName: nameField('نام را وارد کنید.'),
  lastName: nameField('نام خانوادگی را وارد کنید.'),
  email,
  mobile,
  nationalId,
  // The shared policy, so the dialog's message equals the server's 400 (the server also refuses common ones).
  password: z
    .string()
    .max(256)
    .check((ctx) => {
      const verdict = validatePassword(ctx.value, DEFAULT_PASSWORD_POLICY);
      if (verdict !== true) ctx.issues.push({ code: 'custom', message: verdict, input: ctx.value });
    })
    .optional(),
  roleIds,
  locked: z.boolean().default(false),
});

/**
 * Body of `POST user` (Admin): without a password the server makes a temporary one, shown once. A unit
 * and unit role (and a personnel code) give the new user that responsibility in the same transaction, as
 * a row of the Excel import does.
 */
export const createUserBody = newUserFields
  .extend({
    unitId: z.int().positive().nullable().default(null),
    unitRoleId: z.int().positive().nullable().default(null),
    personalId: z
      .string()
      .trim()
      .max(50, PLACEMENT_MESSAGES.personalIdTooLong)
      .transform((value) => toLatinDigits(value) || null)
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (body.unitId !== null && body.unitRoleId === null)
      ctx.addIssue({ code: 'custom', path: ['unitRoleId'], message: PLACEMENT_MESSAGES.unitRoleRequired });
    if (body.unitRoleId !== null && body.unitId === null)
      ctx.addIssue({ code: 'custom', path: ['unitId'], message: PLACEMENT_MESSAGES.unitRequired });
    if (body.personalId && body.unitId === null)
      ctx.addIssue({ code: 'custom', path: ['unitId'], message: PLACEMENT_MESSAGES.personalIdWithoutUnit });
  });
export type CreateUserBody = z.output<typeof createUserBody>;

/** Body of `PUT user/{id}` (Admin): details, roles, and the lock. */
export const updateUserBody = newUserFields.omit({ username: true, password: true });
export type UpdateUserBody = z.output<typeof updateUserBody>;

/** A user as Admins see it: never a hash or a secret. */
export const adminUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    nationalId: z.string().nullable(),
    locked: z.boolean(),
    passwordDeprecated: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** Sign-ins need a solved captcha now (sign-in limits); an Admin may lift it. */
    signInLimited: z.boolean(),
    roles: z.array(z.object({ id: z.number().int(), alias: z.string(), name: z.string() })),
  })
  .extend(auditFields.shape);
export type AdminUser = z.infer<typeof adminUser>;

/** `POST user` and `POST user/{id}/reset-password` data: the user and, when the server made one, the temporary password. */
export const createdUserResponse = z.object({ user: adminUser, temporaryPassword: z.string().nullable() });
export const resetPasswordResponse = z.object({ temporaryPassword: z.string() });
