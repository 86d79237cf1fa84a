// The designer's web service tools against a test server: an Admin allows a connected system (its unit's
// unitwebserviceaccess row naming the service, sent with the XSRF header) and revokes it after confirming,
// seeing names, never ids; the figures follow the chosen period.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MuiFrame } from '../../../components/mui-frame';
import { ok, sendJson } from '../../../test/http-test-server';
import { renderWithQueries } from '../../../test/render-with-queries';
import { serveDuringTests } from '../../../test/serve-during-tests';
import { choose } from '../../../test/mui-pick.fixture';
import { WebServiceCallersSection, WebServiceFiguresSection } from './web-service-panel';

const SERVICE = 7;
const systems = [
  { id: 31, name: 'سامانه آموزش', unitId: 41, unitName: 'دانشکده فنی' },
  { id: 32, name: 'سامانه کتابخانه', unitId: 42, unitName: 'کتابخانه مرکزی' },
  { id: 33, name: 'سامانه بی‌واحد', unitId: null, unitName: null },
];
let allowed: { id: number; unitId: number; unitName: string; systems: string[] }[] = [];

const served = serveDuringTests((request, response) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === `/api/v1/service/${SERVICE}/web-service-callers`)
    return sendJson(response, 200, ok({ allowed, systems }));
  if (url.pathname === `/api/v1/service/${SERVICE}/web-service-figures`) {
    const days = Number(url.searchParams.get('days'));
    const figures =
      days === 7 ? { calls: 3, errors: 0, p95Ms: 41 } : { calls: 1250, errors: 12, p95Ms: null };
    return sendJson(response, 200, ok({ days, ...figures }));
  }
  if (url.pathname === '/api/v1/unitwebserviceaccess' && request.method === 'POST') {
    const body = JSON.parse(request.body) as { unitId: number; serviceId: number };
    const system = systems.find((s) => s.unitId === body.unitId)!;
    allowed = [
      ...allowed,
      { id: 90, unitId: body.unitId, unitName: system.unitName!, systems: [system.name] },
    ];
    return sendJson(response, 200, ok({ id: 90, ...body, functionId: null }));
  }
  if (url.pathname.startsWith('/api/v1/unitwebserviceaccess/') && request.method === 'DELETE') {
    allowed = allowed.filter((row) => `/api/v1/unitwebserviceaccess/${row.id}` !== url.pathname);
    return sendJson(response, 200, ok(null));
  }
  return sendJson(response, 404, { success: false, message: 'یافت نشد', data: null });
});

beforeEach(() => {
  allowed = [];
  document.cookie = 'XSRF-TOKEN=token-ws; path=/';
});

describe('who may call the web service', () => {
  it('allows a connected system by its unit, and revokes it after asking', async () => {
    renderWithQueries(
      <MuiFrame>
        <WebServiceCallersSection serviceId={SERVICE} />
      </MuiFrame>,
    );
    const section = screen.getByRole('region', { name: 'سامانه‌های مجاز به فراخوانی' });
    await within(section).findByText('هنوز هیچ سامانه‌ای اجازه فراخوانی این وب‌سرویس را ندارد.');
    // A system without a unit cannot be allowed; the field says why.
    expect(section.textContent).toContain('سامانه بی‌واحد واحد سازمانی ندارد');
    await choose(section, 'سامانه متصل', 'سامانه آموزش (دانشکده فنی)');
    fireEvent.click(within(section).getByRole('button', { name: 'اجازه فراخوانی' }));
    const list = await within(section).findByRole('list', { name: 'واحدهای مجاز' });
    expect(list.textContent).toContain('دانشکده فنی');
    expect(list.textContent).toContain('سامانه‌ها: سامانه آموزش');
    const post = served.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ unitId: 41, serviceId: SERVICE });
    expect(post.headers['x-xsrf-token']).toBe('token-ws');
    // No ids on the screen.
    expect(section.textContent).not.toMatch(/\d/);

    fireEvent.click(within(section).getByRole('button', { name: 'لغو اجازه دانشکده فنی' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو اجازه فراخوانی' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأیید' }));
    await within(section).findByText('هنوز هیچ سامانه‌ای اجازه فراخوانی این وب‌سرویس را ندارد.');
    expect(
      served.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/unitwebserviceaccess/90')),
    ).toBe(true);
  });
});

describe('the web service’s figures', () => {
  it('shows the last 30 days’ calls, errors and p95 in Persian digits, then the chosen period’s', async () => {
    renderWithQueries(
      <MuiFrame>
        <WebServiceFiguresSection serviceId={SERVICE} />
      </MuiFrame>,
    );
    const section = screen.getByRole('region', { name: 'کارکرد وب‌سرویس' });
    expect((await within(section).findByTestId('ws-calls')).textContent).toBe('۱۲۵۰');
    expect(within(section).getByTestId('ws-errors').textContent).toBe('۱۲');
    expect(within(section).getByTestId('ws-p95').textContent).toBe('—');
    await choose(section, 'بازه', '۷ روز گذشته');
    await waitFor(() => expect(within(section).getByTestId('ws-calls').textContent).toBe('۳'));
    expect(within(section).getByTestId('ws-p95').textContent).toBe('۴۱ میلی‌ثانیه');
  });
});
