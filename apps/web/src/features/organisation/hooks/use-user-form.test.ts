import { describe, expect, it } from 'vitest';
import { createUserBody, updateUserBody } from '@darvazeh/shared';
import { initialUserValues, toCreateBody, toUpdateBody, type UserFormValues } from './use-user-form';

const filled: UserFormValues = {
  ...initialUserValues(null),
  username: ' Ali.R ',
  firstName: ' علی ',
  lastName: 'رضایی',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  roleIds: [2],
};

describe('user form bodies', () => {
  it.each<[string, Partial<UserFormValues>, Record<string, unknown>]>([
    ['blanks as null, digits Latin', {}, { email: null, mobile: '09121234567', firstName: 'علی' }],
    ['an e-mail kept', { email: ' a@b.ir ' }, { email: 'a@b.ir' }],
    ['a national ID in Latin digits', { nationalId: ' ۰۰۱۲۳۴۵۶۷۹ ' }, { nationalId: '0012345679' }],
    ['a password only when typed', { password: 'Secret-1' }, { password: 'Secret-1' }],
  ])('builds the create body with %s', (_name, change, expected) => {
    const body = toCreateBody({ ...filled, ...change });
    expect(body).toMatchObject(expected);
    expect(createUserBody.safeParse(body).success).toBe(true);
  });

  it('checks a typed password with the shared policy the server applies', () => {
    const weak = createUserBody.safeParse(toCreateBody({ ...filled, password: 'abc123' }));
    expect(weak.error?.issues.map((issue) => issue.message)).toEqual([
      'رمز عبور ضعیف است؛ دست‌کم سه نوع از حروف بزرگ، حروف کوچک، رقم و نماد را به کار ببرید.',
    ]);
    expect(createUserBody.safeParse(toCreateBody({ ...filled, password: 'Sara-Ramz-1404' })).success).toBe(
      true,
    );
  });

  it('leaves the password out when blank', () => {
    expect(toCreateBody(filled)).not.toHaveProperty('password');
  });

  it('sends only the fields updateUserBody allows', () => {
    const body = toUpdateBody({ ...filled, password: 'x' });
    expect(Object.keys(body).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'locked',
      'mobile',
      'nationalId',
      'roleIds',
    ]);
    expect(updateUserBody.safeParse(body).success).toBe(true);
  });
});
