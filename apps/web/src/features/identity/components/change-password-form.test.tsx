import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderWithRouter } from '../test/render-with-router';
import { ChangePasswordForm } from './change-password-form';
import { typeLabelled, typeNewPassword } from '../test/credentials.fixture';

let done = 0;
const common = 'این رمز عبور از رایج‌ترین رمزهاست و به‌آسانی حدس زده می‌شود؛ رمز عبور دیگری برگزینید.';

const server = serveDuringTests((request, response) => {
  const { newPassword } = JSON.parse(request.body) as { newPassword: string };
  return newPassword === 'Password1'
    ? sendJson(response, 400, { success: false, message: common, data: null })
    : sendJson(response, 200, { success: true, message: 'رمز عبور با موفقیت تغییر کرد.', data: null });
});
beforeEach(() => {
  done = 0;
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'تغییر' }));
const renderForm = () =>
  renderWithRouter(
    <ChangePasswordForm submitLabel="تغییر" onDone={() => (done += 1)} />,
    '/panel/change-password',
  );

describe('ChangePasswordForm', () => {
  it('checks every field before calling the server, the current password with the shared schema', () => {
    renderForm();
    typeLabelled(/^تکرار رمز عبور جدید/, 'x');
    submit();
    expect(screen.getByText('رمز عبور را وارد کنید.')).toBeDefined();
    expect(screen.getByText('تکرار رمز عبور جدید با رمز عبور جدید یکسان نیست.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/^رمز عبور فعلی/));
    expect(server.requests).toHaveLength(0);
  });

  it('sends the current and the new password, then clears the form', async () => {
    renderForm();
    typeLabelled(/^رمز عبور فعلی/, 'Old-pass-1');
    typeNewPassword('Kheili-Ghavi-1405');
    submit();
    await waitFor(() => expect(done).toBe(1));
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      oldPassword: 'Old-pass-1',
      newPassword: 'Kheili-Ghavi-1405',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/^رمز عبور فعلی/).value).toBe('');
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    renderForm();
    typeLabelled(/^رمز عبور فعلی/, 'Old-pass-1');
    typeNewPassword('Password1');
    submit();
    expect(await screen.findByText(common)).toBeDefined();
    expect(done).toBe(0);
  });
});
