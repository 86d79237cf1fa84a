// Web services (/ws/call): the Persian titles and details of the RFC 9457 problems a caller's system gets,
// and the name a connected system's applicant account carries in inboxes and histories.
import { toPersianDigits } from '@darvazeh/shared';

/** Texts of the web services module (modules/web-services). */
export const wsMessages = {
  refusedTitle: 'فراخوانی وب‌سرویس پذیرفته نشد.',
  serviceNotFound: 'وب‌سرویس یافت نشد.',
  methodNotAllowed: (method: string) => `این وب‌سرویس با روش ${method} فراخوانی می‌شود.`,
  tokenMissing: 'توکن دسترسی فرستاده نشده است.',
  tokenInvalid: 'توکن دسترسی معتبر نیست یا زمان آن گذشته است.',
  basicInvalid: 'شناسه یا رمز سامانه درست نیست.',
  systemDisabled: 'این سامانه غیرفعال است.',
  noAccess: 'این سامانه اجازهٔ فراخوانی این وب‌سرویس را ندارد.',
  originRefused: 'فراخوانی از این مبدأ مجاز نیست.',
  ipRefused: 'فراخوانی از این نشانی مجاز نیست.',
  noneWithoutIps: 'این وب‌سرویس بدون فهرست نشانی‌های مجاز در دسترس نیست.',
  tooMany: (seconds: number) =>
    `تعداد فراخوانی‌ها بیش از حد مجاز است؛ ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`,
  bodyInvalid: 'بدنهٔ درخواست معتبر نیست.',
  inputInvalid: 'ورودی‌ها معتبر نیستند.',
  requestNotFound: 'درخواست یافت نشد.',
  /** The last name of a connected system's applicant account (its first name is the system's). */
  systemApplicant: '(سامانهٔ متصل)',
  /** The applicant of calls to a service open without authentication (auth none, by address). */
  anonymousCaller: 'فراخوان وب‌سرویس بی‌نام',
};
