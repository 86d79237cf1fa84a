import { describe, expect, it } from 'vitest';
import { loginBody, userInfoBody } from '@darvazeh/shared';
import { hasNoErrors, schemaErrors } from './form-errors';

describe('schemaErrors', () => {
  it('gives the shared schema’s Persian message per field', () => {
    const errors = schemaErrors(loginBody, { username: ' ', password: '', captchaId: '', captchaCode: '' });
    expect(errors).toEqual({ username: 'نام کاربری را وارد کنید.', password: 'رمز عبور را وارد کنید.' });
    expect(hasNoErrors(errors)).toBe(false);
  });

  it('keeps only the first message of a field and nothing for a valid value', () => {
    expect(
      schemaErrors(userInfoBody, { firstName: 'علی', lastName: 'رضایی', email: 'x', mobile: '' }),
    ).toEqual({
      email: 'یک ایمیل معتبر وارد کنید.',
    });
    expect(
      hasNoErrors(
        schemaErrors(userInfoBody, { firstName: 'علی', lastName: 'رضایی', email: '', mobile: '09121234567' }),
      ),
    ).toBe(true);
  });
});
