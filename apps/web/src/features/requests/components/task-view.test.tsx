import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES, type TaskDetail } from '@darvazeh/shared';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { renderRoutes } from '../../../test/render-route';
import { useTask } from '../api/task-queries';
import { buildTask, buildTaskDetail } from '../test/task-fixtures';
import type { FormViewRenderer } from './complete-task-panel';
import type { UnitPickerRenderer } from './refer-dialog';
import type { SignatureEditorRenderer } from './signature-section';
import { TaskView } from './task-view';
import { shownToasts } from '../../../test/toast-log';

let detail: TaskDetail = buildTaskDetail(buildTask());
/** What the next action answers: a success, or the 409 of a request that changed meanwhile. */
let actionAnswer: 'ok' | 'changed' = 'ok';

const server = serveDuringTests((request, response) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/v1/userrequest/task/11' && request.method === 'GET')
    return sendJson(response, 200, ok(detail));
  if (url.pathname === '/api/v1/unit/4')
    return sendJson(
      response,
      200,
      ok({ id: 4, name: 'معاونت آموزشی', parentId: null, unitRoles: [{ id: 8, name: 'کارشناس ارشد' }] }),
    );
  if (url.pathname.startsWith('/api/v1/userrequest/task/11/')) {
    if (actionAnswer === 'changed')
      return sendJson(response, 409, {
        success: false,
        message: REQUEST_MESSAGES.changedMeanwhile,
        data: null,
      });
    return sendJson(response, 200, ok(detail.task));
  }
  if (url.pathname === '/api/v1/userrequest/counter')
    return sendJson(response, 200, ok({ recieved: 1, seneded: 0 }));
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const renderForm: FormViewRenderer = ({ readOnly, taskId }) => (
  <p>{readOnly ? 'answers' : `task form of task ${taskId}`}</p>
);
/** A stand-in for the unit autocomplete: one button picks «معاونت آموزشی». */
const renderUnitPicker: UnitPickerRenderer = ({ label, onChange }) => (
  <button type="button" onClick={() => onChange({ id: 4, name: 'معاونت آموزشی' })}>
    {label}
  </button>
);

function Harness({ hasSignature }: { hasSignature: boolean }) {
  const { data } = useTask(11);
  // The profile as the page reads it: saving a signature in the editor makes it there.
  const [saved, setSaved] = useState(hasSignature);
  if (!data) return null;
  /** A stand-in for the profile's signature editor (identity's, which the page passes in). */
  const renderEditor: SignatureEditorRenderer = ({ onDone }) => (
    <button type="button" onClick={() => (setSaved(true), onDone())}>
      ثبت امضا
    </button>
  );
  return (
    <TaskView
      detail={data}
      renderForm={renderForm}
      renderUnitPicker={renderUnitPicker}
      signature={{ hasSignature: saved, imageUrl: 'data:image/png;base64,AA==', renderEditor }}
      onDone={() => {}}
    />
  );
}

function renderTask(
  can: Partial<TaskDetail['can']>,
  {
    hasSignature = true,
    taskForm = null,
  }: { hasSignature?: boolean; taskForm?: TaskDetail['taskForm'] } = {},
) {
  detail = { ...buildTaskDetail(buildTask(), can), taskForm };
  actionAnswer = 'ok';
  return renderRoutes(
    [
      { path: '/panel/inbox/:id', element: <Harness hasSignature={hasSignature} /> },
      { path: '/panel/profile', element: <p>profile</p> },
    ],
    { at: '/panel/inbox/11', framed: true },
  );
}

const posted = (action: string) =>
  server.requests
    .filter((r) => r.method === 'POST' && r.url === `/api/v1/userrequest/task/11/${action}`)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);
const reads = () =>
  server.requests.filter((r) => r.method === 'GET' && r.url === '/api/v1/userrequest/task/11');

describe('the task page', () => {
  it('offers only what `can` allows, marks staff-only history, and claims with the revision it saw', async () => {
    renderTask({ claim: true });
    const actions = await screen.findByRole('group', { name: 'اقدام‌ها' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['برداشتن']);
    const history = screen.getByRole('region', { name: 'تاریخچه درخواست' });
    const events = within(history).getAllByTestId('timeline-event');
    expect(within(events[0]!).queryByText('فقط برای کارشناسان')).toBeNull();
    expect(within(events[1]!).getByText('فقط برای کارشناسان')).toBeDefined();
    fireEvent.click(within(actions).getByRole('button', { name: 'برداشتن' }));
    await waitFor(() => expect(posted('claim')).toEqual([{ revision: 4 }]));
    await waitFor(() => expect(reads().length).toBeGreaterThan(1));
  });

  it('completes with the outcome button chosen and the note', async () => {
    renderTask({ complete: true, release: true });
    const outcomes = await screen.findByRole('group', { name: 'نتیجه بررسی' });
    fireEvent.change(screen.getByRole('textbox', { name: 'توضیح' }), { target: { value: 'مدارک کامل است' } });
    fireEvent.click(within(outcomes).getByRole('button', { name: 'تأیید' }));
    await waitFor(() =>
      expect(posted('complete')).toEqual([{ revision: 4, outcome: 'ok', note: 'مدارک کامل است' }]),
    );
  });

  it('draws the task form for this task, so its functions run for it', async () => {
    renderTask({ complete: true }, { taskForm: { formFields: [] } });
    expect(await screen.findByText('task form of task 11')).toBeDefined();
  });

  it('shows the server refusal when the request changed meanwhile, and reloads the task', async () => {
    renderTask({ complete: true });
    const outcomes = await screen.findByRole('group', { name: 'نتیجه بررسی' });
    actionAnswer = 'changed';
    const before = reads().length;
    fireEvent.click(within(outcomes).getByRole('button', { name: 'رد' }));
    await waitFor(() =>
      expect(shownToasts().map((t) => t.text)).toContain(REQUEST_MESSAGES.changedMeanwhile),
    );
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
  });

  // Issue 24: the dialog linked to the profile, away from the task; the signature is drawn in it now.
  it('refers only with a signature: without one it says so and offers to draw one in the dialog', async () => {
    const router = renderTask({ refer: true }, { hasSignature: false });
    fireEvent.click(await screen.findByRole('button', { name: 'ارجاع' }));
    const dialog = await screen.findByRole('dialog', { name: 'ارجاع درخواست' });
    expect(within(dialog).getByText(REQUEST_MESSAGES.noSignature, { exact: false })).toBeDefined();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'ارجاع' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ثبت امضا' }));
    const agree = await within(dialog).findByRole('checkbox', {
      name: 'این ارجاع را با امضای خود تأیید می‌کنم.',
    });
    expect(within(dialog).getByRole('img', { name: 'تصویر امضا' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'ارجاع' })).toHaveProperty('disabled', false);
    fireEvent.click(agree);
    expect(router.state.location.pathname).toBe('/panel/inbox/11');
  });

  it('refers to a unit and role, signed, once the signature is confirmed', async () => {
    renderTask({ refer: true });
    fireEvent.click(await screen.findByRole('button', { name: 'ارجاع' }));
    const dialog = await screen.findByRole('dialog', { name: 'ارجاع درخواست' });
    const submit = within(dialog).getByRole('button', { name: 'ارجاع' });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      REQUEST_MESSAGES.referTargetRequired,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'واحد سازمانی' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'نقش واحد' }));
    fireEvent.click(await screen.findByRole('option', { name: 'کارشناس ارشد' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'توضیح' }), {
      target: { value: 'برای تأیید معاونت' },
    });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('ارجاع را با امضای خود تأیید کنید.')).toBeDefined();
    expect(posted('refer')).toEqual([]);
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'این ارجاع را با امضای خود تأیید می‌کنم.' }),
    );
    fireEvent.click(submit);
    await waitFor(() =>
      expect(posted('refer')).toEqual([
        { revision: 4, unitId: 4, unitRoleId: 8, note: 'برای تأیید معاونت', sign: true },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('returns to the applicant or an earlier step, and asks for the note first', async () => {
    renderTask({ returnTo: true });
    fireEvent.click(await screen.findByRole('button', { name: 'بازگرداندن' }));
    const dialog = await screen.findByRole('dialog', { name: 'بازگرداندن درخواست' });
    expect(within(dialog).getByRole('radio', { name: 'متقاضی، برای اصلاح' })).toHaveProperty('checked', true);
    const submit = within(dialog).getByRole('button', { name: 'بازگرداندن' });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      REQUEST_MESSAGES.noteRequired,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'مرحله «فرم متقاضی»' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'توضیح (الزامی)' }), {
      target: { value: 'شماره دانشجویی نادرست است' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(posted('return')).toEqual([{ revision: 4, to: 'form', note: 'شماره دانشجویی نادرست است' }]),
    );
  });
});
