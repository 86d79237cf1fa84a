// The outside web services screen (issue 26 item 5): an Admin registers one with a bearer token, edits it
// without retyping the token (write-only: never shown, an empty field keeps it), and the page is axe-clean
// with no ids or JSON on it.
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExternalServiceItem } from '@darvazeh/shared';
import { functionMessages } from '../../lib/messages';
import { ok, sendJson } from '../../test/http-test-server';
import { choose, typeInto } from '../../test/mui-pick.fixture';
import { renderRoute } from '../../test/render-route';
import { serveDuringTests } from '../../test/serve-during-tests';
import ExternalServicesPage from './external-services-page';

const text = functionMessages.externalServices;

const audit = { createdAt: '2026-11-01T08:00:00Z', creatorId: 1, updatedAt: null, updaterId: null };
const stored: ExternalServiceItem = {
  id: 41,
  name: 'سامانه آموزش',
  baseUrl: 'https://edu.example.ac.ir/api',
  authKind: 'bearer',
  username: '',
  headerName: '',
  secretSet: true,
  ...audit,
};

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/externalservice/filter')
    return sendJson(response, 200, ok({ list: [stored], totalCount: 1 }));
  if (request.url.startsWith('/api/v1/externalservice'))
    return sendJson(response, 200, ok({ ...stored, ...(JSON.parse(request.body) as object) }));
  return sendJson(response, 404, { success: false, message: 'آدرس مورد نظر وجود ندارد.', data: null });
});

const sent = (method: string) =>
  server.requests
    .filter((r) => r.method === method && /^\/api\/v1\/externalservice(\/\d+)?$/.test(r.url))
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

function renderPage() {
  renderRoute('/panel/function-management/external-services', <ExternalServicesPage />, { framed: true });
}

describe('outside web services', () => {
  it('lists each service with its base URL, how it signs, and only whether a secret is stored', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: text.label });
    const row = await within(table).findByRole('row', { name: /سامانه آموزش/ });
    expect(row.textContent).toContain('https://edu.example.ac.ir/api');
    expect(row.textContent).toContain(text.authKinds.bearer);
    expect(row.textContent).toContain(text.secretSet);
  });

  it('registers a service with a bearer token', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: text.create }));
    const dialog = await screen.findByRole('dialog', { name: text.create });
    typeInto(within(dialog).getByRole('textbox', { name: text.name }), 'سامانه کتابخانه');
    typeInto(within(dialog).getByRole('textbox', { name: text.baseUrl }), 'https://lib.example.ac.ir/v2');
    await choose(dialog, text.authKind, text.authKinds.bearer!);
    const secret = within(dialog).getByLabelText(new RegExp(`^${text.secret}`));
    expect(secret.getAttribute('type')).toBe('password');
    typeInto(secret, 'tok-123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toEqual({
      name: 'سامانه کتابخانه',
      baseUrl: 'https://lib.example.ac.ir/v2',
      authKind: 'bearer',
      username: '',
      headerName: '',
      secret: 'tok-123',
    });
  });

  it('edits a service without showing its secret, an empty field keeping it', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: text.label });
    await within(table).findByRole('row', { name: /سامانه آموزش/ });
    fireEvent.click(within(table).getByRole('button', { name: /ویرایش/ }));
    const dialog = await screen.findByRole('dialog', { name: text.edit });
    const secret = within(dialog).getByLabelText<HTMLInputElement>(new RegExp(`^${text.secret}`));
    expect(secret.value).toBe('');
    expect(secret.required).toBe(false);
    expect(dialog.textContent).toContain(text.secretKeep);
    typeInto(within(dialog).getByRole('textbox', { name: text.name }), 'سامانه آموزش کل');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ name: 'سامانه آموزش کل', authKind: 'bearer', secret: '' });
  });

  it('has no serious or critical axe violation, list and dialog, and shows no ids or JSON', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: text.label });
    await within(table).findByRole('row', { name: /سامانه آموزش/ });
    expect(document.body.textContent).not.toMatch(/[{}]|\b41\b|secretSet/);
    fireEvent.click(screen.getByRole('button', { name: text.create }));
    const dialog = await screen.findByRole('dialog', { name: text.create });
    await choose(dialog, text.authKind, text.authKinds.apiKey!);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    expect(serious).toEqual([]);
  });
});
