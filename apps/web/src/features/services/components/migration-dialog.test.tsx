import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { planMigration, processGraph, type MigrationResult } from '@darvazeh/shared';
import { MuiFrame } from '../../../components/mui-frame';
import { createQueryClient } from '../../../lib/query-client';
import { sendJson, ok } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { VersionsPanel } from './versions-panel';

const task = (key: string, name: string) => ({
  kind: 'providerTask',
  key,
  name,
  assignee: { kind: 'unitRole', unitId: 4, unitRoleId: 8 },
  outcomes: [{ key: 'ok', label: 'تأیید' }],
});
const graph = (nodes: unknown[]) =>
  processGraph.parse({
    nodes: [
      { kind: 'start', key: 'start' },
      { kind: 'applicantForm', key: 'form', name: 'فرم متقاضی' },
      ...nodes,
      { kind: 'end', key: 'end' },
    ],
    edges: [],
  });
// Version 2 renamed the task «review» to «check» and added a second task.
const v1 = graph([task('review', 'بررسی کارشناس')]);
const v2 = graph([task('check', 'بررسی کارشناس آموزش'), task('sign', 'امضای مدیر')]);
const version = (n: number, process: unknown) => ({
  version: n,
  hash: `h${n}`,
  publishedAt: '2026-05-01T08:00:00.000Z',
  publisherId: 1,
  publisherName: 'مدیر سامانه',
  serviceId: 7,
  snapshot: { service: {}, process, collections: [], functions: [] },
});
// Two open requests on version 1: one on the applicant's form, one on the renamed task.
const openSteps = [
  { requestId: 31, nodeKey: 'form' },
  { requestId: 32, nodeKey: 'review' },
];
const codes: Record<number, string> = { 31: '1405000031', 32: '1405000032' };

const server = serveDuringTests((request, response) => {
  const path = new URL(request.url, 'http://test').pathname;
  if (path === '/api/v1/service/7/versions') {
    const { snapshot: _a, serviceId: _b, ...two } = version(2, v2);
    const { snapshot: _c, serviceId: _d, ...one } = version(1, v1);
    return sendJson(response, 200, ok([two, one]));
  }
  if (path === '/api/v1/service/7/versions/1') return sendJson(response, 200, ok(version(1, v1)));
  if (path === '/api/v1/service/7/versions/2') return sendJson(response, 200, ok(version(2, v2)));
  if (path === '/api/v1/service/7/migrate') {
    const body = JSON.parse(request.body) as { mappings: Record<string, string>; apply: boolean };
    const plans = planMigration(v1, v2, openSteps, body.mappings).map((p) => ({
      ...p,
      trackingCode: codes[p.requestId]!,
    }));
    const result: MigrationResult = {
      fromVersion: 1,
      toVersion: 2,
      plans,
      applied: body.apply ? plans.filter((p) => p.outcome !== 'refused').length : 0,
    };
    return sendJson(response, 200, ok(result));
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const migrations = () =>
  server.requests
    .filter((r) => r.url === '/api/v1/service/7/migrate')
    .map((r) => JSON.parse(r.body) as unknown);
const count = (outcome: string) => screen.getByTestId(`migration-${outcome}`).textContent;

describe('moving the open requests of an older version', () => {
  it('runs the dry run, maps a removed step by name, and applies it after saying how many move', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MuiFrame>
          <VersionsPanel serviceId={7} publishedVersion={2} isDirty={false} />
        </MuiFrame>
      </QueryClientProvider>,
    );
    // Only the older version offers the move.
    await screen.findByRole('button', { name: 'انتقال درخواست‌های باز نسخه ۱' });
    expect(screen.queryByRole('button', { name: 'انتقال درخواست‌های باز نسخه ۲' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'انتقال درخواست‌های باز نسخه ۱' }));

    const dialog = await screen.findByRole('dialog', { name: 'انتقال درخواست‌های باز از نسخه ۱ به نسخه ۲' });
    await waitFor(() => expect(count('refused')).toContain('۱ درخواست'));
    expect(count('kept')).toContain('۱ درخواست');
    expect(count('moved')).toContain('۰ درخواست');
    expect(migrations()).toEqual([{ fromVersion: 1, mappings: {}, apply: false }]);
    const table = within(dialog).getByRole('table', { name: 'درخواست‌های باز این نسخه' });
    const refusedRow = within(table).getByRole('row', { name: /۱۴۰۵۰۰۰۰۳۲/ });
    expect(within(refusedRow).getByText('نمی‌رود')).toBeTruthy();
    expect(refusedRow.textContent).toContain('مرحله «بررسی کارشناس» در نسخه تازه نیست');

    // The replacement is chosen among the new version's provider tasks, by name.
    const select = await within(dialog).findByRole('combobox', { name: 'جایگزین بررسی کارشناس' });
    fireEvent.mouseDown(select);
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['بدون جایگزین', 'بررسی کارشناس آموزش', 'امضای مدیر']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'بررسی کارشناس آموزش' }));
    await waitFor(() => expect(count('moved')).toContain('۱ درخواست'));
    expect(count('refused')).toContain('۰ درخواست');
    expect(migrations().at(-1)).toEqual({ fromVersion: 1, mappings: { review: 'check' }, apply: false });
    expect(within(table).getByRole('row', { name: /۱۴۰۵۰۰۰۰۳۲/ }).textContent).toContain('منتقل می‌شود');
    // No key, id or JSON on screen.
    expect(dialog.textContent).not.toMatch(/review|check|sign|requestId|[{}]/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'اعمال انتقال' }));
    const confirm = await screen.findByRole('dialog', { name: 'اعمال انتقال درخواست‌ها' });
    expect(confirm.textContent).toContain('۲ درخواست به نسخه ۲ منتقل می‌شود');
    fireEvent.click(within(confirm).getByRole('button', { name: 'اعمال انتقال' }));
    await within(dialog).findByText('۲ درخواست به نسخه ۲ منتقل شد.');
    expect(migrations().filter((body) => (body as { apply: boolean }).apply)).toEqual([
      { fromVersion: 1, mappings: { review: 'check' }, apply: true },
    ]);
    expect(within(dialog).queryByRole('button', { name: 'اعمال انتقال' })).toBeNull();
  });
});
