import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendJson } from '../../../../test/http-test-server';
import { serveDuringTests } from '../../../../test/serve-during-tests';
import { field, fieldBox, OPTIONS, renderForm } from '../test-helpers';
import { queryOptions } from '../source-records';
import { groupRecords, queryPoints } from './chart-field';
import { fieldUrl } from './display-fields';

/** A stored query's rows: requests counted by degree, keyed (mapBy) by the stored option id. */
const LEVELS = {
  columns: ['level', 'level_label', 'count_id'],
  rows: [
    { level: 1, level_label: 'کارشناسی', count_id: 3 },
    { level: 2, level_label: 'کارشناسی ارشد', count_id: 1 },
  ],
  truncated: false,
  mapBy: 'level',
};

serveDuringTests((request, response) => {
  if (request.url === '/api/v1/query/5/rows' && request.method === 'POST') {
    sendJson(response, 200, { success: true, message: null, data: LEVELS });
    return;
  }
  if (request.url === '/api/v1/query/6/rows') {
    sendJson(response, 403, { success: false, message: 'شما دسترسی کافی ندارید.', data: null });
    return;
  }
  if (request.url === '/api/v1/datacollection/3/record/filter') {
    const list = ['تهران', 'شیراز', 'تهران'].map((city, i) => ({ id: i + 1, data: { city } }));
    sendJson(response, 200, { success: true, message: null, data: { list, pages: 1, currentPage: 1 } });
    return;
  }
  sendJson(response, 200, { success: true, message: null, data: { list: [], pages: 0, currentPage: 1 } });
});

describe('form fields', () => {
  it('map: coordinates typed with Persian digits are stored as numbers', async () => {
    const onSubmit = vi.fn();
    renderForm({ formFields: [field('map', 'm', 'محل', { required: true })] }, { onSubmit });
    fireEvent.change(screen.getByRole('textbox', { name: 'عرض جغرافیایی محل' }), {
      target: { value: '۳۵٫' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'عرض جغرافیایی محل' }), {
      target: { value: '35.7' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'طول جغرافیایی محل' }), {
      target: { value: '۵۱.۴' },
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'طول جغرافیایی محل' }).value).toBe('51.4');
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ m: { lat: 35.7, lng: 51.4 } }, []));
    expect(await screen.findByRole('application', { name: /نقشه محل/ })).toBeTruthy();
  });

  it('multilistbox and checkbox options toggle ids in a list', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [
          field('multilistbox', 'l', 'روزها', { options: OPTIONS }),
          field('checkbox', 'c', 'علاقه‌ها', { options: OPTIONS }),
        ],
      },
      { onSubmit },
    );
    const list = screen.getByRole('listbox', { name: 'روزها' });
    fireEvent.click(within(list).getByRole('option', { name: 'گزینه ب' }));
    fireEvent.click(within(list).getByRole('option', { name: 'گزینه الف' }));
    fireEvent.click(within(list).getByRole('option', { name: 'گزینه ب' }));
    expect(within(list).getByRole('option', { name: 'گزینه الف' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(within(fieldBox('c')).getByRole('checkbox', { name: 'گزینه ب' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ l: ['a'], c: ['b'] }, []));
  });

  it('a text field with a format reports it on blur', () => {
    renderForm({ formFields: [field('text', 'n', 'کد ملی', { format: 'nationalId' })] });
    const input = screen.getByRole('textbox', { name: 'کد ملی' });
    fireEvent.change(input, { target: { value: '۱۲۳' } });
    fireEvent.blur(input);
    expect(screen.getByText('کد ملی معتبر نیست.')).toBeTruthy();
  });

  it('read-only answers: a file is a link, with no upload or remove button', () => {
    const id = 'a'.repeat(32);
    renderForm(
      { formFields: [field('file', 'doc', 'کارنامه'), field('image', 'photo', 'عکس')] },
      {
        readOnly: true,
        initialAnswers: { doc: 'کارنامه.pdf', 'doc-path': id, photo: 'x', 'photo-path': id },
      },
    );
    expect(screen.getByRole('link', { name: 'کارنامه.pdf' }).getAttribute('href')).toBe(
      `/api/v1/download/${id}`,
    );
    expect(screen.getByRole('img', { name: 'پیش‌نمایش عکس' }).getAttribute('src')).toBe(
      `/api/v1/download/${id}`,
    );
    expect(screen.queryByRole('button', { name: /بارگذاری|حذف|جایگزینی|برگزیدن/ })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('read-only answers: numbers stored with Latin digits are shown with Persian ones, an e-mail as typed', () => {
    renderForm(
      {
        formFields: [
          field('text', 'grade', 'معدل', { format: 'number' }),
          field('text', 'room', 'اتاق'),
          field('text', 'mail', 'ایمیل', { format: 'email' }),
        ],
      },
      { readOnly: true, initialAnswers: { grade: '18.5', room: 'B12', mail: 'a1@uni.example' } },
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'معدل' }).value).toBe('۱۸٫۵');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'اتاق' }).value).toBe('B۱۲');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'ایمیل' }).value).toBe('a1@uni.example');
  });

  it('chart: groups the source records by the fnamePath field', async () => {
    renderForm({
      formFields: [field('chart', 'ch', 'شهرها', { sourceId: 3, fnamePath: 'city', chartType: 'bar' })],
    });
    expect(await screen.findByRole('img', { name: 'نمودار شهرها' })).toBeTruthy();
  });

  it('select: options from a stored query’s rows, labelled by fnamePath, answered from the key column', async () => {
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [field('select', 'lv', 'مقطع', { queryId: 5, fnamePath: 'level_label' })] },
      { onSubmit },
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'مقطع' }));
    fireEvent.click(await screen.findByRole('option', { name: 'کارشناسی ارشد' }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ lv: 2 }, []));
  });

  it('select: a query the user may not run says the options did not load', async () => {
    renderForm({ formFields: [field('select', 'lv', 'مقطع', { queryId: 6, fnamePath: 'level_label' })] });
    expect(await screen.findByText('گزینه‌ها بارگیری نشد.')).toBeTruthy();
  });

  it('chart: draws a stored query’s rows', async () => {
    renderForm({
      formFields: [
        field('chart', 'ch', 'مقطع‌ها', { queryId: 5, fnamePath: 'level_label', chartType: 'pie' }),
      ],
    });
    expect(await screen.findByRole('img', { name: 'نمودار مقطع‌ها' })).toBeTruthy();
  });

  it('chart: no records is an empty state', async () => {
    renderForm({ formFields: [field('chart', 'ch', 'شهرها', { sourceId: 4, fnamePath: 'city' })] });
    expect(await screen.findByText('داده‌ای برای نمایش نمودار نیست.')).toBeTruthy();
  });
});

describe('field helpers', () => {
  it('groupRecords counts records per value, list answers once per item', () => {
    const records = [
      { id: 1, data: { city: 'تهران', tags: ['a', 'b'] } },
      { id: 2, data: { city: 'تهران', tags: ['a'] } },
      { id: 3, data: { city: { bad: true } } },
    ];
    expect(groupRecords(records, 'city')).toEqual([{ name: 'تهران', value: 2 }]);
    expect(groupRecords(records, 'tags')).toEqual([
      { name: 'a', value: 2 },
      { name: 'b', value: 1 },
    ]);
    expect(groupRecords(records, undefined)).toEqual([]);
  });

  it('queryOptions reads ids from valuePath (else mapBy) and labels from fnamePath, once per id', () => {
    const rows = { ...LEVELS, rows: [...LEVELS.rows, { level: 1, level_label: 'تکرار', count_id: 9 }] };
    expect(queryOptions(rows, { fnamePath: 'level_label' })).toEqual([
      { id: 1, fname: 'کارشناسی' },
      { id: 2, fname: 'کارشناسی ارشد' },
    ]);
    expect(queryOptions(rows, { fnamePath: 'level_label', valuePath: 'level_label' })[0]).toEqual({
      id: 'کارشناسی',
      fname: 'کارشناسی',
    });
    const positional = { ...LEVELS, rows: [[1, 'کارشناسی', 3]] };
    expect(queryOptions(positional, {})).toEqual([{ id: 1, fname: '1' }]);
  });

  it('queryPoints: the label column, and the first other numeric column that is not the key', () => {
    expect(queryPoints(LEVELS, 'level_label')).toEqual([
      { name: 'کارشناسی', value: 3 },
      { name: 'کارشناسی ارشد', value: 1 },
    ]);
    const unkeyed = { ...LEVELS, mapBy: 'id' };
    expect(queryPoints(unkeyed, 'level_label').map((p) => p.value)).toEqual([1, 2]);
    expect(queryPoints({ ...LEVELS, columns: ['level_label'] }, 'level_label')).toEqual([]);
  });

  it('fieldUrl allows http(s), same-site paths and stored file ids only', () => {
    const base = field('link', 'l', 'پیوند');
    expect(fieldUrl({ ...base, label: 'https://example.com/x' })).toBe('https://example.com/x');
    expect(fieldUrl({ ...base, fnamePath: '/news/1' })).toBe('/news/1');
    expect(fieldUrl({ ...base, label: 'javascript:alert(1)' })).toBeNull();
    expect(fieldUrl({ ...base, label: '//evil.example' })).toBeNull();
    expect(fieldUrl({ ...base, label: 'a'.repeat(32) })).toBe(`/api/v1/download/${'a'.repeat(32)}`);
  });
});
