import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import { describe, expect, it } from 'vitest';
import { MuiFrame } from '../../../components/mui-frame';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import type { DeletedItem } from '../types';
import type { DateFieldRenderer } from '../../../components/date-field';
import { DeletedItemsTable } from './deleted-items-table';

const ok = (data: unknown) => ({ success: true, message: null, data });
const admin = { id: 1, fullName: 'مدیر سامانه' };
const news: DeletedItem = {
  kind: 'news',
  kindLabel: 'خبر',
  id: 5,
  name: 'آغاز ثبت‌نام',
  deletedAt: '2026-12-02T04:00:00.000Z',
  deleter: admin,
  with: [],
};
const unit: DeletedItem = {
  kind: 'unit',
  kindLabel: 'واحد سازمانی',
  id: 7,
  name: 'گروه برق',
  deletedAt: '2026-12-01T04:00:00.000Z',
  deleter: admin,
  with: [{ label: 'مسئولیت', count: 2 }],
};
const kinds = [
  { kind: 'news', label: 'خبر' },
  { kind: 'unit', label: 'واحد سازمانی' },
];

const server = serveDuringTests((request, response) => {
  const path = new URL(request.url, 'http://test').pathname;
  if (path === '/api/v1/deleted/kinds')
    return sendJson(response, 200, ok({ list: kinds, retentionDays: 90 }));
  if (path === '/api/v1/deleted/filter') {
    const body = JSON.parse(request.body) as { kind?: string };
    const list = [news, unit].filter((item) => !body.kind || item.kind === body.kind);
    return sendJson(response, 200, ok({ list, pages: 1, currentPage: 1 }));
  }
  if (path.startsWith('/api/v1/deleted/')) return sendJson(response, 200, ok(null));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderDate: DateFieldRenderer = ({ label, name, value, onChange }) => (
  <TextField
    label={label}
    name={name}
    value={value ?? ''}
    onChange={(event) => onChange(event.target.value || null)}
  />
);

function renderBin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MuiFrame>
        <DeletedItemsTable renderDate={renderDate} />
      </MuiFrame>
    </QueryClientProvider>,
  );
}

const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url, 'http://test').pathname === path);
const filterBodies = () =>
  sent('POST', '/api/v1/deleted/filter').map((r) => JSON.parse(r.body) as Record<string, unknown>);
const table = () => screen.getByRole('table', { name: 'موارد حذف‌شده' });

describe('the recycle bin', () => {
  it('lists each row with its Persian kind, who deleted it, and what went with it', async () => {
    renderBin();
    await within(table()).findByText('گروه برق');
    const row = within(table()).getByText('گروه برق').closest('tr') as HTMLElement;
    expect(within(row).getByText('واحد سازمانی')).toBeDefined();
    expect(within(row).getByText('همراه با ۲ مسئولیت')).toBeDefined();
    expect(within(row).getByText('مدیر سامانه')).toBeDefined();
    expect(await screen.findByText(/هر مورد ۹۰ روز پس از حذف/)).toBeDefined();
  });

  it('sends the kind and the Jalali days as ISO days on «جستجو»', async () => {
    renderBin();
    await within(table()).findByText('گروه برق');
    const form = screen.getByRole('search', { name: 'صافی موارد حذف‌شده' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'نوع مورد' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'خبر' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'حذف‌شده از تاریخ' }), {
      target: { value: '1405/09/10' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'جستجو' }));
    await waitFor(() =>
      expect(filterBodies().at(-1)).toEqual({ page: 1, count: 20, kind: 'news', from: '2026-12-01' }),
    );
    await waitFor(() => expect(within(table()).queryByText('گروه برق')).toBeNull());
  });

  it('restores a row at once', async () => {
    renderBin();
    await within(table()).findByText('گروه برق');
    fireEvent.click(screen.getByRole('button', { name: 'بازیابی گروه برق' }));
    await waitFor(() => expect(sent('POST', '/api/v1/deleted/unit/7/restore')).toHaveLength(1));
  });

  it('purges only after the confirmation', async () => {
    renderBin();
    await within(table()).findByText('آغاز ثبت‌نام');
    const purge = () =>
      fireEvent.click(screen.getByRole('button', { name: 'پاک کردن برای همیشه آغاز ثبت‌نام' }));
    purge();
    let dialog = await screen.findByRole('dialog', { name: 'پاک کردن برای همیشه' });
    expect(dialog.textContent).toContain('خبر «آغاز ثبت‌نام»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE', '/api/v1/deleted/news/5')).toEqual([]);
    purge();
    dialog = await screen.findByRole('dialog', { name: 'پاک کردن برای همیشه' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'پاک کردن برای همیشه' }));
    await waitFor(() => expect(sent('DELETE', '/api/v1/deleted/news/5')).toHaveLength(1));
  });
});
