import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  createBudget,
  formDefinitionError,
  parseFunction,
  runFunction,
  type FlowFunction,
  type FlowHost,
  type FormDefinition,
} from '@darvazeh/shared';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderRoutes } from '../../../test/render-route';
import { choose, pick, typeInto } from '../../../test/mui-pick.fixture';
import type { DataCollection } from '../types';
import { CollectionDesigner } from './collection-designer';

// The designer's «توابع فرم»: an Admin attaches functions to a form through the UI (issue 14). The form's
// field ids differ from their English names on purpose: sources read enames, pickers store ids.
const TOAST = 'برای این شخص جزئیات لازم نیست.';
const people = {
  id: 3,
  fname: 'افراد',
  formInfo: {
    formFields: [
      { id: 'code', fname: 'کد', ename: 'code', type: 'text' },
      { id: 'name', fname: 'نام', ename: 'name', type: 'text' },
    ],
  },
};
const item = {
  id: 9,
  fname: 'درخواست کارت',
  formInfo: {
    formFields: [
      {
        id: 'f1',
        fname: 'شخص',
        ename: 'person',
        type: 'select',
        options: [
          { id: '101', fname: 'مریم' },
          { id: '102', fname: 'رضا' },
        ],
      },
      { id: 'f2', fname: 'نام کامل', ename: 'fullName', type: 'text' },
      {
        id: 'f3',
        fname: 'جزئیات',
        ename: 'details',
        type: 'subform',
        subform: {
          formFields: [{ id: 'f4', fname: 'یادداشت', ename: 'note', type: 'text' }],
          triggerDisplay: { displayType: 'parent' },
        },
      },
      {
        id: 'f5',
        fname: 'پیوست‌ها',
        ename: 'attachments',
        type: 'expansion',
        tabs: [
          {
            id: 't1',
            name: 'مدارک',
            formInfo: { formFields: [{ id: 'f6', fname: 'شماره مدرک', ename: 'docNo', type: 'text' }] },
          },
        ],
      },
    ],
  },
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as DataCollection;

/** What the next PUT answers: the saved body, or the server's refusal of a function. */
let refuse: string[] | null = null;
const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/datacollection/all') return sendJson(response, 200, ok({ list: [people] }));
  if (request.url === '/api/v1/query/all') return sendJson(response, 200, ok({ list: [] }));
  if (request.url === '/api/v1/function/all') return sendJson(response, 200, ok({ list: [] }));
  if (request.url === '/api/v1/service/all') return sendJson(response, 200, ok({ list: [] }));
  if (request.url === '/api/v1/datacollection/9' && request.method === 'PUT') {
    if (refuse) return sendJson(response, 400, { success: false, message: refuse[0], data: refuse });
    const body = JSON.parse(request.body) as object;
    return sendJson(response, 200, ok({ ...item, ...body }));
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

function renderDesigner() {
  renderRoutes([{ path: '/', element: <CollectionDesigner item={item} /> }]);
}

const functionsPart = () => screen.getByRole('region', { name: 'توابع فرم' });
const region = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });

/** Adds an expression of `label` through the add button named `button` inside `scope`. */
async function addExpression(scope: HTMLElement, button: string, label: string) {
  fireEvent.click(await within(scope).findByRole('button', { name: button }));
  await pick('menuitem', label);
}

const putRequests = () => server.requests.filter((r) => r.url === '/api/v1/datacollection/9');

async function savedDefinition(): Promise<FormDefinition> {
  const before = putRequests().length;
  fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(putRequests().length).toBe(before + 1));
  return (JSON.parse(putRequests().at(-1)!.body) as { formInfo: FormDefinition }).formInfo;
}

/** Builds «پنهان کردن جزئیات»: on a change of «شخص», if it has a value, hide «جزئیات» and toast. */
async function buildHideFunction(): Promise<HTMLElement> {
  fireEvent.click(within(functionsPart()).getByRole('button', { name: 'افزودن تابع' }));
  typeInto(
    within(region(functionsPart(), 'ویرایش «تابع ۱»')).getByRole('textbox', { name: 'نام تابع' }),
    'پنهان کردن جزئیات',
  );
  const panel = region(functionsPart(), 'ویرایش «پنهان کردن جزئیات»');
  await choose(panel, 'زمان اجرا', 'هنگام تغییر فیلد');
  await choose(panel, 'فیلد مربوط', 'شخص');
  await addExpression(panel, 'افزودن عبارت', 'اگر');
  const ifCard = region(panel, 'اگر ۱');
  // The condition's field is offered by its Persian name and written by its English one.
  fireEvent.click(within(ifCard).getByRole('button', { name: 'درج نام فیلد در شرط' }));
  await pick('menuitem', 'شخص');
  const condition = within(ifCard).getByRole('textbox', { name: 'شرط' });
  expect((condition as HTMLInputElement).value).toBe('person');
  typeInto(condition, 'person != null');
  await addExpression(panel, 'افزودن عبارت درون اگر ۱', 'پنهان کردن زیرفرم');
  await choose(region(panel, 'پنهان کردن زیرفرم ۱.۱'), 'زیرفرم', 'جزئیات');
  await addExpression(panel, 'افزودن عبارت درون اگر ۱', 'نمایش پیام');
  const toast = region(panel, 'نمایش پیام ۱.۲');
  await choose(toast, 'نوع پیام', 'اطلاع (آبی)');
  typeInto(within(toast).getByRole('textbox', { name: 'متن' }), TOAST);
  return panel;
}

describe('the form designer’s functions', () => {
  it('adds a change function on a select that hides a subform and toasts; the save carries it, runnable', async () => {
    renderDesigner();
    expect(within(functionsPart()).getByText('هنوز تابعی افزوده نشده است.')).toBeTruthy();
    await buildHideFunction();

    const row = within(functionsPart()).getByTestId('function-row');
    expect(row.textContent).toContain('هنگام تغییر فیلد: شخص');
    expect(row.textContent).toContain('اجرا در مرورگر');
    expect(row.textContent).not.toMatch(/[۰-۹]+ ایراد/);

    const saved = await savedDefinition();
    expect(formDefinitionError(saved)).toBeNull();
    const [fn] = saved.functions ?? [];
    expect(fn).toMatchObject({
      id: 'fn1',
      fname: 'پنهان کردن جزئیات',
      callOn: 'change',
      relatedId: 'f1',
      isServerSide: false,
      usedFieldInfos: ['f1'],
      expressions: [
        {
          type: 'if',
          condition: 'person != null',
          children: [
            { type: 'hideSubform', fieldId: 'f3' },
            { type: 'toast', color: 'info', text: `'${TOAST}'` },
          ],
        },
      ],
    });
    // The form's fields travel with it, so `person` resolves to the answer of f1 wherever it runs.
    expect(fn?.formFields).toEqual([
      { id: 'f1', fname: 'شخص', ename: 'person', type: 'select' },
      { id: 'f2', fname: 'نام کامل', ename: 'fullName', type: 'text' },
      { id: 'f3', fname: 'جزئیات', ename: 'details', type: 'subform' },
      { id: 'f5', fname: 'پیوست‌ها', ename: 'attachments', type: 'expansion' },
    ]);
    const parsed = parseFunction(fn);
    expect(parsed.ok).toBe(true);
    const effects: string[] = [];
    const host: FlowHost = {
      showSubform: (id) => void effects.push(`show ${id}`),
      hideSubform: (id) => void effects.push(`hide ${id}`),
      toast: (t) => void effects.push(`${t.color} ${t.text}`),
      disableForm: () => undefined,
      redirect: () => undefined,
    };
    const run = await runFunction(fn as FlowFunction, {
      answers: { f1: '101', f2: null, f3: null },
      host,
      // A clock that stands still: the run's steps are the subject here, not how fast this machine is.
      budget: createBudget({ now: () => 0 }),
      now: 0,
    });
    expect(run.ok).toBe(true);
    expect(effects).toEqual(['hide f3', `info ${TOAST}`]);
  });

  it('reads another collection on the server and fills a field: the side follows the steps', async () => {
    renderDesigner();
    fireEvent.click(within(functionsPart()).getByRole('button', { name: 'افزودن تابع' }));
    const panel = region(functionsPart(), 'ویرایش «تابع ۱»');
    await choose(panel, 'زمان اجرا', 'هنگام تغییر فیلد');
    await choose(panel, 'فیلد مربوط', 'شخص');
    await addExpression(panel, 'افزودن عبارت', 'خواندن رکورد');
    const read = region(panel, 'خواندن رکورد ۱');
    await choose(read, 'مجموعه داده', 'افراد');
    fireEvent.click(within(read).getByRole('button', { name: 'افزودن به شرط‌های جستجو' }));
    await choose(read, 'فیلد', 'کد');
    typeInto(within(read).getByRole('textbox', { name: 'مقدار' }), 'person');
    typeInto(within(read).getByRole('textbox', { name: 'ذخیره نتیجه در' }), 'found');
    await addExpression(panel, 'افزودن عبارت', 'مقداردهی متغیر');
    const assign = region(panel, 'مقداردهی متغیر ۲');
    await choose(assign, 'نوع مقصد', 'فیلد');
    await choose(assign, 'نام متغیر', 'نام کامل');
    typeInto(within(assign).getByRole('textbox', { name: 'مقدار' }), 'first(found).name');

    const row = within(functionsPart()).getByTestId('function-row');
    expect(row.textContent).toContain('اجرا در سرور');
    const [fn] = (await savedDefinition()).functions ?? [];
    expect(fn).toMatchObject({
      isServerSide: true,
      expressions: [
        { type: 'read', collectionId: 3, where: { code: { op: 'eq', value: 'person' } }, into: 'found' },
        { type: 'varAssign', name: 'f2', value: 'first(found).name' },
      ],
    });
  });

  it('refuses to save while a function has a problem, naming it; then shows the server’s refusal', async () => {
    renderDesigner();
    fireEvent.click(within(functionsPart()).getByRole('button', { name: 'افزودن تابع' }));
    const panel = region(functionsPart(), 'ویرایش «تابع ۱»');
    await choose(panel, 'زمان اجرا', 'هنگام کلیک روی دکمه');
    // The form has no button: the field picker says so, and the function cannot be saved yet.
    expect(panel.textContent).toContain('این فرم هنوز دکمه‌ای ندارد');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const alert = await within(functionsPart()).findByRole('alert');
    expect(alert.textContent).toContain('تابع «تابع ۱»: «فیلد مربوط» را برگزینید.');
    expect(within(functionsPart()).getByTestId('function-row').textContent).toContain('۱ ایراد');
    expect(putRequests()).toHaveLength(0);

    await choose(panel, 'زمان اجرا', 'هنگام بارگذاری فرم');
    refuse = ['تابع «تابع ۱» فرم، اگر ۱: در «شرط»: عبارت ناتمام است.'];
    try {
      fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
      const refusal = await within(functionsPart()).findByText('سرور توابع فرم را نپذیرفت:');
      expect(refusal.parentElement?.textContent).toContain(refuse[0]);
    } finally {
      refuse = null;
    }
  });

  it.each([
    {
      owner: 'a subform, in its properties',
      fieldId: 'f3',
      field: 'جزئیات',
      group: 'توابع زیرفرم',
      listOf: (saved: FormDefinition) => saved.formFields[2]?.subform?.functions,
    },
    {
      owner: 'a tab, under the tab',
      fieldId: 'f5',
      field: 'پیوست‌ها',
      group: 'توابع زبانه «مدارک»',
      listOf: (saved: FormDefinition) => saved.formFields[3]?.tabs?.[0]?.formInfo.functions,
    },
  ])(
    'gives $owner its own functions',
    async ({ fieldId, field, group, listOf }) => {
      renderDesigner();
      const row = document.querySelector<HTMLElement>(`[data-field-id="${fieldId}"]`)!;
      fireEvent.click(within(row).getByRole('button', { name: `ویژگی‌های ${field}` }));
      const own = within(row).getByRole('group', { name: group });
      fireEvent.click(within(own).getByRole('button', { name: 'افزودن تابع' }));
      const panel = region(own, 'ویرایش «تابع ۱»');
      await addExpression(panel, 'افزودن عبارت', 'نمایش زیرفرم');
      await choose(region(panel, 'نمایش زیرفرم ۱'), 'زیرفرم', 'جزئیات');
      const saved = await savedDefinition();
      expect(saved.functions ?? []).toEqual([]);
      expect(listOf(saved)).toEqual([
        expect.objectContaining({
          id: 'fn1',
          callOn: 'load',
          expressions: [expect.objectContaining({ type: 'subform', fieldId: 'f3' })],
        }),
      ]);
    },
    120_000,
  );

  it('has no serious or critical axe violation with a function open, and shows no ids or JSON', async () => {
    renderDesigner();
    const panel = await buildHideFunction();
    expect(functionsPart().textContent).not.toMatch(/[{}]|fn1|"type"|\bf[0-9]\b/);
    const result = await axe.run(panel.closest('section')!, {
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    expect(serious).toEqual([]);
  });
});
