// The events screen (رویدادها): the list, the form, test fire and the runs of an event.
import { commonMessages as common } from './common';
import { functionMessages } from './functions';
import { identityMessages } from './identity';
import { recordMessages } from './records';
import { routeNames } from './routes';
import { serviceMessages } from './services';
import { ssoMessages } from './sso';

const created = 'ساخته شد';

/** Texts of the events screen. */
export const eventMessages = {
  subtitle:
    'رویداد به رخدادی در سامانه (ثبت رکورد، ثبت درخواست، ورود کاربر یا زمان‌بندی) پاسخ می‌دهد و تابعی را اجرا می‌کند یا اطلاع‌رسانی می‌فرستد.',
  label: routeNames.events,
  empty: 'هنوز رویدادی تعریف نشده است.',
  create: 'رویداد جدید',
  edit: 'ویرایش رویداد',
  name: 'نام رویداد',
  description: 'توضیح رویداد',
  deleteTitle: 'حذف رویداد',
  deleteText: (name: string) => `رویداد «${name}» حذف شود؟ اجراهای گذشته آن در گزارش می‌ماند.`,
  trigger: 'رخداد',
  action: 'کار',
  state: common.status,
  lastRun: 'آخرین اجرا',
  never: 'هنوز اجرا نشده',
  states: { enabled: common.enabled, disabled: ssoMessages.admin.disabled, suspended: 'معلق' },
  enable: 'فعال‌سازی',
  disable: 'غیرفعال‌سازی',
  testFire: functionMessages.testRun.title,
  runs: 'اجراها',
  kinds: {
    record: 'تغییر رکورد مجموعه داده',
    request: 'درخواست خدمت',
    user: routeNames.users,
    schedule: 'زمان‌بندی',
  },
  recordOn: { create: created, update: 'ویرایش شد', delete: 'حذف شد' },
  requestOn: { submitted: 'ثبت شد', status: 'وضعیتش تغییر کرد', taskCompleted: 'کاری از آن انجام شد' },
  userOn: { created, signedIn: 'وارد سامانه شد' },
  every: {
    minutes: 'هر چند دقیقه',
    day: 'هر روز',
    jalaliMonthStart: 'روز اول هر ماه',
    workingDay: 'هر روز کاری',
  },
  collection: functionMessages.editor.params.collectionId!,
  service: serviceMessages.service,
  when: 'هنگامی که',
  status: 'فقط وقتی وضعیت این شود',
  statusHint: 'خالی: هر وضعیتی',
  condition: functionMessages.editor.params.condition!,
  conditionHint: 'اختیاری؛ با old و new، مانند new.title != old.title',
  schedule: 'تکرار',
  minutes: 'فاصله (دقیقه)',
  time: 'ساعت (به وقت تهران)',
  timeHint: 'مانند ۰۸:۳۰',
  function: 'تابع اجراشونده',
  noFunction: 'بدون تابع',
  runAs: 'با دسترسی',
  runAsOptions: {
    owner: 'مدیری که رویداد را ذخیره کرده',
    actor: 'کاربری که رخداد را پدید آورده',
    user: 'کاربری برگزیده',
  },
  notify: 'فرستادن اطلاع‌رسانی',
  channels: { email: common.person.email, sms: serviceMessages.process.channelNames.sms! },
  toActor: 'به کاربری که رخداد را پدید آورده',
  recipients: 'گیرندگان دیگر',
  addRecipient: 'افزودن گیرنده',
  removeRecipient: 'حذف گیرنده',
  template: 'متن اطلاع‌رسانی',
  templateHint: 'می‌توانید {eventName}، {occurredAt}، {userName} و {summary} را به کار ببرید.',
  // Test fire.
  testTitle: (name: string) => `اجرای آزمایشی «${name}»`,
  testHint:
    'مقدارهای نمونه پس از تغییر (new) را وارد کنید؛ اطلاع‌رسانی آزمایشی فقط برای خود شما فرستاده می‌شود.',
  sampleName: 'نام فیلد',
  sampleValue: recordMessages.filter.value,
  addSample: 'افزودن مقدار',
  fire: 'اجرا',
  fired: 'اجرای آزمایشی انجام شد.',
  // Runs.
  runsTitle: (name: string) => `اجراهای «${name}»`,
  runsEmpty: 'این رویداد هنوز اجرا نشده است.',
  runsPager: 'صفحه‌های اجراها',
  occurrence: common.whatHappened,
  outcome: identityMessages.loginHistory.result,
  outcomes: { success: functionMessages.log.ok, failed: functionMessages.log.failed, skipped: 'اجرا نشد' },
  test: 'آزمایشی',
  attempt: 'تلاش',
  duration: functionMessages.log.duration,
  details: common.details,
  input: 'ورودی',
  output: 'خروجی',
  diagnostics: 'پیام‌ها',
  close: common.close,
} as const;
