// The data collection shapes this feature reads, from the shared schemas.
export type { DataCollection, SystemCollection } from '@darvazeh/shared';

/** One page of a filtered list. */
export type { PagedList } from '@darvazeh/shared';

/** Query-key root of the collection queries this feature owns, invalidated after each change. */
export const collectionKeys = {
  all: ['datacollection'] as const,
  list: (params: object) => ['datacollection', 'list', params] as const,
  item: (id: number) => ['datacollection', 'item', id] as const,
  system: ['datacollection', 'system'] as const,
};

/** Where the Admin's collection list lives. */
export const COLLECTION_LIST_PATH = '/panel/data-collection/list';
/** Where a collection is designed (no id: a new one). */
export const collectionDetailPath = (id?: number) =>
  `/panel/data-collection/detail${id === undefined ? '' : `/${id}`}`;
/** A collection's records page. */
export const collectionRecordsPath = (id: number) => `/panel/data-collection/records/${id}`;
