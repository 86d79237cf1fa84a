import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@darvazeh/shared';
import { createQueryClient } from '../../../lib/query-client';
import { toastStore } from '../../../lib/toast-store';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { GeneralSettingsForm } from './general-settings-form';
import { SiteSettingsForm } from './site-settings-form';

const ok = (data: unknown) => ({ success: true, message: null, data });
const settings = {
  ...DEFAULT_SITE_SETTINGS,
  title: 'دروازه',
  loginVector: null,
  version: '1.0.0',
  sso: false,
};

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/setting') return sendJson(response, 200, ok(settings));
  if (request.url === '/api/v1/generalsetting/all') return sendJson(response, 200, ok({ list: [] }));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

function renderWithClient(element: React.ReactElement) {
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
}

describe('the site settings form', () => {
  // Issue #13: an error below the fold gave no sign; the Admin is now taken to it and told.
  it('focuses the first invalid field and shows its message as a toast, saving nothing', async () => {
    renderWithClient(<SiteSettingsForm />);
    const developer = await screen.findByRole('textbox', { name: 'متن توسعه‌دهنده در صفحه ورود' });
    fireEvent.change(developer, { target: { value: 'ت'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(document.activeElement).toBe(developer));
    expect(toastStore.get().map((toast) => [toast.color, toast.text])).toEqual([
      ['error', 'حداکثر ۲۰۰ کاراکتر مجاز است.'],
    ]);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('the general settings form', () => {
  it('shows the JSON examples isolated left to right after a Persian «مثال:»', async () => {
    renderWithClient(<GeneralSettingsForm />);
    const box = await screen.findByRole('textbox', { name: 'دکمه‌های ورود یکپارچه (JSON)' });
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '')!;
    const example = hint.querySelector('bdi[dir="ltr"]')!;
    expect(hint.textContent?.startsWith('مثال: [')).toBe(true);
    expect(example.textContent).toBe(
      '[{"Name":"ورود با سامانه سجاد","Provider":"sajad","SelfLoginUrl":"","enable":true}]',
    );
  });

  it('focuses a JSON setting that does not pass and says why in a toast', async () => {
    renderWithClient(<GeneralSettingsForm />);
    const box = await screen.findByRole('textbox', { name: 'دکمه‌های ورود یکپارچه (JSON)' });
    fireEvent.change(box, { target: { value: '[{' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'ذخیره' })[1]!);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(toastStore.get().map((toast) => toast.color)).toEqual(['error']);
  });
});
