// Persian messages of the events' schemas and condition check (GLOSSARY: رویداد، تابع، اطلاع‌رسانی).
import { formatThousands } from '../rules/numbers.js';
import { EVENT_MINUTES_RANGE } from './schedule.js';

const fa = (n: number) => formatThousands(n);

/** Most users one event's notification names, and the longest template and description. */
export const EVENT_LIMITS = { recipients: 50, templateLength: 2_000, description: 1_000 } as const;

export const EVENT_MESSAGES = {
  nameRequired: 'نام رویداد را وارد کنید.',
  nameTooLong: 'نام رویداد حداکثر ۲۰۰ کاراکتر است.',
  descriptionTooLong: `توضیح رویداد حداکثر ${fa(EVENT_LIMITS.description)} کاراکتر است.`,
  triggerInvalid: 'رخدادی را که رویداد با آن اجرا می‌شود برگزینید.',
  collectionRequired: 'مجموعه داده را برگزینید.',
  serviceRequired: 'خدمت را برگزینید.',
  changeInvalid: 'نوع رخداد را برگزینید.',
  statusTooLong: 'وضعیت حداکثر ۱۲۰ کاراکتر است.',
  scheduleInvalid: 'زمان‌بندی را برگزینید.',
  minutesRange: `فاصله اجرا باید عدد صحیح از ${fa(EVENT_MINUTES_RANGE.min)} تا ${fa(EVENT_MINUTES_RANGE.max)} دقیقه باشد.`,
  timeInvalid: 'ساعت را به شکل ۰۸:۳۰ وارد کنید.',
  actionRequired: 'دست‌کم یکی از کارها را برگزینید: اجرای تابع یا فرستادن اطلاع‌رسانی.',
  channelsRequired: 'دست‌کم یک راه اطلاع‌رسانی (ایمیل یا پیامک) برگزینید.',
  recipientsRequired: 'گیرنده اطلاع‌رسانی را برگزینید.',
  tooManyRecipients: `اطلاع‌رسانی حداکثر ${fa(EVENT_LIMITS.recipients)} گیرنده دارد.`,
  templateRequired: 'متن پیام را وارد کنید.',
  templateTooLong: `متن پیام حداکثر ${fa(EVENT_LIMITS.templateLength)} کاراکتر است.`,
  unknownPlaceholders: (names: readonly string[], allowed: readonly string[]) =>
    `متن پیام جای‌نگهدار ناشناخته دارد: ${names.map((n) => `{${n}}`).join('، ')}. ` +
    `جای‌نگهدارهای مجاز: ${allowed.map((n) => `{${n}}`).join('، ')}.`,
  runAsInvalid: 'مشخص کنید تابع با دسترسی چه کسی اجرا شود.',
  runAsUserRequired: 'کاربری را که تابع با دسترسی او اجرا می‌شود برگزینید.',
  actorWithSchedule:
    'رویداد زمان‌بندی‌شده کاربر انجام‌دهنده ندارد؛ «مدیر تعریف‌کننده» یا کاربر مشخصی را برگزینید.',
  actorRecipientWithSchedule:
    'رویداد زمان‌بندی‌شده کاربر انجام‌دهنده ندارد؛ گیرنده‌های اطلاع‌رسانی را با نام برگزینید.',
  conditionInvalid: (reason: string) => `شرط رویداد درست نیست: ${reason}`,
  conditionUnknownName: (name: string) =>
    `در شرط فقط old (مقدار پیش از تغییر) و new (مقدار پس از تغییر) در دسترس است؛ «${name}» شناخته نیست.`,
  conditionNotBoolean: 'شرط رویداد باید درست یا نادرست باشد.',
  conditionFailed: (reason: string) => `شرط رویداد ارزیابی نشد: ${reason}`,
  conditionWithSchedule: 'رویداد زمان‌بندی‌شده شرط ندارد.',
  sampleInvalid: 'داده نمونه باید فهرستی از نام و مقدار باشد.',
} as const;
