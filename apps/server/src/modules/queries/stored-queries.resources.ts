import { normalizeText, queryApi, queryDefinition } from '@darvazeh/shared';
import { storedQueries } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { commonMessages, labels, queryMessages } from '../../messages/index.js';
import { compileAs, labelledColumns } from './queries.service.js';
import { storedQueryUsers } from './stored-queries.repository.js';

/**
 * Stored queries (resource `query`, پرس‌وجوی ذخیره‌شده), Admins only. Every write checks the definition
 * with the shared schema and compiles it against its sources as the writer would run it, so a definition
 * that does not compile (an unknown field, an aggregate its field does not allow, a missing collection) is
 * a Persian 400 and nothing is written; the output columns' labels are derived then. The name (fname,
 * stored normalised) is unique among live queries. A query that a live form (a field, or a function of
 * the form), a live function or a live dashboard still names cannot be deleted; the refusal names them.
 */
export const storedQueryResource: ResourceDefinition = {
  api: queryApi,
  table: storedQueries,
  fields: columnFields(storedQueries, ['id', 'fname', 'createdAt']),
  nameColumn: storedQueries.fname,
  duplicateNameMessage: queryMessages.duplicateName,
  recycle: { label: labels.query, title: storedQueries.fname },
  hooks: {
    check: async (db, body, _id, user) => {
      await compileAs(db, user, body.definition);
    },
    toValues: async (body, tx) => {
      const definition = queryDefinition.parse(body.definition);
      return {
        fname: normalizeText(body.fname as string),
        description:
          typeof body.description === 'string' && body.description !== '' ? body.description : null,
        definition,
        columns: await labelledColumns(tx, definition),
      };
    },
    beforeRemove: async (tx, id) => {
      const users = await storedQueryUsers(tx, id);
      const named = [
        ...users.collections.map(queryMessages.usedByCollection),
        ...users.functions.map(queryMessages.usedByFunction),
        ...users.dashboards.map(queryMessages.usedByDashboard),
      ];
      if (named.length > 0)
        throw new AppError(
          'bad_request',
          queryMessages.storedQueryInUse(named.join(commonMessages.listSeparator)),
        );
    },
  },
};
