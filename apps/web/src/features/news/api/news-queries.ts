// News (SPEC §2 news pages, §7 `news/filter`) through the declared `newsApi` endpoints.
import { newsApi } from '@darvazeh/shared';
import { resourceHooks } from '../../../lib/resource-hooks';
import { newsKeys } from '../types';

const news = resourceHooks(newsApi, newsKeys);

/** A page of the news the caller may read (visitors: published ones), newest first; a title search. */
export const useNewsPage = news.usePage;

/** One news item with its body; a missing one (404) is not retried. */
export const useNews = news.useItem;

/** Saves a news item (Admin); every news list and item reloads. */
export const useSaveNews = news.useSave;

/** Deletes a news item (Admin); every news list reloads. */
export const useDeleteNews = news.useRemove;
