// Moving open requests to the published version of their service (issue 15 item 5, ADR 0006): the shared
// planMigration is the dry run an Admin reads; applying moves each request the plan moves or keeps, one
// transaction per request, holding its row and checking its steps are still the ones planned. A request
// that moved meanwhile is left on its version and reported as refused.
import {
  planMigration,
  SERVICE_MESSAGES,
  type MigrateRequestsBody,
  type MigrationResult,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { serviceMessages } from '../../messages/index.js';
import { startableService } from '../services/service-versions.service.js';
import { requestVersion } from './request-version.js';
import { insertEvents, lockRequest, moveToVersion, openStepsOf, tokensOf } from './requests.repository.js';

/** `POST service/{id}/migrate`. */
export async function migrateRequests(
  db: Db,
  actor: Principal,
  serviceId: number,
  body: Required<MigrateRequestsBody>,
): Promise<MigrationResult> {
  const target = await startableService(db, serviceId);
  if (!target) throw new AppError('not_found', serviceMessages.serviceNotFound);
  const from = await requestVersion(db, serviceId, body.fromVersion);
  const to = await requestVersion(db, serviceId, target.version);
  if (!from || !to) throw new AppError('not_found', serviceMessages.versionNotFound);
  const steps = await openStepsOf(db, serviceId, body.fromVersion);
  const codes = new Map(steps.map((s) => [s.requestId, s.trackingCode]));
  const plans = planMigration(from.snapshot.process, to.snapshot.process, steps, body.mappings).map((p) => ({
    ...p,
    trackingCode: codes.get(p.requestId) ?? '',
  }));
  let applied = 0;
  if (body.apply && from.version !== to.version) {
    for (const plan of plans) {
      if (plan.outcome === 'refused') continue;
      const moved = await db.transaction(async (tx) => {
        const held = await lockRequest(tx, plan.requestId);
        const planned = plan.steps.map((s) => s.nodeKey).sort();
        const now = (await tokensOf(tx, plan.requestId)).sort();
        if (
          !held ||
          held.state !== 'running' ||
          held.serviceVersion !== from.version ||
          now.join() !== planned.join()
        )
          return false;
        await moveToVersion(
          tx,
          plan.requestId,
          to.version,
          new Map(plan.steps.map((s) => [s.nodeKey, s.to ?? s.nodeKey])),
        );
        await insertEvents(tx, [
          {
            requestId: plan.requestId,
            actorId: actor.id,
            kind: 'migrated',
            note: SERVICE_MESSAGES.requestMovedTo(from.version, to.version),
          },
        ]);
        return true;
      });
      if (moved) applied += 1;
      else Object.assign(plan, { outcome: 'refused', reason: SERVICE_MESSAGES.requestChangedMeanwhile });
    }
  }
  return { fromVersion: from.version, toVersion: to.version, plans, applied };
}
