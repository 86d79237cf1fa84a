import type { LookupFunction } from 'node:net';
import { isForbiddenAddress } from './address-policy.js';
import { ForbiddenAddressError } from './outbound-error.js';
import { isAllowedHost, type OutboundPolicy, type ResolvedAddress } from './outbound-policy.js';

function familyOf(option: number | string | undefined): number {
  if (option === 4 || option === 'IPv4') return 4;
  if (option === 6 || option === 'IPv6') return 6;
  return 0;
}

/**
 * The `lookup` node:net calls when it opens the connection: it resolves the name, refuses every
 * answer when any of them is forbidden (so a name cannot hide a private address among public ones),
 * and hands net only the addresses it checked. Because the check sits at connect time on the very
 * addresses the socket uses, a name that answered a public address a moment ago (DNS rebinding)
 * gains nothing. node:net never calls this for an IP literal: guardedFetch checks those itself.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const answer = (answers: ResolvedAddress[]): void => {
      const addresses = answers.map((entry) => entry.address);
      if (!isAllowedHost(policy, hostname) && addresses.some(isForbiddenAddress)) {
        callback(new ForbiddenAddressError(hostname, addresses), options.all ? [] : '');
        return;
      }
      const family = familyOf(options.family);
      const usable = answers.filter((entry) => family === 0 || entry.family === family);
      const first = usable[0];
      if (!first) {
        const missing: NodeJS.ErrnoException = new Error(`no usable address for ${hostname}`);
        missing.code = 'ENOTFOUND';
        callback(missing, options.all ? [] : '');
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    };
    policy.resolve(hostname).then(answer, (err: NodeJS.ErrnoException) => {
      callback(err, options.all ? [] : '');
    });
  };
}
