// Notification templates (اطلاع‌رسانی): the text a service sends an applicant when their request reaches a
// status or ends, with placeholders such as {trackingCode} filled in when the message is sent. Pure: the
// designer shows the same placeholders the server fills.
import { z } from 'zod';
import { PROCESS_END_RESULTS, type ProcessGraph } from './process-graph.js';

/** The placeholders a template may use, in the order the designer offers them. */
export const NOTIFICATION_PLACEHOLDERS = [
  'trackingCode',
  'serviceName',
  'status',
  'applicantName',
  'expectedOn',
] as const;
export type NotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];

/** Persian names of the placeholders (the designer's chips). */
export const NOTIFICATION_PLACEHOLDER_LABELS: Record<NotificationPlaceholder, string> = {
  trackingCode: 'کد رهگیری',
  serviceName: 'نام خدمت',
  status: 'وضعیت',
  applicantName: 'نام متقاضی',
  expectedOn: 'تاریخ پاسخ',
};

/** The channels a service's template goes out on: e-mail, SMS, or the applicant's inbox (کارتابل). */
export const SERVICE_NOTIFICATION_CHANNELS = ['email', 'sms', 'inbox'] as const;
export type ServiceNotificationChannel = (typeof SERVICE_NOTIFICATION_CHANNELS)[number];

/** Most templates a service holds, and the longest template. */
export const NOTIFICATION_LIMITS = { templates: 50, templateLength: 2_000 } as const;

/** The values a template is filled with; a missing or null one is left empty. */
export type NotificationValues = Partial<Record<NotificationPlaceholder, string | null>>;

// `{name}` with a Latin identifier inside: anything else in braces is plain text.
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_PLACEHOLDERS);

export const NOTIFICATION_MESSAGES = {
  templateRequired: 'متن پیام را وارد کنید.',
  templateTooLong: `حداکثر ${NOTIFICATION_LIMITS.templateLength.toLocaleString('fa-IR')} کاراکتر مجاز است.`,
  tooMany: `خدمت حداکثر ${NOTIFICATION_LIMITS.templates.toLocaleString('fa-IR')} اطلاع‌رسانی دارد.`,
  unknownPlaceholders: (names: readonly string[]) =>
    `متن پیام جای‌نگهدار ناشناخته دارد: ${names.map((name) => `{${name}}`).join('، ')}. ` +
    `جای‌نگهدارهای مجاز: ${NOTIFICATION_PLACEHOLDERS.map((name) => `{${name}}`).join('، ')}.`,
  statusUnknown: (status: string) =>
    `وضعیت «${status}» نه وضعیت ثبت خدمت است و نه وضعیت هیچ مرحله تغییر وضعیت فرآیند.`,
  channelInvalid: 'راه اطلاع‌رسانی را برگزینید.',
  whenInvalid: 'زمان اطلاع‌رسانی را برگزینید.',
} as const;

/** The distinct placeholder names `template` uses, in order of first use (known or not). */
export function templatePlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/**
 * The placeholder names `template` uses that are not in `known` (NOTIFICATION_PLACEHOLDERS unless a caller
 * with its own set, the events' templates, names it); empty when all are known.
 */
export function unknownPlaceholders(template: string, known: ReadonlySet<string> = KNOWN): string[] {
  return templatePlaceholders(template).filter((name) => !known.has(name));
}

/**
 * Fills `template`'s placeholders named in `known` with `values` (a missing value becomes empty); an
 * unknown placeholder is left as written, so a template saved before a placeholder was retired still
 * reads sensibly.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | null | undefined>>,
  known: ReadonlySet<string>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? (values[name] ?? '') : whole,
  );
}

/** Fills a service template's placeholders (NOTIFICATION_PLACEHOLDERS) with `values`; see fillPlaceholders. */
export function renderNotificationTemplate(template: string, values: NotificationValues): string {
  return fillPlaceholders(template, values, KNOWN);
}

/** A template's text: trimmed, 1–2,000 characters, only known placeholders. */
export const notificationTemplateText = z
  .string({ error: NOTIFICATION_MESSAGES.templateRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.templateRequired)
  .max(NOTIFICATION_LIMITS.templateLength, NOTIFICATION_MESSAGES.templateTooLong)
  .superRefine((template, ctx) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.unknownPlaceholders(unknown) });
  });

/**
 * When a template is sent: the request reaches a status label (the service's registeredStatus means at
 * registration; a status-change step's label), or the request ends with a result.
 */
export const notificationTrigger = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('status'),
      status: z.string().trim().min(1, NOTIFICATION_MESSAGES.whenInvalid).max(120),
    }),
    z.strictObject({ kind: z.literal('end'), result: z.enum(PROCESS_END_RESULTS) }),
  ],
  NOTIFICATION_MESSAGES.whenInvalid,
);
export type NotificationTrigger = z.infer<typeof notificationTrigger>;

/** One template of a service: when, on which channel, and the text. */
export const serviceNotification = z.strictObject({
  on: notificationTrigger,
  channel: z.enum(SERVICE_NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES.channelInvalid),
  template: notificationTemplateText,
});
export type ServiceNotification = z.infer<typeof serviceNotification>;

/** The status labels a service's templates may name: its registeredStatus, then each status-change step's. */
export function notificationStatuses(registeredStatus: string, process: ProcessGraph): string[] {
  const statuses = [registeredStatus.trim()];
  for (const node of process.nodes)
    if (node.kind === 'statusChange' && !statuses.includes(node.status)) statuses.push(node.status);
  return statuses;
}

/**
 * The templates that fire: those on `end` when the request ended, else those on the status it reached; each
 * with its index in the service's list (the index keys the job, so one template is never enqueued twice).
 */
export function matchingNotifications(
  templates: readonly ServiceNotification[],
  status: string | null,
  end?: (typeof PROCESS_END_RESULTS)[number],
): { index: number; notification: ServiceNotification }[] {
  return templates.flatMap((notification, index) => {
    const { on } = notification;
    const fires =
      end === undefined
        ? on.kind === 'status' && on.status === status?.trim()
        : on.kind === 'end' && on.result === end;
    return fires ? [{ index, notification }] : [];
  });
}
