// The data collection shapes this feature reads, from the shared schemas, and its query keys.
export type { DataCollection, SystemCollection } from '@darvazeh/shared';

/** Query-key root of the collection queries this feature owns, invalidated after each change. */
export const collectionKeys = {
  all: ['datacollection'] as const,
  item: (id: number) => ['datacollection', 'item', id] as const,
};
