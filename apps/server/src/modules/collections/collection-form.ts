// A data collection's form as the record readers and writers (and queries) need it: the definition and
// its keyed fields. Kept apart from records.service.ts so modules/queries can read forms without reaching
// the record writers, which check choices drawn from stored queries through modules/queries.
import type { FormDefinition } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { keyedFields, type KeyedField } from './record-keys.js';
import { findCollection } from './records.repository.js';
import { collectionMessages } from '../../messages/index.js';

/** A collection as the record writers need it. */
export type CollectionForm = { id: number; formInfo: FormDefinition; fields: Map<string, KeyedField> };

export function collectionForm(collection: { id: number; formInfo: FormDefinition }): CollectionForm {
  return { ...collection, fields: keyedFields(collection.formInfo) };
}

/** A live collection's form as the record routes need it; 404 when the collection is missing or deleted. */
export async function formOf(db: Db, collectionId: number): Promise<CollectionForm> {
  const collection = await findCollection(db, collectionId);
  if (!collection) throw new AppError('not_found', collectionMessages.collectionNotFound);
  return collectionForm(collection);
}
