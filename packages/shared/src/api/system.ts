// System logs and the mail outbox: read-only resources for Admins.
import { ROLE_ADMIN } from '../rules/permissions.js';
import { readOnlyEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;

/** Sign-in attempts of every user (`authlog`). */
export const authLogApi = readOnlyEndpoints('authlog', { item: (s) => s.authLogItem, access: admin });

/** Security stamp changes (`securitystamplog`). */
export const securityStampLogApi = readOnlyEndpoints('securitystamplog', {
  item: (s) => s.securityStampLogItem,
  access: admin,
});

/** The mail outbox: what the portal sent or would have sent. */
export const outboxApi = readOnlyEndpoints('outbox', { item: (s) => s.outboxItem, access: admin });
