// Only Admins mark a card portal-wide («کل سامانه»): it counts the whole portal for every viewer. Today
// only Admins write dashboards at all (an Employee's write is 403); the rule holds whatever the access
// rules become, so it is tested through a second mount of the very same resource whose writers are the
// staff — the route an Employee allowed to edit dashboards would take.
import { describe, expect, it } from 'vitest';
import { ROLE_ADMIN, ROLE_EMPLOYEE, resourceEndpoints, type DashboardBody } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import type { AppModule } from '../app-module.js';
import { dashboardMessages } from '../../messages/index.js';
import { dashboardResource } from './dashboards.resources.js';

const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** The dashboard resource as it is, its writers widened to the staff, under `dashboardbystaff`. */
const byStaff: AppModule = {
  name: 'dashboards-by-staff',
  resources: [
    {
      ...dashboardResource,
      api: resourceEndpoints(
        'dashboardbystaff',
        {
          item: (s) => s.dashboardItem,
          createBody: (s) => s.dashboardBody,
          access: { list: staff, read: staff, create: staff, update: staff, delete: staff },
        },
        ['checkName'],
      ),
      recycle: undefined,
    },
  ],
};

const t = testApp({ admin: true, modules: [byStaff] });

async function countQuery(): Promise<number> {
  const query = await t.storedQuery({
    fname: `شمار درخواست‌ها ${Math.random()}`,
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
    },
    by: t.admin,
  });
  return query.id;
}

function body(queryId: number, portalWide: boolean): DashboardBody {
  const card = (id: string, y: number, wide: boolean) => ({
    id,
    title: `کارت ${id}`,
    queryId,
    chartType: 'number' as const,
    layout: { x: 0, y, w: 6, h: 4 },
    portalWide: wide,
  });
  return {
    title: `داشبورد ${Math.random()}`,
    cards: [card('mine', 0, false), card('all', 4, portalWide)],
    shares: [{ role: 'Employee', unitId: null, unitRoleId: -1 }],
  };
}

describe('a portal-wide card («کل سامانه»)', () => {
  it('is refused to any writer but an Admin, on the field, in Persian; an Admin sets it', async () => {
    const queryId = await countQuery();
    const employee = await t.employee({ unitId: (await t.unit()).id, roles: ['Employee'] });
    const staffWrite = t.as(employee);

    // Through the portal's own route an Employee does not write at all.
    expect((await staffWrite.post('/api/v1/dashboard', body(queryId, false))).statusCode).toBe(403);

    const refused = await staffWrite.post('/api/v1/dashboardbystaff', body(queryId, true));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: dashboardMessages.portalWideAdminsOnly('کارت all'),
      data: { code: 'field', field: 'cards.1.portalWide' },
    });

    const plain = await staffWrite.post('/api/v1/dashboardbystaff', body(queryId, false));
    expect(plain.statusCode, plain.body).toBe(200);
    const { id } = plain.json().data as { id: number };
    const widened = await staffWrite.put(`/api/v1/dashboardbystaff/${id}`, body(queryId, true));
    expect(widened.statusCode, widened.body).toBe(400);
    expect(widened.json().data).toEqual({ code: 'field', field: 'cards.1.portalWide' });

    // An Admin marks it, on either mount; the Employee then cannot keep it in a write of theirs.
    const byAdmin = await t.as(t.admin).put(`/api/v1/dashboardbystaff/${id}`, body(queryId, true));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const stored = await t.as(t.admin).get(`/api/v1/dashboard/${id}`);
    expect(stored.json().data.cards[1].portalWide).toBe(true);
    const kept = await staffWrite.put(`/api/v1/dashboardbystaff/${id}`, body(queryId, true));
    expect(kept.statusCode, kept.body).toBe(400);
    expect((await t.as(t.admin).post('/api/v1/dashboard', body(queryId, true))).statusCode).toBe(200);
  });
});
