import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyNewPassword, newPasswordErrors, NewPasswordFields } from './new-password-fields';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(cleanup);

describe('PasswordStrengthMeter', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['abc', 20, 'ضعیف'],
    ['abcdef', 40, 'متوسط'],
    ['abcdef1', 60, 'خوب'],
    ['Abcdef1', 80, 'قوی'],
    ['Abcdef1!', 100, 'خیلی قوی'],
    ['!!', 20, 'ضعیف'],
  ])('scores %s as %i (%s)', (password, score, label) => {
    render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('progressbar', { name: 'قدرت رمز عبور' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(score));
    expect(meter.getAttribute('aria-valuetext')).toBe(label);
    expect(screen.getByText(`قدرت رمز عبور: ${label}`)).toBeDefined();
  });
});

function Harness() {
  const [value, setValue] = useState(emptyNewPassword);
  return <NewPasswordFields value={value} onChange={setValue} errors={{}} />;
}

describe('NewPasswordFields', () => {
  it('updates the meter as the user types and says at once when the repeat differs', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText(/^رمز عبور جدید/), { target: { value: 'Abcdef1!' } });
    expect(screen.getByText('قدرت رمز عبور: خیلی قوی')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^تکرار رمز عبور جدید/), { target: { value: 'Abcdef1' } });
    expect(screen.getByText('تکرار رمز عبور جدید با رمز عبور جدید یکسان نیست.')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^تکرار رمز عبور جدید/), { target: { value: 'Abcdef1!' } });
    expect(screen.queryByText('تکرار رمز عبور جدید با رمز عبور جدید یکسان نیست.')).toBeNull();
  });

  it('checks the pair with the shared password policy', () => {
    expect(newPasswordErrors({ newPassword: 'abc', repeatPassword: 'abc' })).toEqual({
      newPassword: 'حداقل ۶ کاراکتر وارد کنید.',
    });
    expect(newPasswordErrors({ newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' }).newPassword).toContain(
      'ضعیف',
    );
    // «خوب» is not enough: the policy asks for what the meter calls «قوی».
    expect(newPasswordErrors({ newPassword: 'abc123', repeatPassword: 'abc123' })).toEqual({
      newPassword: 'رمز عبور ضعیف است؛ دست‌کم سه نوع از حروف بزرگ، حروف کوچک، رقم و نماد را به کار ببرید.',
    });
    expect(newPasswordErrors({ newPassword: 'abcd-1', repeatPassword: 'abcd-1' })).toEqual({});
    expect(newPasswordErrors({ newPassword: 'Abcdef1!', repeatPassword: 'x' })).toEqual({
      repeatPassword: 'تکرار رمز عبور جدید با رمز عبور جدید یکسان نیست.',
    });
    expect(newPasswordErrors({ newPassword: 'Abcdef1!', repeatPassword: 'Abcdef1!' })).toEqual({});
  });
});
