// The wire shapes of a data collection's records (issue #6 "Records"). A record is the answers of one
// filled form, keyed by field id exactly as the form check accepted them (file answers under
// `{fieldId}-path`, parent subform visibility under `display-{id}`). Lists reuse the resource filter body
// (`filterRequest`: `{ filters: { [fieldId]: { op, value } }, page, count, sort }`) and `pagedList`.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { filterRequest, idParams, pagedList } from '../schemas/resource.js';

/** Most records one export writes and one import reads (same as the other Excel imports). */
export const RECORD_EXPORT_MAX_ROWS = 20_000;

/**
 * Body of `POST datacollection/{collectionId}/record` and `PUT …/record/{recordId}`. Other top-level keys
 * (id, collectionId, audit fields of a record read back) are ignored, so a client may resubmit what it read.
 */
export const recordBody = z.object({
  data: z.record(z.string().max(200), z.unknown(), { error: 'پاسخ‌های فرم را وارد کنید.' }),
});
export type RecordBody = z.output<typeof recordBody>;

/** One record as the API answers it. */
export const collectionRecord = resourceItem({
  collectionId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type CollectionRecord = z.infer<typeof collectionRecord>;

/** `POST datacollection/{collectionId}/record/filter`: the resource filter body, filters keyed by field id. */
export const recordFilterRequest = filterRequest;
export type RecordFilterRequest = z.output<typeof recordFilterRequest>;

/** Answer of the record filter: `{ list, pages, currentPage }`. */
export const recordList = pagedList(collectionRecord);
export type RecordList = z.infer<typeof recordList>;

/** Path parameters of a collection's records: `datacollection/{collectionId}/record`. */
export const collectionParams = z.strictObject({ collectionId: idParams.shape.id });

/** Path parameters of one record: `datacollection/{collectionId}/record/{recordId}`. */
export const recordParams = z.strictObject({
  collectionId: idParams.shape.id,
  recordId: idParams.shape.id,
});
