// Who may enter a connected system (ssouserlimit, ssounitlimit, ssoiplimit): each row allows or denies one
// user, role, unit (with the units under it) or address range for one system. docs/ARCHITECTURE.md
// "Single sign-on: who may enter" says how the gate combines them.
import { z } from 'zod';
import { resourceItem } from './envelope.js';
import { isoDay, RANGE_REVERSED } from './iso-day.js';

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
export const ssoUserLimit = resourceItem({
  clientId: z.number().int(),
  userId: z.number().int().nullable(),
  roleId: z.number().int().nullable(),
  allowed: z.boolean(),
  user: idName.nullable(),
  role: idName.nullable(),
});
export type SsoUserLimit = z.infer<typeof ssoUserLimit>;

/** Body of `POST ssounitlimit` and `PUT ssounitlimit/{id}`: one unit, which covers the units under it. */
export const ssoUnitLimitBody = z.strictObject({
  clientId,
  unitId: idOf('واحد سازمانی معتبر نیست.'),
  allowed,
});
export type SsoUnitLimitBody = z.output<typeof ssoUnitLimitBody>;

/** A unit limit as read, with the unit's name. */
export const ssoUnitLimit = resourceItem({
  clientId: z.number().int(),
  unitId: z.number().int(),
  allowed: z.boolean(),
  unit: idName,
});
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
/** An address range that `isIpRange` refuses (address limits, a web service's allowed addresses). */
export const IP_RANGE_INVALID =
  'نشانی اینترنتی (IP) یا بازه معتبر نیست؛ مانند 192.168.1.10، 10.0.0.0/8 یا 2001:db8::/32.';

/** Body of `POST ssoiplimit` and `PUT ssoiplimit/{id}`; the server stores the range normalised. */
export const ssoIpLimitBody = z.strictObject({
  clientId,
  range: z
    .string({ error: rangeMissing })
    .trim()
    .min(1, rangeMissing)
    .max(SSO_IP_RANGE_MAX, 'نشانی اینترنتی (IP) یا بازه معتبر نیست.')
    .refine(isIpRange, IP_RANGE_INVALID),
  allowed,
});
export type SsoIpLimitBody = z.output<typeof ssoIpLimitBody>;

/** An address limit as read. */
export const ssoIpLimit = resourceItem({
  clientId: z.number().int(),
  range: z.string(),
  allowed: z.boolean(),
});
export type SsoIpLimit = z.infer<typeof ssoIpLimit>;

/** `GET ssouserlimit/users?q=`: users whose name or username contains `q`, for the user limit picker. */
export const ssoLimitUserQuery = z.strictObject({ q: z.string().trim().max(100).default('') });
export const ssoLimitUserList = z.array(
  z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
);
export type SsoLimitUser = z.infer<typeof ssoLimitUserList>[number];

/** The steps statistics group logins by: Jalali days, weeks (Saturday first) or months. */
export const SSO_STATISTICS_BUCKETS = ['day', 'week', 'month'] as const;
export type SsoStatisticsBucket = (typeof SSO_STATISTICS_BUCKETS)[number];

/** Most days one statistics answer covers, by bucket (a day's chart stays readable; months span years). */
export const SSO_STATISTICS_MAX_DAYS: Record<SsoStatisticsBucket, number> = {
  day: 186,
  week: 732,
  month: 3660,
};

/**
 * `GET ssomanagement/statistics`: the Tehran days `from` … `to` (both included, 'YYYY-MM-DD'), grouped
 * by `bucket`, for one system (`clientId`) or all.
 */
export const ssoStatisticsQuery = z
  .strictObject({
    from: isoDay,
    to: isoDay,
    bucket: z.enum(SSO_STATISTICS_BUCKETS, { error: 'گام زمانی باید روز، هفته یا ماه باشد.' }).default('day'),
    clientId: z.coerce
      .number({ error: 'سامانه معتبر نیست.' })
      .int('سامانه معتبر نیست.')
      .positive('سامانه معتبر نیست.')
      .max(2_147_483_647, 'سامانه معتبر نیست.')
      .optional(),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', message: RANGE_REVERSED, path: ['to'] });
    else if (days + 1 > SSO_STATISTICS_MAX_DAYS[q.bucket])
      ctx.addIssue({
        code: 'custom',
        message: `بازه برای این گام زمانی حداکثر ${SSO_STATISTICS_MAX_DAYS[q.bucket]} روز است.`,
        path: ['to'],
      });
  });
export type SsoStatisticsQuery = z.input<typeof ssoStatisticsQuery>;

const count = z.number().int();

/**
 * The statistics of SsoClientLoginLog: a login is an `authorization` row (a token exchange is part of the
 * same login and not counted again); unique users are the distinct users among them.
 */
export const ssoStatistics = z.object({
  totals: z.object({ logins: count, uniqueUsers: count, refusals: count }),
  /** Logins per system per bucket: `key` is the Jalali bucket ('1405/09/01', '1405/09', '1405-12' for week 12), `start` its first day in the range. */
  series: z.array(z.object({ key: z.string(), start: z.string(), clientId: count, logins: count })),
  refusalsByReason: z.array(z.object({ reason: z.string(), count })),
  /** Systems by logins, most first (at most 10), with their unique users. */
  topSystems: z.array(z.object({ clientId: count, name: z.string(), logins: count, uniqueUsers: count })),
  /** The name of every system the series names. */
  systems: z.array(z.object({ id: count, name: z.string() })),
});
export type SsoStatistics = z.infer<typeof ssoStatistics>;
