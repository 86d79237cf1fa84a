// The new-user dialog: a unit and its unit role (and a personnel code) give the user a responsibility,
// as a row of the Excel import does; a national ID another user holds marks that field, not only a toast.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, sendNotFound } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { orgKeys } from '../types';
import { UserDialog } from './user-dialog';

const UNITS = [
  { id: 4, name: 'اداره پذیرش', unitRoles: [{ id: 9, name: 'کارشناس پذیرش' }] },
  { id: 5, name: 'دانشکده فنی', unitRoles: [{ id: 11, name: 'مدیر گروه' }] },
];
let refuseNationalId = false;
const server = serveDuringTests((request, response) => {
  if (request.method === 'POST' && request.url === '/api/v1/user') {
    if (refuseNationalId)
      return sendJson(response, 400, {
        success: false,
        message: 'این کد ملی برای کاربر دیگری ثبت شده است.',
        data: { code: 'field', field: 'nationalId' },
      });
    return sendJson(response, 200, {
      success: true,
      message: 'انجام شد',
      data: { user: {}, temporaryPassword: 'x' },
    });
  }
  sendNotFound(response);
});

function renderDialog() {
  // The shared cache holds the units already (SPEC §3), as on a page that listed them.
  const client = createQueryClient();
  client.setQueryData(orgKeys.units, { list: UNITS });
  render(
    <QueryClientProvider client={client}>
      <UserDialog user={null} roles={[]} onClose={() => undefined} onCreated={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

const choose = (dialog: HTMLElement, name: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

const fillPerson = (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /نام کاربری/ }), {
    target: { value: 'sara.moradi' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'نام' }), { target: { value: 'سارا' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /نام خانوادگی/ }), {
    target: { value: 'مرادی' },
  });
};

describe('the new-user dialog', () => {
  it('places the new user in a unit with a unit role the unit offers, in the same request', async () => {
    refuseNationalId = false;
    const dialog = renderDialog();
    fillPerson(dialog);
    choose(dialog, 'واحد سازمانی', 'اداره پذیرش');
    choose(dialog, 'نقش واحد', 'کارشناس پذیرش');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'شماره پرسنلی' }), {
      target: { value: '۴۴۱۲' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/v1/user')).toBe(true));
    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/v1/user')!.body) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ unitId: 4, unitRoleId: 9, personalId: '4412' });
  });

  it('marks the national ID field with the server’s message when another user holds it', async () => {
    refuseNationalId = true;
    const dialog = renderDialog();
    fillPerson(dialog);
    const nationalId = within(dialog).getByRole('textbox', { name: 'کد ملی' });
    fireEvent.change(nationalId, { target: { value: '0013542419' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(nationalId.getAttribute('aria-invalid')).toBe('true'));
    expect(nationalId.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('این کد ملی برای کاربر دیگری ثبت شده است.')).toBeTruthy();
  });
});
