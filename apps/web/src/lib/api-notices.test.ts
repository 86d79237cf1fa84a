import { describe, expect, it } from 'vitest';
import { describeFailure, describeSuccess, type FailureInput } from './api-notices';

const envelope = (message: string | null, data: unknown = null) => ({ success: false, message, data });
const base: FailureInput = { status: 400, data: null, isLoggedIn: true, url: 'news/12' };

describe('describeFailure (SPEC §8 error catalogue)', () => {
  it.each<[string, Partial<FailureInput>, { color: string; title: string; text: string } | null]>([
    ['no response', { status: undefined }, { color: 'error', title: 'خطا', text: 'درخواست ارسال نشد.' }],
    [
      '302 while signed in',
      { status: 302 },
      { color: 'warning', title: 'هشدار', text: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.' },
    ],
    ['302 while signed out', { status: 302, isLoggedIn: false }, null],
    [
      '401 with a server message',
      { status: 401, data: envelope('نام کاربری یا رمز عبور نادرست است.') },
      { color: 'error', title: 'خطا', text: 'نام کاربری یا رمز عبور نادرست است.' },
    ],
    [
      '401 without a message',
      { status: 401, data: envelope(null) },
      { color: 'error', title: 'خطا', text: 'شما دسترسی کافی ندارید.' },
    ],
    [
      '403',
      { status: 403, data: envelope('xsrf') },
      { color: 'error', title: 'خطا', text: 'لطفاً از سامانه خارج شوید و دوباره وارد شوید.' },
    ],
    ['404', { status: 404 }, { color: 'error', title: 'خطا', text: 'آدرس مورد نظر وجود ندارد.' }],
    ['406', { status: 406 }, { color: 'warning', title: 'هشدار', text: 'لطفاً صفحه را بازخوانی کنید.' }],
    ['500 (logged only)', { status: 500, data: envelope('boom') }, null],
    [
      '400 with a list of messages',
      { status: 400, data: envelope('نامعتبر', ['نام الزامی است.', 'ایمیل نامعتبر است.']) },
      { color: 'error', title: 'خطا', text: 'نام الزامی است.' },
    ],
    [
      '400 with only a message',
      { status: 400, data: envelope('این نام قبلاً ثبت شده است.') },
      { color: 'error', title: 'خطا', text: 'این نام قبلاً ثبت شده است.' },
    ],
    ['400 with nothing to say', { status: 400, data: '' }, { color: 'error', title: 'خطا', text: 'خطا' }],
    [
      '409 while signed out',
      { status: 409, isLoggedIn: false, data: envelope('تکراری') },
      { color: 'error', title: 'خطا', text: 'تکراری' },
    ],
    [
      '200 with success:false while signed in',
      { status: 200, data: envelope('ثبت نشد.', ['فیلد نام خالی است.']) },
      { color: 'error', title: 'خطا', text: 'فیلد نام خالی است.' },
    ],
    [
      '200 with success:false and no message',
      { status: 200, data: envelope(null) },
      { color: 'error', title: 'خطا', text: 'خطا' },
    ],
    [
      '200 with success:false while signed out',
      { status: 200, isLoggedIn: false, data: envelope('ثبت نشد.') },
      null,
    ],
    ['200 with success:true', { status: 200, data: { success: true, message: null, data: {} } }, null],
    [
      '200 with success:false on a download URL',
      { status: 200, url: 'files/download/7', data: envelope('x') },
      null,
    ],
    ['200 with success:false on a help URL', { status: 200, url: 'ws/help/3', data: envelope('x') }, null],
    [
      '400 on a download URL (a file, not an envelope)',
      { status: 400, url: 'files/temp-file/7', data: 'PK' },
      null,
    ],
    ['401 on the profile (its caller handles it)', { status: 401, url: 'account/profile' }, null],
    ['no response from run-function', { status: undefined, url: 'function/run-function/5' }, null],
    [
      '503 on run-element-function (the form retries it)',
      { status: 503, url: 'function/run-element-function' },
      null,
    ],
    [
      '403 on run-request-function (its caller reports it)',
      { status: 403, url: 'function/run-request-function', data: envelope('x') },
      null,
    ],
    [
      '400 on default-variable-values',
      { status: 400, url: 'service/default-variable-values', data: envelope('x') },
      null,
    ],
  ])('%s', (_case, overrides, expected) => {
    const notice = describeFailure({ ...base, ...overrides });
    if (expected === null) {
      expect(notice).toBeNull();
    } else {
      expect(notice).toMatchObject(expected);
    }
  });

  it('asks for a logout only for an expired session', () => {
    expect(describeFailure({ ...base, status: 302 })?.logout).toBe(true);
    expect(describeFailure({ ...base, status: 401 })?.logout).toBeUndefined();
  });
});

describe('describeSuccess', () => {
  it.each<[string, string, unknown, string, string | null]>([
    [
      'POST with a server message',
      'post',
      { success: true, message: 'خبر ذخیره شد.' },
      'news',
      'خبر ذخیره شد.',
    ],
    ['PUT without a message', 'put', { success: true, message: null }, 'news/3', 'با موفقیت انجام شد'],
    ['DELETE', 'delete', { success: true }, 'news/3', 'با موفقیت انجام شد'],
    ['GET', 'get', { success: true, message: 'x' }, 'news/3', null],
    ['a filter read', 'post', { success: true }, 'news/filter', null],
    ['an all read', 'post', { success: true }, 'datacollection/all', null],
    ['a check-name', 'post', { success: true }, 'service/check-name', null],
    ['sign-in', 'post', { success: true }, 'account/login', null],
    ['dashboard data', 'post', { success: true }, 'bi/dashboard/data', null],
    ['run-function', 'post', { success: true }, 'function/run-function/4', null],
    ['run-element-function', 'post', { success: true }, 'function/run-element-function', null],
    ['a failed envelope', 'post', { success: false, message: 'x' }, 'news', null],
  ])('%s', (_case, method, data, url, text) => {
    const notice = describeSuccess({ method, data, url });
    if (text === null) {
      expect(notice).toBeNull();
    } else {
      expect(notice).toEqual({ color: 'success', title: 'انجام شد', text });
    }
  });
});
