// The public tracking page (/track): a request's status by its tracking code and the applicant's mobile,
// national ID or username.
import { inboxMessages } from './inbox';

/** Texts of the tracking page. */
export const trackingMessages = {
  intro: 'کد رهگیری درخواست و شماره همراه، کد ملی یا نام کاربری متقاضی را وارد کنید.',
  code: inboxMessages.columns.trackingCode,
  codeHint: 'کد ۱۰ رقمی که پس از ثبت درخواست دریافت کردید',
  identity: 'شماره همراه، کد ملی یا نام کاربری',
  submit: 'پیگیری',
  result: 'نتیجه پیگیری',
  service: 'عنوان خدمت',
  createdAt: 'تاریخ ثبت درخواست',
  expectedOn: 'تاریخ پیش‌بینی‌شده پاسخ',
  endedAt: 'تاریخ پایان درخواست',
  steps: 'مراحل درخواست',
  noSteps: 'هنوز تغییر وضعیتی ثبت نشده است.',
} as const;
