import { collectionRecords } from '../../db/schema/index.js';
import type { RecycleKind } from '../../plugins/resources/recycle-definition.js';
import { RECORD_RESOURCE, recordTitle } from './records.repository.js';
import { labels } from '../../messages/index.js';

/**
 * Records in the recycle bin: one deleted on its own is listed and restored on its own, while its
 * collection is live; those deleted with their collection come back with it. Their files go when they
 * are purged.
 */
export const recordRecycleKind: RecycleKind = {
  kind: RECORD_RESOURCE,
  table: collectionRecords,
  label: labels.record,
  title: recordTitle,
  parents: [{ column: collectionRecords.collectionId, kind: 'datacollection' }],
  files: true,
  // A record's data holds no secret the change log must hide.
  forLog: undefined,
};
