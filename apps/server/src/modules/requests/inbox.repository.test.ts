import { describe, expect, it } from 'vitest';
import { requestTasks, userRequests } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { countTasks, taskRows } from './inbox.repository.js';
import type { HeldResponsibility } from './request-access.repository.js';

const t = testApp({ admin: true });

// The candidate rule as providerStanding states it (SPEC §6): named, or a responsibility in the unit (or
// no unit) with the unit role (or no unit role, or −1).
const candidate = (
  task: { userId: number | null; unitId: number | null; unitRoleId: number | null },
  ids: number[],
  held: HeldResponsibility[],
) =>
  task.userId !== null
    ? ids.includes(task.userId)
    : held.some(
        (r) =>
          (task.unitId === null || r.unitId === task.unitId) &&
          (task.unitRoleId === null || task.unitRoleId === -1 || r.unitRoleId === task.unitRoleId),
      );

describe('the received box matches candidates as providerStanding does', () => {
  it('over every unit, unit role and user combination, with 0, 1 and 2 responsibilities', async () => {
    const db = t.database.db;
    const service = await t.service();
    await t.as(t.admin).post(`/api/v1/service/${service.id}/publish`);
    const applicant = await t.user();
    const [request] = await db
      .insert(userRequests)
      .values({
        trackingCode: '0000000001',
        serviceId: service.id,
        serviceVersion: 1,
        applicantId: applicant.id,
        status: 'ثبت‌شده',
        answers: {},
      })
      .returning();
    const me = 1_000_001;
    const other = 1_000_002;
    const tasks: { userId: number | null; unitId: number | null; unitRoleId: number | null }[] = [];
    for (const userId of [null, me, other])
      for (const unitId of [null, 11, 12, 13])
        for (const unitRoleId of [null, -1, 21, 22, 23]) tasks.push({ userId, unitId, unitRoleId });
    const rows = await db
      .insert(requestTasks)
      .values(
        tasks.map((x) => ({ ...x, requestId: request!.id, nodeKey: 'review', kind: 'provider' as const })),
      )
      .returning({ id: requestTasks.id });
    const heldSets: HeldResponsibility[][] = [
      [],
      [{ unitId: 11, unitRoleId: 21 }],
      [
        { unitId: 11, unitRoleId: 21 },
        { unitId: 12, unitRoleId: 22 },
      ],
      [
        { unitId: 11, unitRoleId: 21 },
        { unitId: 11, unitRoleId: 22 },
      ],
    ];
    for (const held of heldSets) {
      const box = { box: 'received' as const, userId: me, actingAs: [me], held, today: '2026-01-01' };
      const expected = rows.filter((_, i) => candidate(tasks[i]!, [me], held)).map((r) => r.id);
      const page = await taskRows(db, box, { page: 1, count: 100 });
      expect(page.rows.map((r) => r.task.id).sort((a, b) => a - b)).toEqual(expected);
      expect(page.total).toBe(expected.length);
      expect(await countTasks(db, box)).toBe(expected.length);
    }
  });
});
