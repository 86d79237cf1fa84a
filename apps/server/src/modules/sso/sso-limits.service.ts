import type { SsoLimitUser } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { searchUsers } from './sso-limits.repository.js';

/** Most users the limit picker lists at once; typing narrows the rest. */
const CANDIDATES_LIMIT = 20;

/** Users a user limit may name, found by name or username (`GET ssouserlimit/users`). */
export function limitUserCandidates(db: Db, q: string): Promise<SsoLimitUser[]> {
  return searchUsers(db, q, CANDIDATES_LIMIT);
}
