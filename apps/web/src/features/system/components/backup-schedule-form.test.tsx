import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKUP_SETTINGS } from '@darvazeh/shared';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { BackupScheduleForm } from './backup-schedule-form';
import { renderWithQueries } from '../../../test/render-with-queries';

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/backup/settings' && request.method === 'PUT')
    return sendJson(response, 200, { success: true, message: null, data: DEFAULT_BACKUP_SETTINGS });
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderForm = () => renderWithQueries(<BackupScheduleForm settings={DEFAULT_BACKUP_SETTINGS} />);

describe('the backup schedule form', () => {
  it('shows the schedule in Persian digits and refuses a bad time and count in Persian, sending nothing', async () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('ساعت پشتیبان‌گیری').value).toBe('۰۲:۰۰');
    fireEvent.change(screen.getByLabelText('ساعت پشتیبان‌گیری'), { target: { value: '۲۴:۰۰' } });
    fireEvent.change(screen.getByLabelText('تعداد پشتیبان‌های روزانه نگه‌داشته'), {
      target: { value: 'هفت' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('ساعت را به شکل ساعت:دقیقه وارد کنید.')).toBeTruthy();
    expect(screen.getByText('فقط عدد صحیح وارد کنید.')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('sends numbers typed in Persian digits as numbers', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('ساعت پشتیبان‌گیری'), { target: { value: '۰۳:۴۵' } });
    fireEvent.change(screen.getByLabelText('تعداد پشتیبان‌های روزانه نگه‌داشته'), {
      target: { value: '۱۴' },
    });
    fireEvent.change(screen.getByLabelText(/تعداد پشتیبان‌های ماهانه/), { target: { value: '0' } });
    fireEvent.click(screen.getByLabelText('پشتیبان‌گیری روزانه فعال است'));
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({
      enabled: false,
      dailyTime: '03:45',
      keepDaily: 14,
      keepMonthly: 0,
    });
  });
});
