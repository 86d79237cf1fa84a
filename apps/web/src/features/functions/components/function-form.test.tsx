import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FlowExpression } from '@darvazeh/shared';
import { MuiFrame } from '../../../components/mui-frame';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { FunctionForm } from './function-form';
import { renderWithQueries } from '../../../test/render-with-queries';

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/datacollection/all' || request.url === '/api/v1/function/all')
    return sendJson(response, 200, ok({ list: [] }));
  if (request.url === '/api/v1/function' && request.method === 'POST') {
    const body = JSON.parse(request.body) as object;
    return sendJson(response, 200, ok({ id: 7, ...body }));
  }
  if (request.url === '/api/v1/function/test-run') {
    // Answers as a run of the sent tree would: through the if into its toast.
    const sent = JSON.parse(request.body) as { function: { expressions: FlowExpression[] } };
    const [branch] = sent.function.expressions;
    return sendJson(
      response,
      200,
      ok({
        ok: true,
        answers: { f1: '20' },
        variables: { label: 'بزرگسال' },
        effects: [{ kind: 'toast', color: 'success', title: 'انجام شد', text: 'ثبت شد' }],
        diagnostics: [],
        trace: [
          { nodeId: branch!.id, type: 'if' },
          { nodeId: branch!.children![0]!.id, type: 'toast' },
        ],
        steps: 3,
        durationMs: 4,
        cached: false,
      }),
    );
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <FunctionForm item={null} categoryId={null} /> },
      { path: '/panel/function-management/list', element: <p>the list</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQueries(
    <MuiFrame>
      <RouterProvider router={router} />
    </MuiFrame>,
  );
}

const typeInto = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const part = (name: string) => screen.getByRole('region', { name });

/** Fills the header and one input field «سن» (age), and adds an «اگر» to the steps. */
async function startFunction() {
  renderForm();
  const header = part('مشخصات تابع');
  typeInto(within(header).getByRole('textbox', { name: 'نام تابع' }), 'بررسی سن');
  typeInto(within(header).getByRole('textbox', { name: 'نام انگلیسی' }), 'checkAge');
  const inputs = part('فیلدهای ورودی تابع');
  fireEvent.click(within(inputs).getByRole('button', { name: 'افزودن فیلد ورودی' }));
  typeInto(within(inputs).getByRole('textbox', { name: 'عنوان فیلد' }), 'سن');
  typeInto(within(inputs).getByRole('textbox', { name: 'نام انگلیسی' }), 'age');
  fireEvent.click(await within(part('گام‌های تابع')).findByRole('button', { name: 'افزودن عبارت' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'اگر' }));
}

const condition = () => within(part('اگر ۱')).getByRole('textbox', { name: 'شرط' });

describe('the function form', () => {
  it('refuses to save while a step has a problem, then saves the function and returns to the list', async () => {
    await startFunction();
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await screen.findByText('عبارت‌های تابع ایراد دارند؛ ایرادها روی هر عبارت نشان داده شده‌اند.', {
      selector: '[role="alert"]',
    });
    expect(server.requests.some((r) => r.url === '/api/v1/function')).toBe(false);

    typeInto(condition(), 'toNumber(age) >= 18');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await screen.findByText('the list');
    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/v1/function')!.body) as unknown;
    expect(sent).toEqual({
      fname: 'بررسی سن',
      ename: 'checkAge',
      callOn: 'load',
      relatedId: null,
      cache: 0,
      formFields: [{ id: 'f1', ename: 'age', fname: 'سن', type: 'text' }],
      expressions: [{ id: expect.any(String), type: 'if', condition: 'toNumber(age) >= 18', children: [] }],
    });
  });

  it('test-runs the function as edited and shows the steps by name, the toast and the values readably', async () => {
    await startFunction();
    typeInto(condition(), 'toNumber(age) >= 18');
    fireEvent.click(within(part('اگر ۱')).getByRole('button', { name: 'افزودن عبارت درون اگر ۱' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'نمایش پیام' }));
    typeInto(within(part('نمایش پیام ۱.۱')).getByRole('textbox', { name: 'متن' }), 'ثبت شد');

    typeInto(screen.getByRole('textbox', { name: 'سن' }), '20');
    fireEvent.click(screen.getByRole('button', { name: 'اجرای آزمایشی' }));
    const result = await screen.findByTestId('test-run-result');
    expect(within(result).getByText('اجرا بی‌ایراد پایان یافت.')).toBeTruthy();
    const steps = within(within(result).getByTestId('test-run-trace')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['اگر ۱', 'نمایش پیام ۱.۱']);
    expect(within(result).getByTestId('test-run-effects').textContent).toContain('ثبت شد');
    const variables = within(result).getByRole('table', { name: 'متغیرها' });
    expect(within(variables).getByRole('row', { name: 'label بزرگسال' })).toBeTruthy();
    const answers = within(result).getByRole('table', { name: 'پاسخ‌های پس از اجرا' });
    expect(within(answers).getByRole('row', { name: 'سن 20' })).toBeTruthy();
    // The cards the run went through are marked.
    expect(within(part('نمایش پیام ۱.۱')).getByText('اجرا شد')).toBeTruthy();

    const sent = JSON.parse(server.requests.find((r) => r.url === '/api/v1/function/test-run')!.body) as {
      answers: unknown;
    };
    expect(sent.answers).toEqual({ f1: '20' });
  });
});
