// The tracking form as a visitor fills it: the identity field says a national ID (کد ملی) is accepted,
// and what was typed goes to the server as typed (the server reads Persian and Arabic digits).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MuiFrame } from '../../../components/mui-frame';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { TrackForm } from './track-form';
import { renderWithQueries } from '../../../test/render-with-queries';

const found = {
  trackingCode: '1234567890',
  serviceFname: 'صدور گواهی اشتغال به تحصیل',
  state: 'running',
  status: 'در حال بررسی',
  createdAt: '2026-11-22T06:00:00.000Z',
  expectedOn: null,
  endedAt: null,
  steps: [],
};

const server = serveDuringTests((_request, response) =>
  sendJson(response, 200, { success: true, message: null, data: found }),
);

describe('the tracking form', () => {
  it('asks for the mobile, national ID or username, and sends a national ID typed in Persian digits', async () => {
    const onFound = vi.fn();
    renderWithQueries(
      <MuiFrame>
        <TrackForm onFound={onFound} />
      </MuiFrame>,
    );
    expect(screen.getByText('کد رهگیری درخواست و شماره همراه، کد ملی یا نام کاربری متقاضی را وارد کنید.'));
    const identity = screen.getByRole('textbox', { name: 'شماره همراه، کد ملی یا نام کاربری' });
    fireEvent.change(screen.getByRole('textbox', { name: 'کد رهگیری' }), { target: { value: '۱۲۳۴۵۶۷۸۹۰' } });
    fireEvent.change(identity, { target: { value: '۰۰۱۰۳۵۰۸۲۹' } });
    fireEvent.click(screen.getByRole('button', { name: 'پیگیری' }));
    await waitFor(() => expect(onFound.mock.lastCall?.[0]).toMatchObject(found));
    const [sent] = server.requests;
    expect(sent?.url).toBe('/api/v1/userrequest/track');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ trackingCode: '۱۲۳۴۵۶۷۸۹۰', identity: '۰۰۱۰۳۵۰۸۲۹' });
  });
});
