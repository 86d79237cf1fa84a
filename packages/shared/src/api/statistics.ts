// The `statistics` resource (SPEC §3): the headline figures of the built-in reports, Admins only.
import { admin } from './access.js';
import { get } from './verbs.js';

export const statisticsApi = {
  summary: get('statistics', admin, { response: (s) => s.statisticsSummary }),
};
