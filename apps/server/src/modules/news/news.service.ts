import { HOME_NEWS_PAGE, type NewsSummary, type PagedList, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { toJson } from '../../plugins/resources/to-json.js';
import { newsReadable, NEWS_DEFAULT_ORDER } from './news.repository.js';
import { newsResource } from './news.resource.js';

/** The first page of news as an anonymous visitor's `news/filter` answers it (the home page's boot data). */
export async function visitorNewsPage(db: Db): Promise<PagedList<NewsSummary>> {
  const { page, count } = HOME_NEWS_PAGE;
  const { list, total } = await resourceRepository(db, newsResource).page(
    null,
    [],
    [...NEWS_DEFAULT_ORDER],
    page,
    count,
  );
  return {
    list: list.map((row) => toJson(row) as NewsSummary),
    pages: Math.ceil(total / count),
    currentPage: page,
  };
}

/** Whether `viewer` may download a file attached to the item `id`: exactly when they may read the item. */
export function newsFileReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  return newsReadable(db, viewer, id);
}
