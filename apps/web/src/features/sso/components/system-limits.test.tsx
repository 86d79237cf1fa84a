import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, roleApi, ssoIpLimitApi, ssoUnitLimitApi, ssoUserLimitApi } from '@darvazeh/shared';
import { API_BASE_URL } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { SystemLimits } from './system-limits';
import { renderWithQueries } from '../../../test/render-with-queries';

/** The URL a POST endpoint is called at (urlFor builds GET ones). */
const pathOf = (endpoint: { path: string }) => `${API_BASE_URL}/${endpoint.path}`;

const audit = {
  createdAt: '2026-01-01T00:00:00Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
  deletedAt: null,
  deleterId: null,
};
const page = (list: unknown[]) => ({
  success: true,
  message: null,
  data: { list, pages: 1, currentPage: 1 },
});
const lists: Record<string, unknown> = {
  [pathOf(ssoUserLimitApi.filter)]: page([
    {
      id: 1,
      clientId: 7,
      userId: 5,
      roleId: null,
      allowed: false,
      user: { id: 5, name: 'مریم کاظمی' },
      role: null,
      ...audit,
    },
    {
      id: 2,
      clientId: 7,
      userId: null,
      roleId: 2,
      allowed: true,
      user: null,
      role: { id: 2, name: 'کارمند' },
      ...audit,
    },
  ]),
  [pathOf(ssoUnitLimitApi.filter)]: page([
    { id: 3, clientId: 7, unitId: 9, allowed: true, unit: { id: 9, name: 'دانشکده فنی' }, ...audit },
  ]),
  [pathOf(ssoIpLimitApi.filter)]: page([
    { id: 4, clientId: 7, range: '10.0.0.0/8', allowed: true, ...audit },
  ]),
  [pathOf(roleApi.all)]: { success: true, message: null, data: { list: [] } },
};

const server = serveDuringTests((request, response) => {
  if (request.method === 'POST' && request.url === pathOf(ssoIpLimitApi.create))
    return sendJson(response, 200, {
      success: true,
      message: null,
      data: { id: 5, ...JSON.parse(request.body), ...audit },
    });
  const answer = lists[request.url];
  return answer
    ? sendJson(response, 200, answer)
    : sendJson(response, 404, { success: false, message: 'not found', data: null });
});

const NoUnitSearch = () => null;

const renderLimits = () => renderWithQueries(<SystemLimits clientId={7} UnitSearch={NoUnitSearch} />);

describe('a system’s limits', () => {
  it('lists users, roles, units and ranges by name with allowed or denied, never by id', async () => {
    renderLimits();
    expect(await screen.findByText('مریم کاظمی')).toBeTruthy();
    expect(screen.getByText('همه دارندگان نقش «کارمند»')).toBeTruthy();
    expect(await screen.findByText('دانشکده فنی')).toBeTruthy();
    expect(await screen.findByText('10.0.0.0/8')).toBeTruthy();
    expect(screen.getAllByText('ممنوع', { selector: '.MuiChip-label' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'حذف محدودیت مریم کاظمی' })).toBeTruthy();
    // Each list asks for one page the server accepts (at most MAX_PAGE_SIZE rows).
    const asked = server.requests.filter((r) => r.url === pathOf(ssoIpLimitApi.filter));
    expect(asked.map((r) => (JSON.parse(r.body) as { count: number }).count)).toEqual([MAX_PAGE_SIZE]);
  });

  it('refuses an address that is not one before asking the server, and sends one that is', async () => {
    renderLimits();
    const field = await screen.findByRole('textbox', { name: 'نشانی یا بازه' });
    const add = screen.getAllByRole('button', { name: 'افزودن محدودیت' }).at(-1) as HTMLElement;
    fireEvent.change(field, { target: { value: '10.0.0.0/33' } });
    fireEvent.click(add);
    expect(await screen.findByText('نشانی یا بازه معتبر نیست.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST' && r.url === pathOf(ssoIpLimitApi.create))).toBe(
      false,
    );
    fireEvent.change(field, { target: { value: ' 192.168.1.0/24 ' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.method === 'POST' && r.url === pathOf(ssoIpLimitApi.create))?.body,
      ).toBe(JSON.stringify({ clientId: 7, range: '192.168.1.0/24', allowed: true })),
    );
  });
});
