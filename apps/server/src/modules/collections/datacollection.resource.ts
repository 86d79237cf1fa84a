import {
  dataCollectionApi,
  formDefinition,
  formDefinitionError,
  normalizeText,
  type FormDefinition,
} from '@darvazeh/shared';
import {
  collectionDayCounts,
  collectionRecords,
  collectionRecordTotals,
  dataCollections,
} from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { syncRecordIndexes } from './record-indexes.repository.js';
import { COLLECTIONS_WITH_FIELDS, RECORD_RESOURCE } from './records.repository.js';
import { collectionMessages, labels } from '../../messages/index.js';
import { assertFormFunctionsValid } from './form-functions.service.js';
import { assertNamedQueriesExist } from '../queries/stored-queries.service.js';

/**
 * Data collections (مجموعه داده): a name and a form definition. Admins define them; Admins and Employees
 * list and read them (providers see the collections their requests store records in). The definition is
 * checked with the shared `formDefinitionError`, so a malformed one is refused with the path of the error.
 * `POST datacollection/all` answers only collections with at least one top-level form field (SPEC §7).
 * The name (fname) is stored normalised and is unique among live collections (checked in the write's
 * transaction, and by the index data_collections_fname_live when two writes race). Deleting one takes its
 * live records with it to the recycle bin, files and all; a restore brings them back and rebuilds the
 * records' filter indexes.
 */
export const dataCollectionResource: ResourceDefinition = {
  api: dataCollectionApi,
  table: dataCollections,
  fields: columnFields(dataCollections, ['id', 'fname', 'createdAt']),
  nameColumn: dataCollections.fname,
  duplicateNameMessage: collectionMessages.duplicateFname,
  allScope: COLLECTIONS_WITH_FIELDS,
  recycle: {
    label: labels.dataCollection,
    title: dataCollections.fname,
    dependents: [
      {
        table: collectionRecords,
        column: collectionRecords.collectionId,
        resource: RECORD_RESOURCE,
        label: labels.record,
        files: true,
      },
    ],
    // The counts the triggers keep (migration 0015) exist only for the collection.
    purgeAlso: [collectionDayCounts.collectionId, collectionRecordTotals.collectionId],
    afterRestore: (tx, row) => syncRecordIndexes(tx, row.id as number, formDefinition.parse(row.formInfo)),
  },
  hooks: {
    check: async (db, body) => {
      const error = formDefinitionError(body.formInfo);
      if (error) throw new AppError('bad_request', error);
      // What the schema cannot see: a function's sources parse, its names are declared, its branches follow an if.
      assertFormFunctionsValid(body.formInfo as FormDefinition);
      // Fields (and the form's functions) drawing from a stored query name one that exists.
      await assertNamedQueriesExist(db, body.formInfo);
    },
    toValues: (body) => ({
      fname: normalizeText(body.fname as string),
      formInfo: formDefinition.parse(body.formInfo),
    }),
    // The filter indexes of the collection's records follow its definition (record-indexes.repository.ts).
    afterWrite: (tx, id, body) => syncRecordIndexes(tx, id, formDefinition.parse(body.formInfo)),
    beforeRemove: (tx, id) => syncRecordIndexes(tx, id, null),
  },
};
