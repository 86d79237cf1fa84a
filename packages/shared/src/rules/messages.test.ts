import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES as E,
  PASSWORD_STRENGTH_LABELS,
  TOAST_TITLES,
  VALIDATION_MESSAGES as V,
} from './messages.js';

const ZWNJ = '\u200C';

describe('templated messages', () => {
  it.each([
    [V.requiredDate('تاریخ تولد'), 'مقدار تاریخ تولد را وارد کنید.'],
    [V.requiredFile('کارت ملی'), 'فایل کارت ملی را بارگذاری کنید.'],
    [V.fileNotUploaded('عکس'), `فایل عکس بارگذاری نشده است و در نظر گرفته نمی${ZWNJ}شود.`],
    [V.requiredCheckbox('قوانین'), 'مقدار قوانین را مشخص کنید.'],
    [V.requiredMap('موقعیت'), 'مقدار موقعیت را وارد کنید.'],
    [V.tabPrefix('سوابق', 2), 'در سوابق زبانه ۲،'],
    [V.rowPrefix('دروس', 12), 'در جدول دروس ردیف ۱۲،'],
    [V.requiredField('نام'), 'مقدار فیلد الزامی نام را وارد کنید.'],
    [V.maxLength(100), 'حداکثر ۱۰۰ کاراکتر مجاز است.'],
    [V.minLength(6), 'حداقل ۶ کاراکتر وارد کنید.'],
    [E.idle(15), `به دلیل عدم فعالیت، صفحه تا ۱۵ ثانیه دیگر بسته می${ZWNJ}شود.`],
  ])('renders %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('fixed messages', () => {
  it.each([
    [TOAST_TITLES.warning, 'هشدار'],
    [TOAST_TITLES.error, 'خطا'],
    [TOAST_TITLES.success, 'انجام شد'],
    [TOAST_TITLES.info, 'با موفقیت انجام شد'],
    [E.logoutConfirm, 'آیا از خروج مطمئن هستید؟'],
    [E.generic, 'خطا'],
    [E.sessionEndsIn[120], 'دو دقیقه تا پایان نشست شما باقی مانده است.'],
    [E.sessionEndsIn[60], 'یک دقیقه تا پایان نشست شما باقی مانده است.'],
    [E.sessionEndsIn[30], 'سی ثانیه تا پایان نشست شما باقی مانده است.'],
    [V.required, 'این فیلد الزامی است.'],
  ])('keeps %j exact', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the six strength labels from weakest to strongest', () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(['خیلی ضعیف', 'ضعیف', 'متوسط', 'خوب', 'قوی', 'خیلی قوی']);
  });

  it('writes می‌ with a ZWNJ, never a plain space or a joined letter', () => {
    type Template = (field: string, n: number) => string;
    const all = [...Object.values(E), ...Object.values(V), ...Object.values(E.sessionEndsIn)]
      .map((m) => (typeof m === 'function' ? (m as Template)('x', 1) : JSON.stringify(m)))
      .join('\n');
    expect(all).not.toMatch(/(^|\s)(?:می|نمی)(?: |ش)/);
  });

  it('uses Persian letters only, never Arabic ي or ك', () => {
    const all = JSON.stringify([E, V, TOAST_TITLES, PASSWORD_STRENGTH_LABELS]);
    expect(all).not.toMatch(/[\u064A\u0643\u0649]/);
  });
});
