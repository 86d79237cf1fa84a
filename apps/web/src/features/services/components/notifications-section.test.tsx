import { useEffect, useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { processGraph, serviceBody } from '@darvazeh/shared';
import { emptyService, serviceDraftSchema, setAt, type ServiceDraft } from '../service-draft';
import type { FieldErrors } from '../../../lib/form-errors';
import { NotificationsSection } from './notifications-section';

const process = processGraph.parse({
  nodes: [
    { kind: 'start', key: 'start' },
    { kind: 'applicantForm', key: 'form' },
    { kind: 'statusChange', key: 'review', status: 'در حال بررسی' },
    { kind: 'end', key: 'end' },
  ],
  edges: [
    { id: 'a', source: 'start', target: 'form' },
    { id: 'b', source: 'form', target: 'review' },
    { id: 'c', source: 'review', target: 'end' },
  ],
});

const seen: { draft?: ServiceDraft } = {};
const latestDraft = () => seen.draft!;
function Harness({ errors = {} }: { errors?: FieldErrors }) {
  const [draft, setDraft] = useState<ServiceDraft>(() => ({
    ...emptyService([1]),
    serviceFname: 'گواهی',
    serviceEname: 'cert',
    registeredStatus: 'ثبت شده',
    process,
  }));
  useEffect(() => {
    seen.draft = draft;
  }, [draft]);
  return (
    <NotificationsSection
      form={{ draft, errors, set: (path, value) => setDraft((current) => setAt(current, path, value)) }}
    />
  );
}

const choose = (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

afterEach(cleanup);

describe('the notifications section', () => {
  it('adds a template whose when and channel are chosen in Persian, and writes the stored shape', () => {
    render(<Harness />);
    expect(screen.getByText('اطلاع‌رسانی‌ای تعریف نشده است.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'افزودن اطلاع‌رسانی' }));
    expect(latestDraft().notifications).toEqual([
      { on: { kind: 'status', status: 'ثبت شده' }, channel: 'sms', template: '' },
    ]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'زمان ارسال' }));
    const whens = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(whens).toEqual([
      'هنگام ثبت درخواست',
      'رسیدن به وضعیت «در حال بررسی»',
      'پایان درخواست: به انجام رسید',
      'پایان درخواست: رد شد',
      'پایان درخواست: لغو شد',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'رسیدن به وضعیت «در حال بررسی»' }));
    choose('راه ارسال', 'ایمیل');
    expect(latestDraft().notifications[0]).toMatchObject({
      on: { kind: 'status', status: 'در حال بررسی' },
      channel: 'email',
    });
    choose('زمان ارسال', 'پایان درخواست: رد شد');
    expect(latestDraft().notifications[0]!.on).toEqual({ kind: 'end', result: 'rejected' });
    // No raw identifier is on screen.
    expect(document.body.textContent).not.toMatch(/status:|end:|rejected|email/);
    // MUI's first render in jsdom is slow on a shared machine.
  });

  it('inserts a placeholder chip at the cursor and previews it by its Persian name', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'افزودن اطلاع‌رسانی' }));
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'متن پیام' });
    fireEvent.change(textarea, { target: { value: 'کد  ثبت شد' } });
    textarea.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'درج کد رهگیری در متن پیام' }));
    expect(latestDraft().notifications[0]!.template).toBe('کد {trackingCode} ثبت شد');
    expect(screen.getByText('پیش‌نمایش: کد «کد رهگیری» ثبت شد')).toBeTruthy();
    // The draft now passes the shared check the server applies.
    expect(serviceDraftSchema.safeParse(latestDraft()).success).toBe(true);
    expect(serviceBody.parse(latestDraft()).notifications).toHaveLength(1);
  });

  it('shows the shared check’s message under the text and removes a template', () => {
    render(<Harness errors={{ 'notifications.0.template': 'متن پیام جای‌نگهدار ناشناخته دارد: {x}.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'افزودن اطلاع‌رسانی' }));
    expect(screen.getByText('متن پیام جای‌نگهدار ناشناخته دارد: {x}.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حذف اطلاع‌رسانی ۱' }));
    expect(latestDraft().notifications).toEqual([]);
  });

  it('keys the designer check’s messages by the template’s path', () => {
    const parsed = serviceDraftSchema.safeParse({
      ...latestDraft(),
      notifications: [{ on: { kind: 'end', result: 'completed' }, channel: 'sms', template: '{foo}' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['notifications.0.template']);
  });
});
