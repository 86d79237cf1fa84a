import { holidayApi } from '@darvazeh/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { calendarMessages as text, commonMessages } from '../../messages/index.js';
import { confirmYear, proposeYear, setThursdayClosed, unconfirmYear, yearView } from './calendar.service.js';

const actorOf = (user: { id: number }, request: FastifyRequest) => ({
  actorId: user.id,
  requestId: request.id,
});

/** The Jalali years' endpoints: read a year, its Thursday setting, proposing, confirming and withdrawing. */
export function calendarRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(holidayApi.year, async ({ params }) => ok(await yearView(db, params.jy))),
    bind(holidayApi.yearSettings, async ({ params, body, user, request }) => {
      await setThursdayClosed(db, actorOf(user, request), params.jy, body.thursdayClosed);
      return ok(await yearView(db, params.jy), commonMessages.saved);
    }),
    bind(holidayApi.propose, async ({ params, user, request }) => {
      const added = await proposeYear(db, actorOf(user, request), params.jy);
      return ok(await yearView(db, params.jy), text.proposed(added));
    }),
    bind(holidayApi.confirm, async ({ params, user, request }) => {
      await confirmYear(db, actorOf(user, request), params.jy);
      return ok(await yearView(db, params.jy), text.confirmed(params.jy));
    }),
    bind(holidayApi.unconfirm, async ({ params, user, request }) => {
      await unconfirmYear(db, actorOf(user, request), params.jy);
      return ok(await yearView(db, params.jy), text.unconfirmed(params.jy));
    }),
  ];
}
