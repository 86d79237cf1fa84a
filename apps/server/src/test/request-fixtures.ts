// Requests' set-up shared by the requests tests: a published service whose requests wait on one unit's
// provider task, and the signature a provider or applicant signs with.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { textField } from './factories.js';
import { reviewedProcess } from './process-fixtures.js';
import type { TestApp, TestUser } from './test-app.js';

/** A one-pixel PNG as the profile stores a signature. */
export const TEST_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** A unit as the factories answer it. */
export type TestUnit = { id: number; unitRoles: { id: number }[] };

/** Gives `userId` a signature in their profile. */
export const signatureFor = (t: TestApp, userId: number) =>
  t.database.db.update(users).set({ signature: TEST_SIGNATURE }).where(eq(users.id, userId));

/**
 * Publishes, as `admin`, a service: start → form (name required, grade) → status → review (the unit's
 * first unit role, due in 3 days, outcomes ok/no) → ok: completed, no: rejected.
 */
export async function reviewedService(
  t: TestApp,
  admin: TestUser,
  unit: TestUnit,
  extra: Record<string, unknown> = {},
) {
  const service = await t.service({
    elements: [
      { ...textField('name', 'نام'), required: true },
      { id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' },
    ],
    process: reviewedProcess({ unitId: unit.id, unitRoleId: unit.unitRoles[0]!.id }, 3),
    ...extra,
  });
  const published = await t.as(admin).post(`/api/v1/service/${service.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return service;
}

/** Sends, as `applicant`, a request of `serviceId` (a reviewedService) with its name answered; answers its id. */
export async function submitReviewed(t: TestApp, applicant: TestUser, serviceId: number): Promise<number> {
  const res = await t.as(applicant).post('/api/v1/userrequest', { serviceId, answers: { name: 'مریم' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}
