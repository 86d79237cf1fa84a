import { formatThousands } from '@darvazeh/shared';

const n = (value: number) => formatThousands(value);

/** Messages of events (رویداد): their checks, their runs' summaries and diagnostics, and suspension notices. */
export const eventMessages = {
  eventNotFound: 'رویداد مورد نظر یافت نشد.',
  duplicateName: 'رویدادی با این نام قبلاً ثبت شده است.',
  collectionMissing: 'مجموعه داده برگزیده یافت نشد.',
  serviceMissing: 'خدمت برگزیده یافت نشد.',
  functionMissing: 'تابع برگزیده یافت نشد.',
  userMissing: 'کاربر برگزیده یافت نشد یا غیرفعال است.',
  recipientMissing: 'یکی از گیرندگان اطلاع‌رسانی یافت نشد.',
  // Summaries of an occurrence (one line in lists and the log screen).
  recordCreate: (id: number) => `رکورد ${n(id)} ساخته شد`,
  recordUpdate: (id: number) => `رکورد ${n(id)} ویرایش شد`,
  recordDelete: (id: number) => `رکورد ${n(id)} حذف شد`,
  requestSubmitted: (code: string) => `درخواست ${code} ثبت شد`,
  requestStatus: (code: string, status: string) => `وضعیت درخواست ${code} «${status}» شد`,
  taskCompleted: (code: string, task: string) => `کار «${task}» درخواست ${code} انجام شد`,
  userCreated: (username: string) => `کاربر ${username} ساخته شد`,
  userSignedIn: (username: string) => `کاربر ${username} وارد سامانه شد`,
  scheduled: (at: string) => `اجرای زمان‌بندی‌شده ${at}`,
  testRun: (summary: string) => `اجرای آزمایشی: ${summary}`,
  sampleData: 'با داده نمونه',
  byUser: (summary: string, name: string) => `${summary} (به دست ${name})`,
  // Why a run failed or did not run.
  ownerNotAdmin:
    'مدیری که این رویداد را ذخیره کرده دیگر مدیر فعال سامانه نیست؛ مدیر دیگری باید رویداد را دوباره ذخیره یا فعال کند.',
  runAsUnavailable: 'کاربری که تابع با دسترسی او اجرا می‌شود یافت نشد یا غیرفعال است.',
  noActor: 'این رخداد کاربر انجام‌دهنده ندارد.',
  functionGone: 'تابع این رویداد حذف شده است.',
  notEnabled: 'رویداد فعال نبود و اجرا نشد.',
  chainTooDeep: (max: number) =>
    `این رخداد از اجرای رویدادی دیگر برخاسته بود و زنجیره رویدادها حداکثر ${n(max)} سطح است؛ اجرا نشد.`,
  testNotificationsToYou: 'در اجرای آزمایشی، اطلاع‌رسانی فقط برای خود شما فرستاده می‌شود.',
  // The notice to Admins when an event is suspended.
  suspendedSubject: (name: string) => `رویداد «${name}» معلق شد`,
  suspendedBody: (name: string, failures: number, reason: string) =>
    `رویداد «${name}» پس از ${n(failures)} اجرای ناموفق پیاپی معلق شد و تا فعال‌سازی دوباره اجرا نمی‌شود.\n` +
    `آخرین خطا: ${reason}\n` +
    'برای بررسی اجراها و فعال‌سازی دوباره به «تنظیمات سامانه › رویدادها» بروید: /panel/system-setting/events',
  notificationSubject: (name: string) => `رویداد «${name}»`,
} as const;
