import { authLogItem, outboxItem, ROLE_ADMIN, securityStampLogItem } from '@darvazeh/shared';
import { authLogs, outbox, securityStampLogs } from '../../db/schema/index.js';
import type { ReadOnlyResourceDefinition } from '../../plugins/resources/resource-definition.js';

const adminOnly = [ROLE_ADMIN];

/** Sign-in attempts of every user (SPEC resource `authlog`). */
export const authLogResource: ReadOnlyResourceDefinition = {
  name: 'authlog',
  table: authLogs,
  fields: {
    id: { column: authLogs.id, type: 'number' },
    userId: { column: authLogs.userId, type: 'number' },
    username: { column: authLogs.username, type: 'text' },
    ip: { column: authLogs.ip, type: 'text' },
    result: { column: authLogs.result, type: 'text' },
    createdAt: { column: authLogs.createdAt, type: 'date' },
  },
  item: authLogItem,
  access: adminOnly,
};

/** Security stamp changes (SPEC resource `securitystamplog`). */
export const securityStampLogResource: ReadOnlyResourceDefinition = {
  name: 'securitystamplog',
  table: securityStampLogs,
  fields: {
    id: { column: securityStampLogs.id, type: 'number' },
    userId: { column: securityStampLogs.userId, type: 'number' },
    createdAt: { column: securityStampLogs.createdAt, type: 'date' },
  },
  item: securityStampLogItem,
  access: adminOnly,
};

/** The mail outbox: what the portal sent or would have sent. */
export const outboxResource: ReadOnlyResourceDefinition = {
  name: 'outbox',
  table: outbox,
  fields: {
    id: { column: outbox.id, type: 'number' },
    to: { column: outbox.to, type: 'text' },
    subject: { column: outbox.subject, type: 'text' },
    createdAt: { column: outbox.createdAt, type: 'date' },
  },
  item: outboxItem,
  access: adminOnly,
};
