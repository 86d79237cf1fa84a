import { dataCollectionApi, formDefinition, formDefinitionError, normalizeText } from '@darvazeh/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataCollections } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { collectionMessages } from './collections.messages.js';
import { syncRecordIndexes } from './record-indexes.js';

async function fnameTaken(db: Db, fname: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: dataCollections.id })
    .from(dataCollections)
    .where(
      and(
        isNull(dataCollections.deletedAt),
        eq(dataCollections.fname, fname),
        exceptId === null ? undefined : ne(dataCollections.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Data collections (مجموعه داده): a name and a form definition. Admins define them; Admins and Employees
 * list and read them (providers see the collections their requests store records in). The definition is
 * checked with the shared `formDefinitionError`, so a malformed one is refused with the path of the error.
 * `POST datacollection/all` answers only collections with at least one top-level form field (SPEC §7).
 * The name (fname) is stored normalised and is unique among live collections.
 */
export const dataCollectionResource: ResourceDefinition = {
  api: dataCollectionApi,
  table: dataCollections,
  fields: {
    id: { column: dataCollections.id, type: 'number' },
    fname: { column: dataCollections.fname, type: 'text' },
    createdAt: { column: dataCollections.createdAt, type: 'date' },
  },
  nameColumn: dataCollections.fname,
  allScope: sql`jsonb_array_length(${dataCollections.formInfo} -> 'formFields') > 0`,
  hooks: {
    check: async (db, body, id) => {
      const error = formDefinitionError(body.formInfo);
      if (error) throw new AppError('bad_request', error);
      if (await fnameTaken(db, normalizeText(body.fname as string), id)) {
        throw new AppError('conflict', collectionMessages.duplicateFname);
      }
    },
    toValues: (body) => ({
      fname: normalizeText(body.fname as string),
      formInfo: formDefinition.parse(body.formInfo),
    }),
    // The filter indexes of the collection's records follow its definition (record-indexes.ts).
    afterWrite: (tx, id, body) => syncRecordIndexes(tx, id, formDefinition.parse(body.formInfo)),
    beforeRemove: (tx, id) => syncRecordIndexes(tx, id, null),
  },
};
