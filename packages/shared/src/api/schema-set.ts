// Every schema an endpoint declaration may name. Only the server (and tests) import this module at run
// time; declarations import its type alone, so the web's call sites stay free of zod.
import * as calendar from '../calendar/index.js';
import * as dashboards from '../dashboards/index.js';
import * as events from '../events/index.js';
import * as forms from '../forms/index.js';
import * as queries from '../queries/index.js';
import * as schemas from '../schemas/index.js';
import * as requests from '../requests/index.js';
import * as services from '../services/index.js';

/** The schemas endpoint declarations pick from (`(s) => s.newsItem`). */
export const schemaSet = {
  ...schemas,
  ...forms,
  ...queries,
  ...services,
  ...calendar,
  ...requests,
  ...events,
  ...dashboards,
};

/** The type of the schema set, for declarations' pickers. */
export type SchemaSet = typeof schemaSet;
