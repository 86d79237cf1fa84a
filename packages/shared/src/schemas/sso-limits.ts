// Who may enter a connected system (ssouserlimit, ssounitlimit, ssoiplimit): each row allows or denies one
// user, role, unit (with the units under it) or address range for one system. docs/ARCHITECTURE.md
// "Single sign-on: who may enter" says how the gate combines them.
import { z } from 'zod';
import { auditFields } from './envelope.js';

const idOf = (message: string) => z.int({ error: message }).positive(message).max(2_147_483_647, message);

const clientId = idOf('سامانه معتبر نیست.');
const allowed = z.boolean({ error: 'مجاز یا ممنوع بودن را انتخاب کنید.' });
const idName = z.object({ id: z.number().int(), name: z.string() });

/** Body of `POST ssouserlimit` and `PUT ssouserlimit/{id}`: one user or one role (not both). */
export const ssoUserLimitBody = z
  .strictObject({
    clientId,
    userId: idOf('کاربر معتبر نیست.').nullable().default(null),
    roleId: idOf('نقش معتبر نیست.').nullable().default(null),
    allowed,
  })
  .refine((body) => (body.userId === null) !== (body.roleId === null), {
    error: 'یک کاربر یا یک نقش انتخاب کنید.',
  });
export type SsoUserLimitBody = z.output<typeof ssoUserLimitBody>;

/** A user or role limit as read, with the user's or role's name. */
export const ssoUserLimit = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    userId: z.number().int().nullable(),
    roleId: z.number().int().nullable(),
    allowed: z.boolean(),
    user: idName.nullable(),
    role: idName.nullable(),
  })
  .extend(auditFields.shape);
export type SsoUserLimit = z.infer<typeof ssoUserLimit>;

/** Body of `POST ssounitlimit` and `PUT ssounitlimit/{id}`: one unit, which covers the units under it. */
export const ssoUnitLimitBody = z.strictObject({
  clientId,
  unitId: idOf('واحد سازمانی معتبر نیست.'),
  allowed,
});
export type SsoUnitLimitBody = z.output<typeof ssoUnitLimitBody>;

/** A unit limit as read, with the unit's name. */
export const ssoUnitLimit = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    unitId: z.number().int(),
    allowed: z.boolean(),
    unit: idName,
  })
  .extend(auditFields.shape);
export type SsoUnitLimit = z.infer<typeof ssoUnitLimit>;

/** Most characters of an address range as typed (the longest IPv6 CIDR is 43). */
export const SSO_IP_RANGE_MAX = 60;

const ipForms = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

/**
 * True for one IPv4 or IPv6 address (`10.1.2.3`, `2001:db8::1`) or a range in CIDR notation
 * (`10.0.0.0/8`, `2001:db8::/32`). Zones (`%eth0`) and leading zeros are refused.
 */
export function isIpRange(value: string): boolean {
  return ipForms.some((form) => form.safeParse(value).success);
}

const rangeMissing = 'نشانی اینترنتی (IP) یا بازه را وارد کنید.';

/** Body of `POST ssoiplimit` and `PUT ssoiplimit/{id}`; the server stores the range normalised. */
export const ssoIpLimitBody = z.strictObject({
  clientId,
  range: z
    .string({ error: rangeMissing })
    .trim()
    .min(1, rangeMissing)
    .max(SSO_IP_RANGE_MAX, 'نشانی اینترنتی (IP) یا بازه معتبر نیست.')
    .refine(
      isIpRange,
      'نشانی اینترنتی (IP) یا بازه معتبر نیست؛ مانند 192.168.1.10، 10.0.0.0/8 یا 2001:db8::/32.',
    ),
  allowed,
});
export type SsoIpLimitBody = z.output<typeof ssoIpLimitBody>;

/** An address limit as read. */
export const ssoIpLimit = z
  .object({
    id: z.number().int(),
    clientId: z.number().int(),
    range: z.string(),
    allowed: z.boolean(),
  })
  .extend(auditFields.shape);
export type SsoIpLimit = z.infer<typeof ssoIpLimit>;

/** `GET ssouserlimit/users?q=`: users whose name or username contains `q`, for the user limit picker. */
export const ssoLimitUserQuery = z.strictObject({ q: z.string().trim().max(100).default('') });
export const ssoLimitUserList = z.array(
  z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
);
export type SsoLimitUser = z.infer<typeof ssoLimitUserList>[number];
