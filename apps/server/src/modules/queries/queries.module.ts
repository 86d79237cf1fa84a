import { queryApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { runQuery } from './queries.service.js';
import { storedQueryResource } from './stored-queries.resources.js';
import { runStoredQuery } from './stored-queries.service.js';

/**
 * Query definitions (SPEC §3): `POST query/run` runs one as the caller — one read-only, parameterised
 * statement under the statement timeout and the row cap (see docs/ARCHITECTURE.md "Queries"); stored
 * queries (resource `query`, Admins) and `POST query/{id}/rows`, which runs one for any signed-in user
 * with that user's own rights.
 */
export function queriesModule({ db }: ModuleContext): AppModule {
  return {
    name: 'queries',
    resources: [storedQueryResource],
    endpoints: [
      bind(queryApi.run, async ({ body, user }) => ok(await runQuery(db, user, body))),
      bind(queryApi.rows, async ({ params, user }) => ok(await runStoredQuery(db, user, params.id))),
    ],
  };
}
