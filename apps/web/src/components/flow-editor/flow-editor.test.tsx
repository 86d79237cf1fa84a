import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowExpression } from '@darvazeh/shared';
import { MuiFrame } from '../mui-frame';
import { FlowEditor, type FlowEditorProps } from './flow-editor';
import type { FlowEditorField } from './flow-editor-context';

const fields: FlowEditorField[] = [
  { id: 'f_age', fname: 'سن متقاضی', ename: 'age', type: 'text' },
  { id: 'f_name', fname: 'نام متقاضی', ename: 'name', type: 'text' },
];

/** What the editor may name beside the fields: collections, queries, functions, services, outside services. */
type Names = Pick<FlowEditorProps, 'collections' | 'queries' | 'functions' | 'services' | 'externalServices'>;

/** Renders the editor over its own state and `names`, and answers a getter for the latest tree. */
function renderEditor(initial: FlowExpression[] = [], names: Names = {}) {
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <FlowEditor
        value={value}
        fields={fields}
        {...names}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    );
  }
  const view = render(
    <MuiFrame>
      <Harness />
    </MuiFrame>,
  );
  return { ...view, tree: () => latest };
}

/** Opens the add menu named `button` and picks `type`'s Persian label. */
function add(button: HTMLElement, label: string) {
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: label }));
}

/** Chooses `option` in the select labelled `label` inside `scope`. */
function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

afterEach(cleanup);

const card = (name: string) => screen.getByRole('region', { name });

describe('the flow editor', () => {
  it('builds an if with a toast inside it: the tree holds the condition, the quoted text and fresh ids', () => {
    const { tree } = renderEditor();
    add(screen.getByRole('button', { name: 'افزودن عبارت' }), 'اگر');
    fireEvent.change(within(card('اگر ۱')).getByRole('textbox', { name: 'شرط' }), {
      target: { value: 'age >= 18' },
    });
    add(screen.getByRole('button', { name: 'افزودن عبارت درون اگر ۱' }), 'نمایش پیام');
    const toast = card('نمایش پیام ۱.۱');
    fireEvent.change(within(toast).getByRole('textbox', { name: 'متن' }), { target: { value: 'ثبت شد' } });

    const [ifNode] = tree();
    expect(ifNode).toMatchObject({ type: 'if', condition: 'age >= 18' });
    expect(ifNode!.children).toEqual([
      { id: expect.stringMatching(/^[a-z][a-z0-9]{7}$/), type: 'toast', color: 'success', text: "'ثبت شد'" },
    ]);
    expect(ifNode!.id).not.toBe(ifNode!.children![0]!.id);
    // The finished function has nothing to complain about, and runs in the browser (SPEC §4).
    expect(screen.getByText('بی‌ایراد')).toBeTruthy();
    expect(screen.getByTestId('flow-side').textContent).toBe('اجرا در مرورگر');
  });

  it('shows a parse problem under the source as it is typed, and on the card', () => {
    renderEditor([{ id: 'c1', type: 'if', condition: 'age >=', children: [] }]);
    const ifCard = card('اگر ۱');
    const input = within(ifCard).getByRole('textbox', { name: 'شرط' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(ifCard).getByText(/عبارت ناتمام است\. \(نزدیک نویسه/)).toBeTruthy();
    // Said once, under the source; the card counts it.
    expect(within(ifCard).queryByText(/^در «شرط»: عبارت ناتمام است/)).toBeNull();
    expect(within(ifCard).getByText('۱ ایراد')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'age >= 18' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(within(ifCard).queryByText(/عبارت ناتمام است/)).toBeNull();
  });

  it('offers fields by their Persian names and stores their ids', () => {
    const { tree } = renderEditor([{ id: 'v1', type: 'varAssign', name: 'total', value: '1' }]);
    const assign = card('مقداردهی متغیر ۱');
    choose(assign, 'نوع مقصد', 'فیلد');
    expect(tree()[0]).toMatchObject({ name: 'f_age' });
    choose(assign, 'نام متغیر', 'نام متقاضی');
    expect(tree()[0]).toMatchObject({ name: 'f_name' });
    expect(within(assign).getByRole('combobox', { name: 'نام متغیر' }).textContent).toBe('نام متقاضی');
    expect(assign.textContent).not.toContain('f_name');
  });

  it('moves a card down and deletes a block only after asking', async () => {
    const { tree } = renderEditor([
      { id: 'a1', type: 'var', name: 'x', value: '1' },
      {
        id: 'b1',
        type: 'if',
        condition: 'x > 0',
        children: [{ id: 'c1', type: 'toast', color: 'info', text: "'x'" }],
      },
    ]);
    const down = screen.getByRole('button', { name: 'انتقال تعریف متغیر ۱ به پایین' });
    down.focus();
    fireEvent.click(down);
    expect(tree().map((n) => n.id)).toEqual(['b1', 'a1']);
    // The card is now last, so its «down» is disabled and the focus stays on the card, on «up».
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'انتقال تعریف متغیر ۲ به بالا' }));
    expect(screen.getByTestId('flow-side').textContent).toBe('اجرا در مرورگر');
    fireEvent.click(screen.getByRole('button', { name: 'حذف اگر ۱' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'تأیید' }));
    expect(tree().map((n) => n.id)).toEqual(['a1']);
    // The deleted card's buttons are gone; the focus waits on the list's add button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'افزودن عبارت' }).at(-1)),
    );
  });

  it('names a record key by its field in a problem, never by its id', () => {
    renderEditor([{ id: 'w1', type: 'create', collectionId: 3, values: { c_title: '' } }], {
      collections: [{ id: 3, fname: 'درخواست‌ها', fields: [{ id: 'c_title', fname: 'عنوان درخواست' }] }],
    });
    const create = card('ایجاد رکورد ۱');
    expect(within(create).getByText(/› عنوان درخواست»: عبارت خالی است\.$/)).toBeTruthy();
    expect(create.textContent).not.toContain('c_title');
  });

  it('says a subform no longer in the form is gone, never by its id', () => {
    renderEditor([{ id: 'h1', type: 'hideSubform', fieldId: 'f_gone' }]);
    const hide = card('پنهان کردن زیرفرم ۱');
    expect(within(hide).getByText('«زیرفرم» برگزیده دیگر در فرم نیست؛ دیگری برگزینید.')).toBeTruthy();
    expect(within(hide).getByRole('combobox', { name: /^زیرفرم/ }).textContent).toBe('فیلد حذف‌شده');
    expect(hide.textContent).not.toContain('f_gone');
  });

  it('offers the fields in a source by their Persian names and writes their English names', () => {
    const { tree } = renderEditor([{ id: 'i1', type: 'if', condition: 'age >=', children: [] }]);
    fireEvent.click(within(card('اگر ۱')).getByRole('button', { name: 'درج نام فیلد در شرط' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'نام متقاضی' }));
    expect(tree()[0]).toMatchObject({ condition: 'age >= name' });
  });

  it('names a read’s stored query by its Persian name and stores its id', () => {
    const { tree } = renderEditor([{ id: 'r1', type: 'read', collectionId: 3, queryId: 99, into: 'rows' }], {
      collections: [{ id: 3, fname: 'درخواست‌ها' }],
      queries: [{ id: 7, fname: 'درخواست‌ها بر اساس مقطع' }],
    });
    const read = card('خواندن رکورد ۱');
    // An id no stored query has is said to be a deleted one, not shown as a number.
    expect(within(read).getByRole('combobox', { name: /^پرس‌وجو/ }).textContent).toBe('پرس‌وجوی حذف‌شده');
    const pickQuery = (option: string) => {
      fireEvent.mouseDown(within(read).getByRole('combobox', { name: /^پرس‌وجو/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
    };
    pickQuery('درخواست‌ها بر اساس مقطع');
    expect(tree()[0]).toMatchObject({ queryId: 7 });
    pickQuery('بدون پرس‌وجو: رکوردهای مجموعه داده با شرط‌ها خوانده می‌شوند');
    expect(tree()[0]).not.toHaveProperty('queryId');
  });

  it('names a fetch’s web service by its function’s Persian name, and clears it for a URL', () => {
    const { tree } = renderEditor(
      [{ id: 'w1', type: 'fetch', method: 'get', url: "'https://example.ir/'", into: 'answer' }],
      { functions: [{ id: 12, fname: 'استعلام وضعیت تحصیلی' }] },
    );
    const fetchCard = card('فراخوانی وب‌سرویس ۱');
    const pick = (option: string) => {
      fireEvent.mouseDown(within(fetchCard).getByRole('combobox', { name: /^وب‌سرویس/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
    };
    pick('استعلام وضعیت تحصیلی');
    expect(tree()[0]).toMatchObject({ serviceId: 12 });
    pick('تابعی برگزیده نشده');
    expect(tree()[0]).not.toHaveProperty('serviceId');
  });

  it('names a fetch’s outside web service by its registered name, its url then a path under it (issue 26)', () => {
    const { tree } = renderEditor(
      [{ id: 'w1', type: 'fetch', method: 'get', url: "'grades'", into: 'answer' }],
      { externalServices: [{ id: 7, fname: 'سامانه آموزش' }] },
    );
    const fetchCard = card('فراخوانی وب‌سرویس ۱');
    const pick = (option: string) => {
      fireEvent.mouseDown(within(fetchCard).getByRole('combobox', { name: /^سامانه بیرونی/ }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
    };
    pick('سامانه آموزش');
    expect(tree()[0]).toMatchObject({ externalServiceId: 7, url: "'grades'" });
    pick('بدون وب‌سرویس بیرونی');
    expect(tree()[0]).not.toHaveProperty('externalServiceId');
  });

  it('edits a mongo step’s pipeline as JSON, keeping the last good stages while the text is broken', () => {
    const { tree } = renderEditor(
      [{ id: 'm1', type: 'mongo', collectionId: 3, pipeline: [{ $limit: 5 }], into: 'rows' }],
      { collections: [{ id: 3, fname: 'درخواست‌ها' }] },
    );
    const stages = within(card('پرس‌وجوی تجمیعی ۱')).getByRole('textbox', { name: 'مراحل پرس‌وجو' });
    fireEvent.change(stages, { target: { value: '[{"$match": {"status": "فعال"}}, {"$limit": 10}]' } });
    expect(tree()[0]).toMatchObject({ pipeline: [{ $match: { status: 'فعال' } }, { $limit: 10 }] });
    fireEvent.change(stages, { target: { value: '[{"$limit": ' } });
    expect(screen.getByText(/متن مراحل JSON معتبر نیست/)).toBeTruthy();
    fireEvent.change(stages, { target: { value: '{"$limit": 3}' } });
    expect(screen.getByText('مراحل باید فهرستی از شیءها باشد، هر شیء یک مرحله.')).toBeTruthy();
    expect(tree()[0]).toMatchObject({ pipeline: [{ $match: { status: 'فعال' } }, { $limit: 10 }] });
  });

  it('names the service createProcess starts by its Persian name, a deleted one said to be deleted', () => {
    const { tree } = renderEditor([{ id: 'p1', type: 'createProcess', processId: 404, into: 'request' }], {
      services: [{ id: 8, fname: 'درخواست خوابگاه' }],
    });
    const start = card('ایجاد فرآیند ۱');
    const picker = within(start).getByRole('combobox', { name: 'خدمت (فرآیند آن)' });
    expect(picker.textContent).toBe('خدمت حذف‌شده');
    fireEvent.mouseDown(picker);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'درخواست خوابگاه' }));
    expect(tree()[0]).toMatchObject({ processId: 8 });
  });

  it('marks a function with a record read as server side', () => {
    renderEditor([{ id: 'r1', type: 'read', collectionId: 3, into: 'rows' }]);
    expect(screen.getByTestId('flow-side').textContent).toBe('اجرا در سرور');
  });

  it('has no serious or critical axe violation with cards of several kinds open', async () => {
    const { container } = renderEditor([
      {
        id: 'i1',
        type: 'if',
        condition: 'age >',
        children: [{ id: 't1', type: 'toast', color: 'info', text: "'سلام'" }],
      },
      {
        id: 'c1',
        type: 'create',
        collectionId: '',
        values: { a: "'1'" },
        where: { a: { op: 'eq', value: '1' } },
      },
      { id: 'f1', type: 'fetch', method: 'get', url: "'https://example.org'", into: 'answer' },
    ]);
    const seriousIn = async (root: Element) => {
      const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    };
    expect(await seriousIn(container)).toEqual([]);
    // The add menu, open with its group headings.
    fireEvent.click(screen.getAllByRole('button', { name: 'افزودن عبارت' }).at(-1)!);
    expect(await seriousIn(screen.getByRole('menu'))).toEqual([]);
  });
});
