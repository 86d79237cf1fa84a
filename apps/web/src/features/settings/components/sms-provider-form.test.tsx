import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { SmsProviderForm } from './sms-provider-form';
import { renderWithQueries } from '../../../test/render-with-queries';

const stored = {
  id: 7,
  name: 'smsProvider',
  data: JSON.stringify({
    kind: 'http',
    url: 'https://sms.example/send',
    apiKey: '',
    sender: '3000',
    apiKeySet: true,
  }),
};

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/generalsetting/7') return sendJson(response, 200, ok(stored));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderForm = (row?: typeof stored) => renderWithQueries(<SmsProviderForm row={row as never} />);

describe('the SMS provider form', () => {
  it('refuses a bad address in Persian and sends nothing', async () => {
    renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'روش ارسال' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'ارسال با وب‌سرویس پیامک' }),
    );
    fireEvent.change(screen.getByLabelText('نشانی وب‌سرویس پیامک'), {
      target: { value: 'sms.example/send' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(
      await screen.findByText('نشانی وب‌سرویس پیامک باید با http:// یا https:// آغاز شود.'),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('never shows the stored key, and saves with it left empty so the server keeps it', async () => {
    renderForm(stored);
    const key = screen.getByLabelText<HTMLInputElement>('کلید وب‌سرویس');
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(screen.getByText(/کلید ذخیره شده است/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('شماره فرستنده'), { target: { value: '3001' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/generalsetting/7');
    const body = JSON.parse(put.body) as { name: string; data: string };
    expect(body.name).toBe('smsProvider');
    expect(JSON.parse(body.data)).toEqual({
      kind: 'http',
      url: 'https://sms.example/send',
      apiKey: '',
      sender: '3001',
    });
  });
});
