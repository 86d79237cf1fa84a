import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, textbox } from '../fixtures/sign-in.js';
// Shared is imported from its source by path (e2e resolves the package to dist/), like form-check-parity.
import { VALIDATION_MESSAGES as M } from '../../packages/shared/src/rules/messages.js';

// Issue #6, second "Done when": each SPEC §5 failure — required date, required file not uploaded, required
// checkbox, required map, the expansion tab prefix, the table row prefix and a required subform — shows its
// exact Persian message on the new-record page, and the same answers POSTed straight to the API are refused
// with the same message (with the browser's own session cookie and XSRF header).
const definition = {
  formFields: [
    { id: 'birth', fname: 'تاریخ تولد', ename: 'birth', type: 'date', required: true },
    { id: 'proof', fname: 'مدرک', ename: 'proof', type: 'file', required: true },
    { id: 'agree', fname: 'موافقت', ename: 'agree', type: 'checkbox', required: true },
    { id: 'spot', fname: 'محل', ename: 'spot', type: 'map', required: true },
    {
      id: 'past',
      fname: 'سوابق',
      ename: 'past',
      type: 'expansion',
      tabs: [
        {
          id: 'job',
          name: 'شغلی',
          formInfo: {
            formFields: [{ id: 'role', fname: 'شغل', ename: 'role', type: 'text', required: true }],
          },
        },
      ],
    },
    {
      id: 'members',
      fname: 'اعضا',
      ename: 'members',
      type: 'table',
      subform: {
        formFields: [{ id: 'member', fname: 'نام عضو', ename: 'member', type: 'text', required: true }],
      },
    },
    {
      id: 'address',
      fname: 'نشانی',
      ename: 'address',
      type: 'subform',
      required: true,
      subform: {
        formFields: [{ id: 'street', fname: 'خیابان', ename: 'street', type: 'text' }],
        triggerDisplay: { displayType: 'notHide' },
      },
    },
  ],
};
const PDF = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

let page: Page;
let files: string;
let collectionId = 0;
let proofPath = '';

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  collectionId = (
    await apiPost<{ id: number }>(api, 'datacollection', { fname: 'درخواست وام', formInfo: definition })
  ).id;
  await api.dispose();
  files = await mkdtemp(path.join(tmpdir(), 'darvazeh-form-check-'));
  await writeFile(path.join(files, 'مدرک.pdf'), PDF);
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${j.server.url}/panel/data-collection/records/${collectionId}/new`);
});
afterAll(async () => {
  if (files) await rm(files, { recursive: true, force: true });
});

/** POSTs a record straight to the API with the page's session and XSRF cookie; the status and message. */
async function postDirectly(data: Record<string, unknown>): Promise<{ status: number; message: string }> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page
    .context()
    .request.post(`${j.server.url}/api/v1/datacollection/${collectionId}/record`, {
      data: { data },
      headers: { 'x-xsrf-token': xsrf },
    });
  return { status: res.status(), message: ((await res.json()) as { message: string }).message };
}

/** Presses ثبت and returns the form's error alert text (the renderer's check, before any call). */
async function submitAndRead(expected: string): Promise<string> {
  await button(page, 'ثبت').click();
  // The form's own alert (the toast says the same under its title).
  const alert = page.locator('form').getByRole('alert').filter({ hasText: expected });
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

// Each step adds one answer to what the previous steps filled, so the next failure is the one checked.
const answers: Record<string, unknown> = {};

describe('SPEC §5 messages on the new-record page and from the API', () => {
  it('a required date left empty', async () => {
    const expected = M.requiredDate('تاریخ تولد');
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
    await screenshot(page, 'form-check-required-date');
  });

  it('a required file not uploaded', async () => {
    await page.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '۱۰', exact: true }).click();
    await calendar.waitFor({ state: 'detached' });
    answers.birth = '1403/01/10';
    const expected = M.requiredFile('مدرک');
    expect(await submitAndRead(expected)).toBe(expected);
    // A name without an uploaded path is "not uploaded".
    expect(await postDirectly({ ...answers, proof: 'مدرک.pdf' })).toEqual({ status: 400, message: expected });
  });

  it('a required checkbox left unticked', async () => {
    const box = page.getByTestId('file-field-proof');
    await box.locator('input[type="file"]').setInputFiles(path.join(files, 'مدرک.pdf'));
    await box.getByRole('link', { name: 'مدرک.pdf' }).waitFor();
    const href = (await box.getByRole('link', { name: 'مدرک.pdf' }).getAttribute('href')) ?? '';
    proofPath = decodeURIComponent(href.split('/').pop() ?? '');
    Object.assign(answers, { proof: 'مدرک.pdf', 'proof-path': proofPath, agree: false });
    const expected = M.requiredCheckbox('موافقت');
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
  });

  it('a required map without a point', async () => {
    await page.getByRole('checkbox', { name: 'موافقت' }).check();
    answers.agree = true;
    const expected = M.requiredMap('محل');
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
  });

  it('a failure inside an expansion tab, with the tab prefix', async () => {
    await textbox(page, 'عرض جغرافیایی محل').fill('۳۵.۷');
    await textbox(page, 'طول جغرافیایی محل').fill('51.4');
    answers.spot = { lat: 35.7, lng: 51.4 };
    const expected = `${M.tabPrefix('سوابق', 1)} ${M.requiredField('شغل')}`;
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
    await screenshot(page, 'form-check-tab-prefix');
  });

  it('a failure inside a table row, with the row prefix', async () => {
    await textbox(page, 'شغل').fill('استاد');
    answers.past = { job: { role: 'استاد' } };
    await button(page.getByRole('region', { name: 'اعضا' }), 'افزودن ردیف').click();
    answers.members = [{}];
    const expected = `${M.rowPrefix('اعضا', 1)} ${M.requiredField('نام عضو')}`;
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
    await screenshot(page, 'form-check-row-prefix');
  });

  it('a required subform left empty', async () => {
    await textbox(page.getByRole('region', { name: 'اعضا' }), 'نام عضو').fill('مریم');
    answers.members = [{ member: 'مریم' }];
    const expected = M.requiredField('نشانی');
    expect(await submitAndRead(expected)).toBe(expected);
    expect(await postDirectly(answers)).toEqual({ status: 400, message: expected });
  });

  it('accepts the completed form and lists the record', async () => {
    await textbox(page, 'خیابان').fill('انقلاب');
    await button(page, 'ثبت').click();
    await page.waitForURL(new RegExp(`/panel/data-collection/records/${collectionId}$`));
    await page.getByRole('table', { name: 'رکوردهای درخواست وام' }).getByText('مدرک.pdf').waitFor();
    await screenshot(page, 'form-check-accepted');
  });
});
