// News (SPEC §2 news pages, §7 `news/filter`) through the declared `newsApi` endpoints.
import { newsApi } from '@darvazeh/shared';
import {
  usePagedList,
  useRemoveResource,
  useSaveResource,
  useResourceItem,
  type PageQuery,
} from '../../../lib/resource-hooks';
import { newsKeys } from '../types';

/** A page of the news the caller may read (visitors: published ones), newest first; a title search. */
export function useNewsPage(query: PageQuery) {
  return usePagedList(newsApi.filter, newsKeys.all, query);
}

/** One news item with its body; a missing one (404) is not retried. */
export function useNews(id: number | null) {
  return useResourceItem(newsApi.get, newsKeys.item(id ?? 0), id);
}

/** Saves a news item (Admin); every news list and item reloads. */
export function useSaveNews() {
  return useSaveResource(newsApi, [newsKeys.all]);
}

/** Deletes a news item (Admin); every news list reloads. */
export function useDeleteNews() {
  return useRemoveResource(newsApi.remove, [newsKeys.all]);
}
