import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionError, type FormDefinition, type FormField } from '@darvazeh/shared';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderRoutes } from '../../../test/render-route';
import { choose, pick, typeInto } from '../../../test/mui-pick.fixture';
import type * as SortableModule from '@dnd-kit/sortable';
import { CollectionDesigner } from './collection-designer';

// Counts each row's renders through dnd-kit's hook (every row calls it once per render), so the test
// can see which rows an edit re-rendered. The real hook still runs.
const rowRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const real = await importOriginal<typeof SortableModule>();
  return {
    ...real,
    useSortable: (args: Parameters<typeof real.useSortable>[0]) => {
      const id = String(args.id);
      rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1);
      return real.useSortable(args);
    },
  };
});

const source = {
  id: 3,
  fname: 'دانشکده‌ها',
  formInfo: { formFields: [{ id: 'title', fname: 'عنوان', ename: 'title', type: 'text' }] },
};

/** A stored query: requests counted by degree, keyed by the stored option. */
const levels = {
  id: 5,
  fname: 'درخواست‌ها بر اساس مقطع',
  description: null,
  definition: { mapBy: 'level' },
  columns: [
    { name: 'level', label: 'مقطع' },
    { name: 'level_label', label: 'عنوان مقطع' },
    { name: 'count_id', label: 'تعداد' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
};

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/datacollection/all') return sendJson(response, 200, ok({ list: [source] }));
  if (request.url === '/api/v1/query/all') return sendJson(response, 200, ok({ list: [levels] }));
  if (request.url === '/api/v1/datacollection/check-name')
    return sendJson(response, 200, ok({ available: true }));
  if (request.url === '/api/v1/datacollection' && request.method === 'POST') {
    const body = JSON.parse(request.body) as object;
    return sendJson(response, 200, ok({ id: 9, ...body, createdAt: '2026-01-01T00:00:00.000Z' }));
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});
beforeEach(() => {
  rowRenders.clear();
});

function renderDesigner() {
  renderRoutes([
    { path: '/', element: <CollectionDesigner item={null} /> },
    { path: '/panel/data-collection/detail/:id', element: <p>saved</p> },
  ]);
}

// Role queries over the whole designer are slow in jsdom, so they are scoped to the palette or a panel.
const add = (type: string) =>
  fireEvent.click(
    within(screen.getByTestId('field-palette')).getByRole('button', { name: `افزودن فیلد ${type}` }),
  );
/** The open property panel of field `id` (its accessible name is checked in the browser journey). */
const panel = (id: string) => {
  const region = document.getElementById(`field-panel-${id}`);
  if (!region) throw new Error(`no open panel for ${id}`);
  return region;
};
async function savedDefinition(): Promise<{ fname: string; formInfo: FormDefinition }> {
  fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(server.requests.some((r) => r.url === '/api/v1/datacollection')).toBe(true));
  const request = server.requests.find((r) => r.url === '/api/v1/datacollection');
  return JSON.parse(request?.body ?? '{}') as { fname: string; formInfo: FormDefinition };
}

describe('the form designer', () => {
  it('builds a definition of nested fields through the UI and saves one the shared check accepts', async () => {
    renderDesigner();
    typeInto(screen.getByRole('textbox', { name: 'نام مجموعه داده' }), 'درخواست مرخصی');

    add('متن');
    const text = panel('f1');
    typeInto(within(text).getByRole('textbox', { name: 'عنوان فیلد' }), 'نام متقاضی');
    typeInto(within(panel('f1')).getByRole('textbox', { name: 'نام انگلیسی' }), 'applicant');
    fireEvent.click(within(panel('f1')).getByRole('switch', { name: 'الزامی' }));
    await choose(panel('f1'), 'قالب', 'تلفن همراه');

    add('فهرست کشویی');
    const select = panel('f2');
    typeInto(within(select).getByRole('textbox', { name: 'عنوان گزینه ۱' }), 'استحقاقی');
    fireEvent.click(within(select).getByRole('button', { name: 'افزودن گزینه' }));

    add('جدول');
    fireEvent.click(within(panel('f3')).getByRole('button', { name: 'افزودن ستون' }));
    await pick('menuitem', 'تاریخ');
    expect(within(panel('f3')).getByText('تاریخ ۴')).toBeTruthy();

    add('زبانه‌ها');
    const expansion = panel('f5');
    typeInto(within(expansion).getByRole('textbox', { name: 'نام زبانه ۱' }), 'سوابق');
    fireEvent.click(within(expansion).getByRole('button', { name: 'افزودن فیلد' }));
    await pick('menuitem', 'چک‌باکس');

    add('زیرفرم');
    await choose(panel('f7'), 'نحوه نمایش زیرفرم', 'در پنجره بازشو');

    const subformRow = document.querySelector<HTMLElement>('[data-field-id="f7"]');
    fireEvent.click(within(subformRow!).getByRole('button', { name: 'انتقال زیرفرم ۷ به بالا' }));

    const saved = await savedDefinition();
    expect(saved.fname).toBe('درخواست مرخصی');
    expect(formDefinitionError(saved.formInfo)).toBeNull();
    const fields = saved.formInfo.formFields;
    expect(fields.map((f) => f.type)).toEqual(['text', 'select', 'table', 'subform', 'expansion']);
    expect(fields[0]).toEqual({
      id: 'f1',
      fname: 'نام متقاضی',
      ename: 'applicant',
      type: 'text',
      required: true,
      format: 'mobile',
    });
    expect(fields[1]?.options).toEqual([
      { id: 1, fname: 'استحقاقی' },
      { id: 2, fname: 'گزینه ۲' },
    ]);
    expect(fields[2]?.subform?.formFields.map((f: FormField) => f.type)).toEqual(['date']);
    expect(fields[3]?.subform?.triggerDisplay).toEqual({ displayType: 'popup' });
    expect(fields[4]?.tabs?.[0]).toMatchObject({
      name: 'سوابق',
      formInfo: { formFields: [expect.objectContaining({ type: 'checkbox' })] },
    });
  });

  it('draws options from another collection, and refuses to save until a source is chosen', async () => {
    renderDesigner();
    typeInto(screen.getByRole('textbox', { name: 'نام مجموعه داده' }), 'ثبت‌نام');
    add('دکمه‌های رادیویی');
    const radio = panel('f1');
    fireEvent.click(within(radio).getByRole('radio', { name: 'از رکوردهای مجموعه داده دیگر' }));

    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'مقدار formFields[0].options معتبر نیست: گزینه‌های فیلد را وارد کنید یا منبع آن را برگزینید.',
    );
    expect(server.requests.some((r) => r.url === '/api/v1/datacollection')).toBe(false);

    await choose(radio, 'مجموعه داده منبع', 'دانشکده‌ها');
    await choose(radio, 'فیلد عنوان', 'عنوان');
    const saved = await savedDefinition();
    expect(saved.formInfo.formFields[0]).toMatchObject({ sourceId: 3, fnamePath: 'title' });
    expect(saved.formInfo.formFields[0]).not.toHaveProperty('options');
  });

  it('draws a select’s options and a chart’s points from a stored query, by its name and columns’ labels', async () => {
    renderDesigner();
    typeInto(screen.getByRole('textbox', { name: 'نام مجموعه داده' }), 'پیگیری');
    add('فهرست کشویی');
    const select = panel('f1');
    fireEvent.click(within(select).getByRole('radio', { name: 'از پرس‌وجوی ذخیره‌شده' }));
    await choose(select, 'پرس‌وجوی ذخیره‌شده', 'درخواست‌ها بر اساس مقطع');
    // The defaults: the key column as the value, the next one as the label.
    expect(within(select).getByRole('combobox', { name: /^ستون مقدار/ }).textContent).toContain('مقطع');
    await choose(select, 'ستون عنوان', 'عنوان مقطع');
    add('نمودار');
    const chart = panel('f2');
    fireEvent.click(within(chart).getByRole('radio', { name: 'از پرس‌وجوی ذخیره‌شده' }));
    await choose(chart, 'پرس‌وجوی ذخیره‌شده', 'درخواست‌ها بر اساس مقطع');
    expect(within(chart).queryByRole('combobox', { name: /^ستون مقدار/ })).toBeNull();

    const saved = await savedDefinition();
    expect(saved.formInfo.formFields[0]).toMatchObject({
      queryId: 5,
      fnamePath: 'level_label',
      valuePath: 'level',
    });
    expect(saved.formInfo.formFields[0]).not.toHaveProperty('options');
    expect(saved.formInfo.formFields[0]).not.toHaveProperty('sourceId');
    expect(saved.formInfo.formFields[1]).toMatchObject({
      type: 'chart',
      queryId: 5,
      fnamePath: 'level_label',
    });
  });

  it('re-renders only the edited row when a property changes', () => {
    renderDesigner();
    add('متن');
    add('تاریخ');
    add('نقشه');
    const before = new Map(rowRenders);
    typeInto(within(panel('f3')).getByRole('textbox', { name: 'عنوان فیلد' }), 'محل سکونت');
    expect(rowRenders.get('f3')).toBeGreaterThan(before.get('f3') ?? 0);
    expect(rowRenders.get('f1')).toBe(before.get('f1'));
    expect(rowRenders.get('f2')).toBe(before.get('f2'));
  });
});

describe('the form designer guarding the design', () => {
  /** The designer at '/', a list page to leave for, and a preview holding a form of its own. */
  function renderGuarded() {
    return renderRoutes([
      {
        path: '/',
        element: (
          <CollectionDesigner
            item={null}
            renderPreview={() => (
              <form data-testid="preview-form" onSubmit={(event) => event.preventDefault()}>
                <button type="submit">بررسی فرم</button>
              </form>
            )}
          />
        ),
      },
      { path: '/panel/data-collection/list', element: <p>list</p> },
      { path: '/panel/data-collection/detail/:id', element: <p>saved</p> },
    ]);
  }

  it('holds the preview form without being a form itself, so checking the preview submits nothing else', async () => {
    renderGuarded();
    const inner = await screen.findByTestId('preview-form');
    expect(inner.parentElement?.closest('form')).toBeNull();
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });

  it('asks before deleting a field, and keeps it when the Admin cancels', async () => {
    renderGuarded();
    add('متن');
    add('جدول');
    const row = () => document.querySelector<HTMLElement>('[data-field-id="f2"]');
    fireEvent.click(within(row()!).getByRole('button', { name: 'حذف جدول ۲' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف فیلد' });
    expect(dialog.textContent).toContain('فیلد «جدول ۲» با همه فیلدهای درون آن حذف شود؟');
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row()).not.toBeNull();

    fireEvent.click(within(row()!).getByRole('button', { name: 'حذف جدول ۲' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(row()).toBeNull());
    expect(document.querySelector('[data-field-id="f1"]')).not.toBeNull();
  });

  it('asks before leaving with unsaved changes, stays on cancel and leaves on confirm', async () => {
    const router = renderGuarded();
    // Nothing changed yet: leaving needs no question.
    fireEvent.click(screen.getByRole('link', { name: 'بازگشت به فهرست' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/data-collection/list'));
    await router.navigate(-1);
    await screen.findByRole('textbox', { name: 'نام مجموعه داده' });

    add('متن');
    fireEvent.click(screen.getByRole('link', { name: 'بازگشت به فهرست' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(document.querySelector('[data-field-id="f1"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'بازگشت به فهرست' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ترک صفحه' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/data-collection/list'));
  });

  it('warns on closing the tab only while changes are unsaved, and not after saving', async () => {
    const router = renderGuarded();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    typeInto(screen.getByRole('textbox', { name: 'نام مجموعه داده' }), 'درخواست وام');
    add('متن');
    expect(closing()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    // Saving a new collection moves to its address without asking.
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/data-collection/detail/9'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closing()).toBe(false);
  });
});
