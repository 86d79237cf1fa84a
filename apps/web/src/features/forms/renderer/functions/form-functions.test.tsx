// A form's functions in the real renderer: client-side runs in jsdom with the browser host, server-side
// runs against a real HTTP server standing in for run-element-function (the renderer tests' network
// boundary), so the API client, its retries and the store are all the app's own.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowFunction, FormDefinition, FunctionEffect } from '@darvazeh/shared';
import { sendJson, type ReceivedRequest, sendNotFound } from '../../../../test/http-test-server';
import { serveDuringTests } from '../../../../test/serve-during-tests';
import { field, fieldBox, renderForm } from '../test-helpers';
import { shownToasts } from '../../../../test/toast-log';

const RUN_URL = '/api/v1/function/run-element-function';
const COLLECTION_ID = 9;

type RunBody = {
  collectionId?: number;
  serviceId?: number;
  event: string;
  fieldId?: string | null;
  answers: Record<string, unknown>;
};
/** What the stand-in server does with one run-element-function call (set per test). */
let answerRun: (body: RunBody, response: ServerResponse) => void | Promise<void>;

const server = serveDuringTests(async (request: ReceivedRequest, response) => {
  if (request.method === 'POST' && request.url === RUN_URL) {
    await answerRun(JSON.parse(request.body) as RunBody, response);
    return;
  }
  sendNotFound(response);
});
beforeEach(() => {
  answerRun = (_, response) => sendJson(response, 500, { success: false, message: 'x', data: null });
});

/** One run as the server answers it. */
function run(
  functionId: string,
  answers: Record<string, unknown>,
  effects: FunctionEffect[] = [],
  diagnostics: { nodeId: string | null; message: string }[] = [],
) {
  return {
    functionId,
    ok: diagnostics.length === 0,
    answers: diagnostics.length === 0 ? answers : {},
    variables: {},
    effects,
    diagnostics,
    trace: [],
    steps: 3,
    durationMs: 1,
    cached: false,
  };
}

const answered = (response: ServerResponse, runs: ReturnType<typeof run>[]) =>
  sendJson(response, 200, { success: true, message: null, data: { runs } });

const runCalls = () => server.requests.filter((r) => r.url === RUN_URL);
const toasts = () => shownToasts().map(({ color, title, text }) => ({ color, title, text }));

const PERSON = field('select', 'person', 'شخص', {
  options: [
    { id: '101', fname: 'مریم' },
    { id: '102', fname: 'رضا' },
  ],
});
const FULL_NAME = field('text', 'fullName', 'نام کامل');
const DETAILS = field('subform', 'details', 'جزئیات', {
  subform: { formFields: [field('text', 'note', 'یادداشت')], triggerDisplay: { displayType: 'parent' } },
});

/** The read-a-person function of the journeys: server-side (read), run on a change of the person. */
const FILL_NAME: FlowFunction = {
  id: 'fill',
  fname: 'پر کردن نام',
  callOn: 'change',
  relatedId: 'person',
  expressions: [
    { id: 'r', type: 'read', collectionId: 5, where: { code: { op: 'eq', value: 'person' } }, into: 'found' },
    { id: 'v', type: 'varAssign', name: 'fullName', value: 'first(found).name' },
  ],
};

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('client-side functions', () => {
  it('shows a subform on load, then hides it and toasts when the select gets a value', async () => {
    const definition: FormDefinition = {
      formFields: [PERSON, DETAILS],
      functions: [
        {
          id: 'show',
          fname: 'نمایش جزئیات',
          callOn: 'load',
          expressions: [{ id: 's', type: 'subform', fieldId: 'details' }],
        },
        {
          id: 'hide',
          fname: 'پنهان کردن جزئیات',
          callOn: 'change',
          relatedId: 'person',
          expressions: [
            {
              id: 'c',
              type: 'if',
              condition: 'person != null',
              children: [
                { id: 'h', type: 'hideSubform', fieldId: 'details' },
                { id: 't', type: 'toast', color: 'warning', text: "'جزئیات لازم نیست.'" },
              ],
            },
          ],
        },
      ],
    };
    const onSubmit = vi.fn();
    renderForm(definition, { onSubmit, functionsSource: { collectionId: COLLECTION_ID } });
    expect(await screen.findByRole('textbox', { name: 'یادداشت' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'نمایش جزئیات' }).checked).toBe(true);
    expect(toasts()).toEqual([]);

    await pick('شخص', 'مریم');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'یادداشت' })).toBeNull());
    expect(toasts()).toEqual([{ color: 'warning', title: 'هشدار', text: 'جزئیات لازم نیست.' }]);
    // Both functions are client-side: nothing went to the server.
    expect(runCalls()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ person: '101', 'display-details': false }, []);
  });

  it('runs a subform’s own function on a change of a field inside it', async () => {
    renderForm({
      formFields: [
        FULL_NAME,
        field('subform', 'contact', 'تماس', {
          subform: {
            formFields: [field('text', 'city', 'شهر')],
            functions: [
              {
                id: 'copy',
                fname: 'رونوشت شهر',
                callOn: 'change',
                relatedId: 'city',
                expressions: [{ id: 't', type: 'toast', color: 'info', text: "'ساکن ' + contact.city" }],
              },
            ],
          },
        }),
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'شهر' }), { target: { value: 'تبریز' } });
    await waitFor(() =>
      expect(toasts()).toEqual([{ color: 'info', title: 'با موفقیت انجام شد', text: 'ساکن تبریز' }]),
    );
    expect(runCalls()).toEqual([]);
  });

  it('runs a button’s click function: a toast, and the form disabled', async () => {
    renderForm({
      formFields: [field('text', 'a', 'نام'), field('button', 'lock', 'پایان ویرایش')],
      functions: [
        {
          id: 'lock-form',
          fname: 'قفل فرم',
          callOn: 'click',
          relatedId: 'lock',
          expressions: [
            { id: 't', type: 'toast', color: 'success', text: "'فرم قفل شد.'" },
            { id: 'd', type: 'disableForm', disabled: 'true' },
          ],
        },
      ],
    });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'پایان ویرایش' });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام' }).disabled).toBe(true),
    );
    expect(toasts()).toEqual([{ color: 'success', title: 'انجام شد', text: 'فرم قفل شد.' }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ثبت' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'پایان ویرایش' }).disabled).toBe(true);
  });

  it('redirects to a site path through the router', async () => {
    renderForm(
      {
        formFields: [field('button', 'go', 'بازگشت به فهرست')],
        functions: [
          {
            id: 'back',
            fname: 'بازگشت',
            callOn: 'click',
            relatedId: 'go',
            expressions: [{ id: 'r', type: 'redirect', url: "'/panel/list'" }],
          },
        ],
      },
      {},
      undefined,
      (form) => (
        <MemoryRouter initialEntries={['/panel/form']}>
          <Routes>
            <Route path="/panel/form" element={form} />
            <Route path="/panel/list" element={<p>list page</p>} />
          </Routes>
        </MemoryRouter>
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'بازگشت به فهرست' }));
    expect(await screen.findByText('list page')).toBeTruthy();
  });

  it('stops the submit on a diagnostic, shown as an error toast in Persian', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [FULL_NAME],
        functions: [
          {
            id: 'check',
            fname: 'بررسی پیش از ثبت',
            callOn: 'submit',
            // A toast's text must be text: a number is the author's mistake, reported as a diagnostic.
            expressions: [{ id: 't', type: 'toast', color: 'info', text: '1' }],
          },
        ],
      },
      { onSubmit },
    );
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const [toast] = toasts();
    expect(toast).toMatchObject({ color: 'error', title: 'خطا' });
    expect(toast?.text).toMatch(/^اجرای تابع «بررسی پیش از ثبت» ناموفق بود: .*متن/);
    expect(toast?.text).not.toMatch(/[{}[\]]|nodeId/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops the submit when a submit function disables the form', async () => {
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [FULL_NAME],
        functions: [
          {
            id: 'close',
            fname: 'بستن فرم',
            callOn: 'submit',
            expressions: [{ id: 'd', type: 'disableForm', disabled: 'fullName == null' }],
          },
        ],
      },
      { onSubmit },
    );
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).disabled).toBe(true),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('server-side functions', () => {
  it('sends the answers, then merges what the run changed and replays its effects in order', async () => {
    answerRun = (body, response) =>
      answered(response, [
        run('fill', { ...body.answers, fullName: 'مریم احمدی' }, [
          { kind: 'toast', color: 'info', title: 'با موفقیت انجام شد', text: 'نام از فهرست افراد پر شد.' },
          { kind: 'hideSubform', fieldId: 'details' },
        ]),
      ]);
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [PERSON, FULL_NAME, DETAILS], functions: [FILL_NAME] },
      {
        onSubmit,
        functionsSource: { collectionId: COLLECTION_ID },
        initialAnswers: { 'display-details': true },
      },
    );
    expect(screen.getByRole('textbox', { name: 'یادداشت' })).toBeTruthy();
    await pick('شخص', 'مریم');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('مریم احمدی'),
    );
    expect(screen.queryByRole('textbox', { name: 'یادداشت' })).toBeNull();
    expect(runCalls()).toHaveLength(1);
    expect(JSON.parse(runCalls()[0]!.body)).toEqual({
      collectionId: COLLECTION_ID,
      event: 'change',
      fieldId: 'person',
      // Every top-level field, unanswered ones as null: the server's run sees the same names ours do.
      answers: { person: '101', fullName: null, details: null, 'display-details': true },
    });
    // Only the run's own toast: the call is self-handled, so no generic «انجام شد».
    expect(toasts()).toEqual([
      { color: 'info', title: 'با موفقیت انجام شد', text: 'نام از فهرست افراد پر شد.' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      { person: '101', fullName: 'مریم احمدی', 'display-details': false },
      [],
    );
  });

  it('fills one field without re-rendering the form or its other fields', async () => {
    answerRun = (body, response) =>
      answered(response, [run('fill', { ...body.answers, fullName: 'رضا کریمی' })]);
    const rendered: string[] = [];
    renderForm(
      { formFields: [field('text', 'other', 'توضیح'), PERSON, FULL_NAME], functions: [FILL_NAME] },
      { functionsSource: { collectionId: COLLECTION_ID } },
      (key) => rendered.push(key),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'شخص' }));
    const option = await screen.findByRole('option', { name: 'رضا' });
    rendered.length = 0;
    fireEvent.click(option);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('رضا کریمی'),
    );
    expect(new Set(rendered)).toEqual(new Set(['person', 'fullName']));
  });

  it("asks for a service's request form by the service, not by a collection", async () => {
    answerRun = (body, response) =>
      answered(response, [run('fill', { ...body.answers, fullName: 'مریم احمدی' })]);
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { functionsSource: { serviceId: 4 } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('مریم احمدی'),
    );
    const [call] = runCalls();
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      serviceId: 4,
      event: 'change',
      fieldId: 'person',
      answers: { person: '101', fullName: null },
    });
  });

  it('tries a call that got a 5xx again (SPEC §9), with no toast for the failed attempts', async () => {
    let calls = 0;
    answerRun = (body, response) => {
      calls += 1;
      if (calls < 3) sendJson(response, 503, { success: false, message: 'busy', data: null });
      else answered(response, [run('fill', { ...body.answers, fullName: 'مریم احمدی' })]);
    };
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { functionsSource: { collectionId: COLLECTION_ID } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('مریم احمدی'),
    );
    expect(runCalls()).toHaveLength(3);
    expect(toasts()).toEqual([]);
  });

  it('does not retry a refusal (4xx) and shows its message once', async () => {
    answerRun = (_, response) =>
      sendJson(response, 400, { success: false, message: 'مجموعه داده را برگزینید.', data: null });
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { functionsSource: { collectionId: COLLECTION_ID } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([{ color: 'error', title: 'خطا', text: 'مجموعه داده را برگزینید.' }]);
    expect(runCalls()).toHaveLength(1);
  });

  it('shows a run’s diagnostic under the function’s name, never its JSON', async () => {
    answerRun = (_, response) =>
      answered(response, [
        run('fill', {}, [], [{ nodeId: 'r', message: 'شما به رکوردهای این مجموعه دسترسی ندارید.' }]),
      ]);
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { functionsSource: { collectionId: COLLECTION_ID } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      {
        color: 'error',
        title: 'خطا',
        text: 'اجرای تابع «پر کردن نام» ناموفق بود: شما به رکوردهای این مجموعه دسترسی ندارید.',
      },
    ]);
  });

  it('ignores the answer of a change a newer change has superseded', async () => {
    let releaseFirst = () => {};
    let firstAnswered = () => {};
    const firstSent = new Promise<void>((resolve) => (firstAnswered = resolve));
    answerRun = async (body, response) => {
      const name = body.answers.person === '101' ? 'مریم احمدی' : 'رضا کریمی';
      if (body.answers.person === '101') await new Promise<void>((resolve) => (releaseFirst = resolve));
      answered(response, [
        run('fill', { ...body.answers, fullName: name }, [
          { kind: 'toast', color: 'info', title: 'با موفقیت انجام شد', text: name },
        ]),
      ]);
      if (body.answers.person === '101') firstAnswered();
    };
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { onSubmit, functionsSource: { collectionId: COLLECTION_ID } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() => expect(runCalls()).toHaveLength(1));
    await pick('شخص', 'رضا');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('رضا کریمی'),
    );
    releaseFirst();
    await firstSent;
    // A submit waits for every run the form still has going, so once it is through, a late answer would
    // have landed (a fixed wait here only guessed how long that takes).
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ person: '102', fullName: 'رضا کریمی' }, []);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('رضا کریمی');
    expect(toasts().map((t) => t.text)).toEqual(['رضا کریمی']);
    expect(runCalls().map((r) => (JSON.parse(r.body) as RunBody).answers.person)).toEqual(['101', '102']);
  });

  it('keeps what the person typed while the call was out', async () => {
    let releaseCall = () => {};
    answerRun = async (body, response) => {
      await new Promise<void>((resolve) => (releaseCall = resolve));
      answered(response, [run('fill', { ...body.answers, fullName: 'مریم احمدی' })]);
    };
    const onSubmit = vi.fn();
    renderForm(
      { formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] },
      { onSubmit, functionsSource: { collectionId: COLLECTION_ID } },
    );
    await pick('شخص', 'مریم');
    await waitFor(() => expect(runCalls()).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'نام کامل' }), { target: { value: 'نام دیگر' } });
    releaseCall();
    // The submit waits for the call that was out and its merge: then the answers are the settled ones.
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ person: '101', fullName: 'نام دیگر' }, []);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'نام کامل' }).value).toBe('نام دیگر');
  });

  it('runs submit functions on the server and submits the answers they leave', async () => {
    answerRun = (body, response) =>
      answered(response, [
        run('stamp', { ...body.answers, fullName: `${String(body.answers.fullName)} (ثبت‌شده)` }),
      ]);
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [FULL_NAME],
        functions: [
          {
            id: 'stamp',
            fname: 'ثبت در دفتر',
            callOn: 'submit',
            expressions: [
              { id: 'c', type: 'create', collectionId: 6, values: { who: 'fullName' } },
              { id: 'v', type: 'varAssign', name: 'fullName', value: "fullName + ' (ثبت‌شده)'" },
            ],
          },
        ],
      },
      { onSubmit, functionsSource: { collectionId: COLLECTION_ID } },
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'نام کامل' }), { target: { value: 'سارا' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'سارا (ثبت‌شده)' }, []);
    expect(JSON.parse(runCalls()[0]!.body)).toMatchObject({ event: 'submit', fieldId: null });
    expect(within(fieldBox('fullName')).getByRole<HTMLInputElement>('textbox').value).toBe('سارا (ثبت‌شده)');
  });

  it('waits for typing to settle, and a submit runs the pending change first', async () => {
    answerRun = (body, response) =>
      answered(response, [
        run('code', { ...body.answers, fullName: `کد ${String(body.answers.nationalCode)}` }),
      ]);
    const onSubmit = vi.fn();
    renderForm(
      {
        formFields: [field('text', 'nationalCode', 'کد ملی'), FULL_NAME],
        functions: [{ ...FILL_NAME, id: 'code', relatedId: 'nationalCode' }],
      },
      { onSubmit, functionsSource: { collectionId: COLLECTION_ID } },
    );
    const code = screen.getByRole('textbox', { name: 'کد ملی' });
    for (const typed of ['0', '00', '001']) fireEvent.change(code, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ nationalCode: '001', fullName: 'کد 001' }, []);
    expect(runCalls().map((r) => (JSON.parse(r.body) as RunBody).answers.nationalCode)).toEqual(['001']);
  });

  it('skips server-side functions in a form without a collection (the designer’s preview)', async () => {
    renderForm({ formFields: [PERSON, FULL_NAME], functions: [FILL_NAME] }, { preview: true });
    await pick('شخص', 'مریم');
    // The check waits for the runs the change started: a call they made would have been answered by then.
    fireEvent.click(screen.getByRole('button', { name: 'بررسی فرم' }));
    expect(await screen.findByText('پاسخ‌ها معتبر است و فرم قابل ثبت است.')).toBeTruthy();
    expect(runCalls()).toEqual([]);
    expect(toasts()).toEqual([]);
  });
});
