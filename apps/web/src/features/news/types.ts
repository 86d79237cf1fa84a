// The news shapes this feature reads, from the shared schemas.
export type { NewsBody, NewsItem, NewsSummary } from '@darvazeh/shared';

/** One page of a filtered list. */
export type { PagedList } from '@darvazeh/shared';

/** Query-key root of every news query, invalidated after each change. */
export const newsKeys = {
  all: ['news'] as const,
  list: (params: object) => ['news', 'list', params] as const,
  item: (id: number) => ['news', 'item', id] as const,
};
