import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginBody } from '@darvazeh/shared';
import { toastStore } from './toast-store';
import { useSchemaForm } from './use-schema-form';

const sent: unknown[] = [];

function Form({ announceErrors }: { announceErrors?: boolean }) {
  const { text, submit, formRef } = useSchemaForm({
    initial: { username: '', password: '' },
    schema: loginBody,
    announceErrors,
    onValid: (body) => sent.push(body),
  });
  const { name, value, onChange } = text('username');
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <label>
        user
        <input name={name} value={value} onChange={onChange} />
      </label>
      <button type="submit">send</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  toastStore.set([]);
  sent.length = 0;
});

describe('useSchemaForm', () => {
  it('focuses the first invalid field and toasts its message, sending nothing', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('user'));
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['نام کاربری را وارد کنید.']);
    expect(sent).toEqual([]);
  });

  it('with announceErrors off still focuses the field but shows no toast', () => {
    render(<Form announceErrors={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('user'));
    expect(toastStore.get()).toEqual([]);
  });
});
