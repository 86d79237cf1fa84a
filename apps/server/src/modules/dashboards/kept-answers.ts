// The answers of stored queries an instance keeps for dashboards and the headline figures (issue 28): one
// entry per definition, conditions and reader scope, dropped on every instance by the next write to what
// the query reads (the notice bus, db/notice-cache.ts). A query over a source that sends no notice runs
// every time.
import {
  isAdmin,
  type Principal,
  type QueryAnswer,
  type QueryDefinition,
  type QueryDefinitionInput,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { cachedEntry } from '../../db/notice-cache.js';
import { runQuery, type RunOptions } from '../queries/queries.service.js';

/** Answers an instance keeps (each at most the query row cap). */
const ANSWERS_KEPT = 200;

/**
 * The notice kinds (db/notices.ts, migrations 0042–0043, 0045 and 0050) of every write that can change
 * what a system source reads: a request's rows, and its tasks, through which staff own it; a service's row.
 * The sign-in log sends none (a notice on every sign-in would cost more than it saves): a query over
 * `AuthLog` runs every time.
 */
const SOURCE_NOTICES: Readonly<Record<string, readonly string[]>> = {
  Requests: ['request', 'task'],
  RequestTasks: ['task'],
  Services: ['service'],
};

/**
 * The notice tags that drop a query's answer, or null when one of its sources sends none. A data
 * collection's source is dropped by `records:{id}` (migration 0047): a record of it written, or the
 * collection's row changed — its definition, which the query compiles against.
 */
function noticesOf(sources: readonly { collectionId: number | string }[]): string[] | null {
  const tags = new Set<string>();
  for (const { collectionId } of sources) {
    if (typeof collectionId === 'number') {
      tags.add(`records:${collectionId}`);
      continue;
    }
    const sent = SOURCE_NOTICES[collectionId];
    if (!sent) return null;
    for (const kind of sent) tags.add(kind);
  }
  return [...tags];
}

/**
 * `definition` run for `user` within `options.scope` (the caller's own rights when left out) and
 * `options.also`, through the kept answers. The same definition, conditions and scope answer the same rows
 * until a write they read; the reader's reach is the scope's (an Admin's is everything), so other readers
 * of that scope share the entry.
 */
export async function keptAnswer(
  db: Db,
  user: Principal,
  definition: QueryDefinition | QueryDefinitionInput,
  options: RunOptions = {},
): Promise<QueryAnswer> {
  const run = () => runQuery(db, user, definition, options);
  const notices = noticesOf(definition.sources);
  if (!notices) return run();
  const reader = isAdmin(user) ? 'admin' : user.id;
  const key = JSON.stringify([definition, options.also ?? [], options.scope ?? 'own', reader]);
  const answer = await cachedEntry(db, 'dashboard-answers', ANSWERS_KEPT, key, async () => ({
    value: await run(),
    tags: notices,
  }));
  return answer!;
}
