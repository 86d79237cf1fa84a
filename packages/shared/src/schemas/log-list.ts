// The one log screen (/panel/system-setting/logs-list): every log the portal keeps, as one list with a
// kind filter. A kind is named by its SPEC §3 resource; adding one is its name and label here and one log
// source on the server (apps/server/src/modules/system/logs/log-sources.repository.ts).
import { z } from 'zod';
import { toPersianDigits } from '../rules/digits.js';
import { isoDay, RANGE_REVERSED } from './iso-day.js';

/** The kinds of log, by SPEC §3 resource name, in the order the kind filter offers them. */
export const LOG_KINDS = [
  'authlog',
  'securitystamplog',
  'unitresponsibilitylog',
  'functionlog',
  'eventonlog',
  'apilog',
  'programlog',
] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** Persian names of the kinds (the filter, the list, the Excel export, the retention form). */
export const LOG_KIND_LABELS: Record<LogKind, string> = {
  authlog: 'ورود کاربران',
  securitystamplog: 'تغییر مهر امنیتی',
  unitresponsibilitylog: 'تغییر مسئولیت‌ها',
  functionlog: 'اجرای تابع',
  eventonlog: 'اجرای رویداد',
  apilog: 'فراخوانی وب‌سرویس',
  programlog: 'خطا و هشدار سامانه',
};

/**
 * How a logged thing ended: every kind maps its own codes onto these; `pending` is a sign-in left at a
 * step still due (the second factor), which neither let the person in nor kept them out.
 */
export const LOG_OUTCOMES = ['success', 'failure', 'pending', 'warning', 'error'] as const;
export type LogOutcome = (typeof LOG_OUTCOMES)[number];

/** Persian names of the outcomes. */
export const LOG_OUTCOME_LABELS: Record<LogOutcome, string> = {
  success: 'موفق',
  failure: 'ناموفق',
  pending: 'ناتمام',
  warning: 'هشدار',
  error: 'خطا',
};

/** Most rows one list pages through, and one export holds: narrower filters find the rest. */
export const LOG_LIST_MAX_ROWS = 10_000;
/** Longest date range of one list or export, in days. */
export const LOG_RANGE_MAX_DAYS = 366;
/** Rows per page of the log screen. */
export const LOG_PAGE_SIZE = 20;

const invalidKind = 'نوع گزارش معتبر نیست.';
const invalidOutcome = 'نتیجه معتبر نیست.';

/** The filters of the list and the export: the Tehran days `from` … `to` (both included) and the rest optional. */
const logFilterShape = {
  kind: z.enum(LOG_KINDS, { error: invalidKind }).optional(),
  outcome: z.enum(LOG_OUTCOMES, { error: invalidOutcome }).optional(),
  userId: z
    .int({ error: 'کاربر معتبر نیست.' })
    .positive('کاربر معتبر نیست.')
    .max(2_147_483_647, 'کاربر معتبر نیست.')
    .optional(),
  from: isoDay,
  to: isoDay,
  text: z.string().trim().max(100, 'حداکثر ۱۰۰ کاراکتر مجاز است.').optional(),
};

function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', message: RANGE_REVERSED, path: ['to'] });
  else if (days + 1 > LOG_RANGE_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `بازه تاریخ حداکثر ${toPersianDigits(LOG_RANGE_MAX_DAYS)} روز است.`,
      path: ['to'],
    });
}

/** Body of `POST logs/export`: the list's filters, every matching row (up to LOG_LIST_MAX_ROWS). */
export const logExportRequest = z.strictObject(logFilterShape).superRefine(checkRange);
export type LogExportRequest = z.input<typeof logExportRequest>;

/** Body of `POST logs/filter`: the filters and a page. */
export const logListRequest = z
  .strictObject({
    ...logFilterShape,
    page: z.int().min(1).max(LOG_LIST_MAX_ROWS, 'شماره صفحه بیش از حد بزرگ است.').default(1),
    count: z.int().min(1).max(100, 'حداکثر ۱۰۰ ردیف در هر صفحه مجاز است.').default(LOG_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type LogListRequest = z.input<typeof logListRequest>;

/** One row of the list: what happened, when, to whom, and how it ended, in Persian. */
export const logEntry = z.object({
  kind: z.enum(LOG_KINDS),
  /** The row's id in its own kind's table. */
  id: z.number().int(),
  at: z.string(),
  outcome: z.enum(LOG_OUTCOMES),
  userId: z.number().int().nullable(),
  /** The user's name (or the username typed at a failed sign-in). */
  userName: z.string().nullable(),
  summary: z.string(),
});
export type LogEntry = z.infer<typeof logEntry>;

/** Data of `POST logs/filter`. */
export const logListResponse = z.object({
  list: z.array(logEntry),
  pages: z.number().int(),
  currentPage: z.number().int(),
  /** More than LOG_LIST_MAX_ROWS rows matched: only the newest are reachable. */
  capped: z.boolean(),
});
export type LogListResponse = z.infer<typeof logListResponse>;

/** `GET logs/{kind}/{id}` path. */
export const logDetailParams = z.strictObject({
  kind: z.enum(LOG_KINDS, { error: invalidKind }),
  id: z.coerce
    .number({ error: 'شناسه معتبر نیست.' })
    .int('شناسه معتبر نیست.')
    .positive('شناسه معتبر نیست.')
    .max(Number.MAX_SAFE_INTEGER, 'شناسه معتبر نیست.'),
});

/** One labelled value of a row's details; `ltr` for addresses, codes and stack traces. */
export const logField = z.object({
  label: z.string(),
  value: z.string(),
  ltr: z.boolean().optional(),
  /** Several lines (a stack trace, a function's input): shown whole, wrapped. */
  long: z.boolean().optional(),
});
export type LogField = z.infer<typeof logField>;

/** Data of `GET logs/{kind}/{id}`: the row and its details as labelled fields (never JSON). */
export const logDetail = logEntry.extend({ fields: z.array(logField) });
export type LogDetail = z.infer<typeof logDetail>;

const retentionDays = z
  .int({ error: 'تعداد روز باید عدد صحیح باشد.' })
  .min(1, 'دست‌کم ۱ روز وارد کنید.')
  .max(3650, 'حداکثر ۳۶۵۰ روز مجاز است.')
  .nullable();

/** Days each kind is kept when no Admin has said otherwise; null keeps it for ever. */
export const DEFAULT_LOG_RETENTION: Record<LogKind, number | null> = {
  authlog: 365,
  securitystamplog: 730,
  // The history of who held which responsibility: an audit trail a university keeps.
  unitresponsibilitylog: null,
  functionlog: 90,
  eventonlog: 90,
  apilog: 90,
  programlog: 90,
};

const retentionShape = {} as { [K in LogKind]: z.ZodDefault<typeof retentionDays> };
for (const kind of LOG_KINDS) retentionShape[kind] = retentionDays.default(DEFAULT_LOG_RETENTION[kind]);

/**
 * The general setting `logRetention`: days each kind is kept (1–3650, null for ever) before the daily
 * purge removes it. A kind missing from the stored data gets its default.
 */
export const logRetentionSetting = z.object(retentionShape);
export type LogRetention = z.output<typeof logRetentionSetting>;

/** `GET logs/users?q=`: users (deleted ones too: their logs outlive them) whose name or username contains `q`. */
export const logUserQuery = z.strictObject({ q: z.string().trim().max(100).default('') });
export const logUserList = z.array(
  z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
);
export type LogUser = z.infer<typeof logUserList>[number];
