// The system screens: the outbox of the mail the portal sent, and the one log screen.

import { commonMessages } from './common';
import { identityMessages } from './identity';
import { recordMessages } from './records';

/** Texts of the system screens. */
export const systemMessages = {
  outbox: {
    title: 'نامه‌های ارسالی سامانه',
    hint: 'همه نامه‌هایی که سامانه فرستاده یا در صورت نبود کارگزار ایمیل نگه داشته است.',
    to: 'گیرنده',
    subject: 'موضوع',
    sent: 'ارسال‌شده',
    kept: 'نگه‌داشته در صندوق',
    failed: 'ارسال ناموفق',
    search: 'جستجوی گیرنده',
    empty: 'نامه‌ای یافت نشد.',
    pages: 'صفحه‌های نامه‌ها',
  },
  logs: {
    subtitle:
      'ورود کاربران، تغییر مهر امنیتی و مسئولیت‌ها، اجرای توابع و رویدادها، فراخوانی وب‌سرویس‌ها و خطاهای سامانه در یک فهرست.',
    kind: 'نوع گزارش',
    allKinds: 'همه گزارش‌ها',
    outcome: identityMessages.loginHistory.result,
    allOutcomes: 'همه نتیجه‌ها',
    from: commonMessages.fromDate,
    to: commonMessages.toDate,
    user: commonMessages.user,
    userHint: 'نام یا نام کاربری را بنویسید',
    text: 'جستجو در متن',
    show: commonMessages.show,
    export: recordMessages.export,
    summary: commonMessages.whatHappened,
    details: commonMessages.details,
    detailsOf: (kind: string) => `جزئیات گزارش «${kind}»`,
    empty: 'گزارشی با این فیلترها پیدا نشد.',
    pages: 'صفحه‌های گزارش‌ها',
    table: 'فهرست گزارش‌ها',
    capped: 'تنها جدیدترین گزارش‌ها نشان داده می‌شوند؛ برای دیدن بقیه، فیلترها را محدودتر کنید.',
    noUser: 'بی‌نام',
    retention: {
      title: 'مدت نگه‌داری گزارش‌ها',
      hint: 'گزارش‌های قدیمی‌تر از این تعداد روز، هر شب پاک می‌شوند. برای نگه‌داری همیشگی، خانه را خالی بگذارید.',
      days: (kind: string) => `${kind} (روز)`,
      save: 'ذخیره مدت نگه‌داری',
    },
  },
} as const;
