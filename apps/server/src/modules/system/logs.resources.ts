import { authLogApi, outboxApi, securityStampLogApi } from '@darvazeh/shared';
import { authLogs, outbox, securityStampLogs } from '../../db/schema/index.js';
import type { ReadOnlyResourceDefinition } from '../../plugins/resources/resource-definition.js';

/** Sign-in attempts of every user (SPEC resource `authlog`). */
export const authLogResource: ReadOnlyResourceDefinition = {
  api: authLogApi,
  table: authLogs,
  fields: {
    id: { column: authLogs.id, type: 'number' },
    userId: { column: authLogs.userId, type: 'number' },
    username: { column: authLogs.username, type: 'text' },
    ip: { column: authLogs.ip, type: 'text' },
    result: { column: authLogs.result, type: 'text' },
    createdAt: { column: authLogs.createdAt, type: 'date' },
  },
};

/** Security stamp changes (SPEC resource `securitystamplog`). */
export const securityStampLogResource: ReadOnlyResourceDefinition = {
  api: securityStampLogApi,
  table: securityStampLogs,
  fields: {
    id: { column: securityStampLogs.id, type: 'number' },
    userId: { column: securityStampLogs.userId, type: 'number' },
    createdAt: { column: securityStampLogs.createdAt, type: 'date' },
  },
};

/** The mail outbox: what the portal sent or would have sent. */
export const outboxResource: ReadOnlyResourceDefinition = {
  api: outboxApi,
  table: outbox,
  fields: {
    id: { column: outbox.id, type: 'number' },
    to: { column: outbox.to, type: 'text' },
    subject: { column: outbox.subject, type: 'text' },
    createdAt: { column: outbox.createdAt, type: 'date' },
  },
};
