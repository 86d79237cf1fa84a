// The record shapes this feature reads, from the shared schemas, and its query keys.
export type { CollectionRecord, FilterOp, FormDefinition, FormField } from '@darvazeh/shared';

/** Query-key root of every record query (all collections), invalidated after each change. */
export const recordKeys = {
  all: ['collectionrecord'] as const,
  list: (collectionId: number, params: object) => ['collectionrecord', collectionId, 'list', params] as const,
  item: (collectionId: number, id: number) => ['collectionrecord', collectionId, 'item', id] as const,
};

/** A route's numeric id, or null when it is not a positive integer. */
export function idParam(id: string | undefined): number | null {
  const n = Number(id);
  return id !== undefined && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
