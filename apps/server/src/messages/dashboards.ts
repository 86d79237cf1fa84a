// Dashboards (داشبورد): the server's refusals about a dashboard's references and filter values, and a
// card's own failure in `dashboard/data`.
import { formatThousands } from '@darvazeh/shared';

export const dashboardMessages = {
  duplicateTitle: 'داشبوردی با این عنوان وجود دارد.',
  dashboardNotFound: 'داشبورد یافت نشد یا با شما به اشتراک گذاشته نشده است.',
  categoryMissing: 'دسته داشبورد یافت نشد.',
  queryMissing: (card: string) => `پرس‌وجوی کارت «${card}» یافت نشد یا حذف شده است.`,
  bindingSource: (card: string, source: string) =>
    `منبع «${source}» در پرس‌وجوی کارت «${card}» نیست؛ فیلتر را به یکی از منابع آن پرس‌وجو وصل کنید.`,
  shareUnitMissing: 'واحد سازمانی اشتراک داشبورد یافت نشد.',
  unknownCard: (id: string) => `کارت «${id}» در این داشبورد نیست.`,
  unknownFilter: (id: string) => `فیلتر «${id}» در این داشبورد تعریف نشده است.`,
  cardFailed: 'اجرای این کارت با خطا روبه‌رو شد.',
  cardTimedOut: (seconds: number) =>
    `این کارت در ${formatThousands(seconds)} ثانیه پاسخ نداد و کنار گذاشته شد؛ دوباره بکوشید یا پرس‌وجوی آن را محدودتر کنید.`,
  portalWideAdminsOnly: (card: string) =>
    `تنها مدیر سامانه می‌تواند کارت «${card}» را «کل سامانه» کند؛ این گزینه را بردارید.`,
} as const;
