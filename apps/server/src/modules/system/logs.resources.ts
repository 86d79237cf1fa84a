import { authLogApi, outboxApi, programLogApi, securityStampLogApi } from '@darvazeh/shared';
import { authLogs, outbox, programLogs, securityStampLogs } from '../../db/schema/index.js';
import type { ReadOnlyResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';

/** Sign-in attempts of every user (SPEC resource `authlog`). */
export const authLogResource: ReadOnlyResourceDefinition = {
  api: authLogApi,
  table: authLogs,
  fields: columnFields(authLogs, ['id', 'userId', 'username', 'ip', 'result', 'createdAt']),
};

/** Security stamp changes (SPEC resource `securitystamplog`). */
export const securityStampLogResource: ReadOnlyResourceDefinition = {
  api: securityStampLogApi,
  table: securityStampLogs,
  fields: columnFields(securityStampLogs, ['id', 'userId', 'createdAt']),
};

/** The mail outbox: what the portal sent or would have sent. */
export const outboxResource: ReadOnlyResourceDefinition = {
  api: outboxApi,
  table: outbox,
  fields: columnFields(outbox, ['id', 'to', 'subject', 'createdAt']),
};

/** The server's warnings and errors (SPEC resource `programlog`), written by plugins/program-log. */
export const programLogResource: ReadOnlyResourceDefinition = {
  api: programLogApi,
  table: programLogs,
  fields: columnFields(programLogs, [
    'id',
    'level',
    'instance',
    'requestId',
    'route',
    'status',
    'userId',
    'createdAt',
  ]),
};
