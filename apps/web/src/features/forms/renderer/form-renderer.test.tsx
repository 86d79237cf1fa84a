import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_CHECK_MESSAGES,
  formDefinitionError,
  VALIDATION_MESSAGES as V,
  type FormDefinition,
} from '@darvazeh/shared';
import { sendJson, sendNotFound } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { uploadStore } from '../../../lib/uploads';
import { field, fieldBox, OPTIONS, renderForm } from './test-helpers';
import { shownToasts } from '../../../test/toast-log';

let uploadsFail = false;

const server = serveDuringTests((request, response) => {
  if (request.url.startsWith('/api/v1/file/upload/')) {
    if (uploadsFail) sendJson(response, 400, { success: false, message: 'نوع فایل مجاز نیست.', data: null });
    else
      sendJson(response, 200, {
        success: true,
        message: null,
        data: { id: 'f'.repeat(32), name: 'x.pdf', size: 3, mime: 'application/pdf' },
      });
    return;
  }
  if (request.url === '/api/v1/datacollection/7/record/filter') {
    sendJson(response, 200, {
      success: true,
      message: null,
      data: {
        list: [
          { id: 11, data: { title: 'دانشکده فنی' } },
          { id: 12, data: { title: 'دانشکده علوم' } },
        ],
        pages: 1,
        currentPage: 1,
      },
    });
    return;
  }
  sendNotFound(response);
});
beforeEach(() => {
  uploadsFail = false;
  uploadStore.set([]);
});

// MUI in jsdom on a shared 2-core machine: a generous budget per test (never a speed assertion).

/** Submits and returns the shown failure, which must sit in an element with role="alert". */
async function submitAndReadError(label = 'ثبت'): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  const alerts = await screen.findAllByRole('alert');
  const inForm = alerts.find((alert) => alert.closest('form'));
  expect(inForm).toBeDefined();
  return inForm?.textContent ?? '';
}

const EVERY_TYPE: FormDefinition = {
  formFields: [
    field('text', 'name', 'نام', { required: true }),
    field('date', 'birth', 'تاریخ تولد'),
    field('file', 'attach', 'پیوست'),
    field('image', 'photo', 'عکس'),
    field('checkbox', 'agree', 'موافقم'),
    field('radio', 'gender', 'جنسیت', { options: OPTIONS }),
    field('select', 'city', 'شهر', { options: OPTIONS }),
    field('autocomplete', 'faculty', 'دانشکده', { sourceId: 7, fnamePath: 'title' }),
    field('multiselect', 'langs', 'زبان‌ها', { options: OPTIONS }),
    field('multiautocomplete', 'skills', 'مهارت‌ها', { options: OPTIONS }),
    field('multilistbox', 'days', 'روزها', { options: OPTIONS }),
    field('map', 'place', 'محل'),
    field('expansion', 'more', 'بیشتر', {
      tabs: [{ id: 'tab1', name: 'زبانه اول', formInfo: { formFields: [field('text', 'nick', 'لقب')] } }],
    }),
    field('table', 'kids', 'فرزندان', { subform: { formFields: [field('text', 'kidName', 'نام فرزند')] } }),
    field('subform', 'addr', 'نشانی', {
      subform: {
        formFields: [field('text', 'street', 'خیابان')],
        triggerDisplay: { displayType: 'notHide' },
      },
    }),
    field('alert', 'note', 'تذکر', { label: 'این فرم را با دقت پر کنید.' }),
    field('richText', 'bio', 'زندگی‌نامه'),
    field('line', 'hr', 'خط'),
    field('space', 'gap', 'فاصله'),
    field('download', 'guide', 'راهنما', { fnamePath: 'https://example.com/guide.pdf' }),
    field('link', 'site', 'وبگاه', { label: 'https://example.com' }),
    field('button', 'go', 'محاسبه'),
    field('chart', 'stats', 'آمار', { sourceId: 99, fnamePath: 'title', chartType: 'pie' }),
  ],
};

describe('FormRenderer', () => {
  it('renders one field of every type with accessible names', async () => {
    expect(formDefinitionError(EVERY_TYPE)).toBeNull();
    expect(new Set(EVERY_TYPE.formFields.map((f) => f.type)).size).toBe(23);
    renderForm(EVERY_TYPE);
    // Each query is scoped to its field's box: a role query over the whole large form is slow in jsdom.
    const inField = (id: string) => within(fieldBox(id));
    expect(inField('name').getByRole('textbox', { name: 'نام' })).toBeTruthy();
    expect(inField('attach').getByLabelText('پیوست')).toBeTruthy();
    expect(inField('photo').getByLabelText('عکس')).toBeTruthy();
    expect(inField('agree').getByRole('checkbox', { name: 'موافقم' })).toBeTruthy();
    expect(inField('gender').getByRole('radiogroup', { name: 'جنسیت' })).toBeTruthy();
    expect(inField('city').getByRole('combobox', { name: 'شهر' })).toBeTruthy();
    expect(inField('faculty').getByRole('combobox', { name: 'دانشکده' })).toBeTruthy();
    expect(inField('langs').getByRole('combobox', { name: 'زبان‌ها' })).toBeTruthy();
    expect(inField('skills').getByRole('combobox', { name: 'مهارت‌ها' })).toBeTruthy();
    expect(inField('days').getByRole('listbox', { name: 'روزها' })).toBeTruthy();
    expect(inField('place').getByRole('textbox', { name: 'عرض جغرافیایی محل' })).toBeTruthy();
    expect(inField('place').getByRole('textbox', { name: 'طول جغرافیایی محل' })).toBeTruthy();
    expect(inField('more').getByRole('button', { name: 'زبانه اول' })).toBeTruthy();
    expect(inField('more').getByRole('textbox', { name: 'لقب' })).toBeTruthy();
    expect(inField('kids').getByRole('region', { name: 'فرزندان' })).toBeTruthy();
    expect(inField('addr').getByRole('group', { name: 'نشانی' })).toBeTruthy();
    expect(inField('addr').getByRole('textbox', { name: 'خیابان' })).toBeTruthy();
    expect(inField('note').getByRole('note').textContent).toBe('این فرم را با دقت پر کنید.');
    expect(inField('hr').getByRole('separator')).toBeTruthy();
    expect(fieldBox('gap').textContent).toBe('');
    expect(inField('guide').getByRole('link', { name: 'دریافت راهنما' }).getAttribute('href')).toBe(
      'https://example.com/guide.pdf',
    );
    expect(inField('site').getByRole('link', { name: 'وبگاه' }).getAttribute('href')).toBe(
      'https://example.com',
    );
    expect(inField('go').getByRole('button', { name: 'محاسبه' })).toBeTruthy();
    // The lazy parts: date picker, Leaflet map, TipTap editor.
    expect(await inField('birth').findByRole('group', { name: 'تاریخ تولد' })).toBeTruthy();
    expect(await inField('place').findByRole('application', { name: /نقشه محل/ })).toBeTruthy();
    expect(await inField('bio').findByRole('textbox', { name: 'زندگی‌نامه' })).toBeTruthy();
    // The chart's source answers 404 (no such collection): an error, not a crash.
    expect(await inField('stats').findByText('داده‌های نمودار بارگیری نشد.')).toBeTruthy();
  });

  it('picks a Jalali day in the calendar and stores YYYY/MM/DD with Latin digits', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [field('date', 'd', 'تاریخ ورود', { required: true })] },
      { initialAnswers: { d: '۱۴۰۵-۹-۱' }, onSubmit },
    );
    const open = await screen.findByRole('button', { name: /تاریخ را انتخاب کنید/ });
    expect(open.getAttribute('aria-label')).toContain('آذر ۱۴۰۵');
    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('gridcell', { name: '۱۵' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: '1405/09/15' }, []));
  });

  // Issue #13: the picker showed YYYY/MM/DD, weekdays «ش 1 2 3 4 5 ج» and Latin digits.
  it('shows the picker in Persian: weekday initials, placeholder and Persian digits everywhere', async () => {
    renderForm(
      {
        formFields: [field('date', 'd', 'تاریخ ورود'), field('date', 'e', 'تاریخ خروج')],
      },
      { initialAnswers: { d: '1405/09/01' } },
    );
    const latin = /[0-9]/;
    /** The text of the field's date sections, without bidi marks. */
    const sections = async (id: string, name: string) => {
      const group = await within(fieldBox(id)).findByRole('group', { name });
      const text = group.querySelector('.MuiPickersSectionList-root')?.textContent ?? '';
      return text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
    };
    expect(await sections('d', 'تاریخ ورود')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(await sections('e', 'تاریخ خروج')).toBe('سال/ماه/روز');

    fireEvent.click(within(fieldBox('d')).getByRole('button', { name: /تاریخ را انتخاب کنید/ }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(weekdays).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    const days = within(calendar)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent ?? '');
    expect(days.filter((day) => day !== '')).toContain('۱۵');
    expect(days.join('')).not.toMatch(latin);
    const header = document.querySelector('.MuiPickersCalendarHeader-label');
    expect(header?.textContent).toBe('آذر ۱۴۰۵');

    fireEvent.click(document.querySelector<HTMLElement>('.MuiPickersCalendarHeader-switchViewButton')!);
    const years = await screen.findAllByRole('radio');
    expect(years.map((year) => year.textContent)).toContain('۱۴۰۵');
    expect(years.map((year) => year.textContent).join('')).not.toMatch(latin);
  });

  /**
   * Types `text` key by key from the section at `from` (year, month, day), as a keyboard does: MUI moves
   * on to the next section by itself.
   */
  async function typeDay(id: string, name: string, text: string, from = 0): Promise<HTMLElement> {
    const group = await within(fieldBox(id)).findByRole('group', { name });
    act(() => group.querySelectorAll<HTMLElement>('[contenteditable="true"]')[from]!.focus());
    for (const key of text) {
      const section = document.activeElement as HTMLElement;
      section.textContent = key;
      fireEvent.input(section);
    }
    return group;
  }
  const sectionsText = (group: HTMLElement) =>
    group
      .querySelector('.MuiPickersSectionList-root')
      ?.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

  // Issue 24: ۱۴۰۲۰۷۰۱ typed showed ۱۴۰۲/۰۷/۰۱, yet the form said the required date was empty.
  it.each([
    ['Persian digits', '۱۴۰۲۰۷۰۱'],
    ['Persian digits with slashes', '۱۴۰۲/۷/۱'],
    ['Arabic digits', '١٤٠٢٠٧٠١'],
    ['Latin digits with slashes', '1402/07/01'],
  ])('stores a day typed with %s as the calendar would', async (_name, typed) => {
    const onSubmit = vi.fn();
    renderForm({ formFields: [field('date', 'd', 'تاریخ ورود', { required: true })] }, { onSubmit });
    const group = await typeDay('d', 'تاریخ ورود', typed);
    expect(sectionsText(group)).toBe('۱۴۰۲/۰۷/۰۱');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: '1402/07/01' }, []));
  });

  it.each([
    ['a day not in the calendar', '۱۴۰۲۱۲۳۰', '۲۹', '1402/12/29'],
    ['half a day', '۱۴۰۲۰۷', '۰۱', '1402/07/01'],
  ])('marks %s typed and refuses it, naming the field', async (_name, typed, dayTyped, stored) => {
    const onSubmit = vi.fn();
    renderForm({ formFields: [field('date', 'd', 'تاریخ ورود')] }, { onSubmit });
    await typeDay('d', 'تاریخ ورود', typed);
    fireEvent.blur(document.activeElement!);
    expect(await within(fieldBox('d')).findByText(/این تاریخ معتبر نیست/)).toBeTruthy();
    expect(await submitAndReadError()).toBe(FORM_CHECK_MESSAGES.badDate('تاریخ ورود'));
    expect(onSubmit).not.toHaveBeenCalled();
    // The day typed right: the mark goes and the day is stored.
    await typeDay('d', 'تاریخ ورود', dayTyped, 2);
    await waitFor(() => expect(within(fieldBox('d')).queryByText(/این تاریخ معتبر نیست/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: stored }, []));
  });

  it('re-renders only the typed field on a keystroke, and stores Latin digits', async () => {
    const rendered: string[] = [];
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [
          field('text', 'a', 'اول'),
          field('text', 'b', 'دوم'),
          field('select', 'c', 'سوم', { options: OPTIONS }),
          field('table', 't', 'جدول', { subform: { formFields: [field('text', 'x', 'ستون')] } }),
        ],
      },
      { onSubmit },
      (key) => rendered.push(key),
    );
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ردیف' }));
    rendered.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'اول' }), { target: { value: '۱۲۳' } });
    expect(rendered).toEqual(['a']);
    rendered.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'ستون' }), { target: { value: 'خانه' } });
    expect(rendered).toEqual(['t.0.x']);
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ a: '123', t: [{ x: 'خانه' }] }, []);
  });

  it('draws select options from the source collection records, labelled by fnamePath', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [field('select', 'fac', 'دانشکده', { sourceId: 7, fnamePath: 'title' })] },
      { onSubmit },
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'دانشکده' }));
    fireEvent.click(await screen.findByRole('option', { name: 'دانشکده علوم' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fac: 12 }, []));
  });
});

describe('the SPEC §5 check on submit', () => {
  const required = { required: true };
  const cases: [string, FormDefinition, string][] = [
    [
      'required date',
      { formFields: [field('date', 'd', 'تاریخ ورود', required)] },
      V.requiredDate('تاریخ ورود'),
    ],
    ['required file', { formFields: [field('file', 'f', 'کارنامه', required)] }, V.requiredFile('کارنامه')],
    [
      'required checkbox',
      { formFields: [field('checkbox', 'c', 'تعهد', required)] },
      V.requiredCheckbox('تعهد'),
    ],
    ['required map', { formFields: [field('map', 'm', 'محل کار', required)] }, V.requiredMap('محل کار')],
    [
      'required text',
      { formFields: [field('text', 't', 'نام خانوادگی', required)] },
      V.requiredField('نام خانوادگی'),
    ],
    [
      'expansion tab prefix',
      {
        formFields: [
          field('expansion', 'e', 'سوابق', {
            tabs: [
              { id: 't1', name: 'تحصیلی', formInfo: { formFields: [field('text', 'u', 'دانشگاه')] } },
              { id: 't2', name: 'شغلی', formInfo: { formFields: [field('text', 'j', 'سازمان', required)] } },
            ],
          }),
        ],
      },
      `${V.tabPrefix('سوابق', 2)} ${V.requiredField('سازمان')}`,
    ],
    [
      'required table without rows',
      {
        formFields: [
          field('table', 'k', 'اعضا', {
            ...required,
            subform: { formFields: [field('text', 'n', 'نام عضو')] },
          }),
        ],
      },
      V.requiredMap('اعضا'),
    ],
    [
      'required popup subform',
      {
        formFields: [
          field('subform', 's', 'ضامن', {
            ...required,
            subform: {
              formFields: [field('text', 'g', 'نام ضامن')],
              triggerDisplay: { displayType: 'popup' },
            },
          }),
        ],
      },
      V.requiredField('ضامن'),
    ],
  ];

  it.each(cases)('%s: shows the exact message and does not submit', async (_, definition, message) => {
    expect(formDefinitionError(definition)).toBeNull();
    const onSubmit = vi.fn();
    renderForm(definition, { onSubmit });
    expect(await submitAndReadError()).toBe(message);
    expect(shownToasts().map((toast) => toast.text)).toContain(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('table row prefix: a row with an empty required column', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [
          field('table', 'k', 'اعضا', {
            subform: { formFields: [field('text', 'n', 'نام عضو', { required: true })] },
          }),
        ],
      },
      { onSubmit },
    );
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ردیف' }));
    fireEvent.click(screen.getByRole('button', { name: 'افزودن ردیف' }));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'نام عضو' })[0]!, { target: { value: 'مریم' } });
    expect(await submitAndReadError()).toBe(`${V.rowPrefix('اعضا', 2)} ${V.requiredField('نام عضو')}`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a parent subform is checked only while its display switch is on', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [
          field('subform', 's', 'همسر', {
            subform: {
              formFields: [field('text', 'w', 'نام همسر', { required: true })],
              triggerDisplay: { displayType: 'parent' },
            },
          }),
        ],
      },
      { onSubmit },
    );
    expect(screen.queryByRole('textbox', { name: 'نام همسر' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'نمایش همسر' }));
    expect(await submitAndReadError()).toBe(V.requiredField('نام همسر'));
    fireEvent.click(screen.getByRole('switch', { name: 'نمایش همسر' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ 'display-s': false }, []));
  });

  it('an optional file chosen but not uploaded: submitted with the warning shown', async () => {
    uploadsFail = true;
    const onSubmit = vi.fn();
    renderForm({ formFields: [field('file', 'f', 'رزومه')] }, { onSubmit });
    fireEvent.change(screen.getByLabelText('رزومه'), { target: { files: [new File(['x'], 'cv.exe')] } });
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.startsWith('/api/v1/file/upload/'))).toBe(true),
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('رزومه').disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ f: 'cv.exe', 'f-path': null }, [V.fileNotUploaded('رزومه')]);
    expect(screen.getByRole('status').textContent).toContain(V.fileNotUploaded('رزومه'));
  });

  it('an uploaded file fills {id} and {id}-path', async () => {
    const onSubmit = vi.fn();
    renderForm({ formFields: [field('file', 'f', 'رزومه', { required: true })] }, { onSubmit });
    fireEvent.change(screen.getByLabelText('رزومه *'), { target: { files: [new File(['x'], 'cv.pdf')] } });
    await screen.findByRole('link', { name: 'x.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ f: 'x.pdf', 'f-path': 'f'.repeat(32) }, []));
  });

  it('preview shows the verdict instead of submitting', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [field('text', 't', 'عنوان', { required: true })] },
      { onSubmit, preview: true },
    );
    expect(await submitAndReadError('بررسی فرم')).toBe(V.requiredField('عنوان'));
    fireEvent.change(screen.getByRole('textbox', { name: 'عنوان' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'بررسی فرم' }));
    expect(await screen.findByText('پاسخ‌ها معتبر است و فرم قابل ثبت است.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(shownToasts()).toEqual([]);
  });
});

describe('containers, steps and the confirm step', () => {
  it('adds and removes table rows', () => {
    const definition = {
      formFields: [field('table', 'k', 'اعضا', { subform: { formFields: [field('text', 'n', 'نام عضو')] } })],
    };
    renderForm(definition);
    const add = screen.getByRole('button', { name: 'افزودن ردیف' });
    fireEvent.click(add);
    fireEvent.click(add);
    const [first, second] = screen.getAllByRole('textbox', { name: 'نام عضو' });
    fireEvent.change(first!, { target: { value: 'علی' } });
    fireEvent.change(second!, { target: { value: 'سارا' } });
    fireEvent.click(screen.getByRole('button', { name: 'حذف ردیف ۱ از اعضا' }));
    const left = screen.getAllByRole('textbox', { name: 'نام عضو' });
    expect(left).toHaveLength(1);
    expect((left[0] as HTMLInputElement).value).toBe('سارا');
    fireEvent.click(screen.getByRole('button', { name: 'حذف ردیف ۱ از اعضا' }));
    expect(screen.queryByRole('textbox', { name: 'نام عضو' })).toBeNull();
    expect(screen.getByText('هنوز ردیفی اضافه نشده است.')).toBeTruthy();
  });

  it('opens a popup subform in a dialog', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [
          field('subform', 's', 'ضامن', {
            subform: {
              formFields: [field('text', 'g', 'نام ضامن')],
              triggerDisplay: { displayType: 'popup' },
            },
          }),
        ],
      },
      { onSubmit },
    );
    expect(screen.queryByRole('textbox', { name: 'نام ضامن' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش ضامن' }));
    const dialog = await screen.findByRole('dialog', { name: 'ضامن' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'نام ضامن' }), { target: { value: 'رضا' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ s: { g: 'رضا' } }, []));
  });

  const STEPS: FormDefinition = {
    formSteps: [
      { id: 's1', name: 'مشخصات' },
      { id: 's2', name: 'تماس' },
    ],
    formFields: [
      field('text', 'n', 'نام', { required: true, stepId: 's1' }),
      field('text', 'p', 'تلفن', { stepId: 's2' }),
      field('text', 'e', 'رایانامه'),
    ],
  };

  it('moves between steps with next and previous, checking each step before leaving it', async () => {
    const onSubmit = vi.fn();
    renderForm(STEPS, { onSubmit });
    expect(screen.getByText('مشخصات')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'رایانامه' })).toBeTruthy(); // no stepId: the first step
    expect(screen.queryByRole('textbox', { name: 'تلفن' })).toBeNull();
    expect(await submitAndReadError('بعدی')).toBe(V.requiredField('نام'));
    fireEvent.change(screen.getByRole('textbox', { name: 'نام' }), { target: { value: 'نگار' } });
    fireEvent.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(screen.getByRole('textbox', { name: 'تلفن' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /نام/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'قبلی' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام' }).value).toBe('نگار');
    fireEvent.click(screen.getByRole('button', { name: 'بعدی' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'تلفن' }), { target: { value: '۰۹۱۲' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ n: 'نگار', p: '0912' }, []));
  });

  it('shows a read-only summary on the confirm step before submitting', async () => {
    const onSubmit = vi.fn();
    renderForm({ ...STEPS, hasConfirmStep: true }, { onSubmit, submitLabel: 'ارسال درخواست' });
    fireEvent.change(screen.getByRole('textbox', { name: 'نام' }), { target: { value: 'نگار' } });
    fireEvent.click(screen.getByRole('button', { name: 'بعدی' }));
    fireEvent.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(screen.getByText('پاسخ‌ها را بازبینی کنید و در صورت درستی ثبت کنید.')).toBeTruthy();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'نام' });
    expect(name.value).toBe('نگار');
    expect(name.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'تلفن' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ n: 'نگار' }, []));
  });
});
