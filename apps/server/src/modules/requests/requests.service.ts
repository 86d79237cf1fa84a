import type { Principal, RequestCounter } from '@darvazeh/shared';

/**
 * The caller's received and sent requests (SPEC §3 "Request counter", wire spellings kept). Zeros until
 * requests exist; the requests issue counts them.
 */
export function requestCounter(_user: Principal): Promise<RequestCounter> {
  return Promise.resolve({ recieved: 0, seneded: 0 });
}
