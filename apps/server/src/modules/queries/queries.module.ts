import { queryApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { runQuery } from './queries.service.js';

/**
 * Query definitions (SPEC §3): `POST query/run` runs one as the caller — one read-only, parameterised
 * statement under the statement timeout and the row cap (see docs/ARCHITECTURE.md "Queries").
 */
export function queriesModule({ db }: ModuleContext): AppModule {
  return {
    name: 'queries',
    endpoints: [bind(queryApi.run, async ({ body, user }) => ok(await runQuery(db, user, body)))],
  };
}
