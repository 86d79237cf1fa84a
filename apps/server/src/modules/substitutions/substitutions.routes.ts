import { substitutionApi } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { substitutionMessages as text } from '../../messages/index.js';
import {
  createSubstitution,
  listSubstitutions,
  removeSubstitution,
  substitutionCandidates,
} from './substitutions.service.js';

/** The substitutions' endpoints: the caller's list, naming a substitute, removing one, finding candidates. */
export function substitutionRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(substitutionApi.list, async ({ user }) => ok(await listSubstitutions(db, user))),
    bind(substitutionApi.candidates, async ({ user, query }) =>
      ok(await substitutionCandidates(db, user, query.q)),
    ),
    bind(substitutionApi.create, async ({ user, body }) =>
      ok(await createSubstitution(db, user, body), text.saved),
    ),
    bind(substitutionApi.remove, async ({ user, params }) => {
      await removeSubstitution(db, user, params.id);
      return ok(null, text.removed);
    }),
  ];
}
