import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { allOf } from '../../plugins/resources/resource-query.js';

/**
 * What `viewer` may read: Admins every live item; everyone else (anonymous visitors included) only
 * published items whose publish date has come.
 */
export function newsVisibleTo(viewer: Principal | null): SQL | undefined {
  return isAdmin(viewer) ? undefined : and(eq(news.published, true), lte(news.publishDate, sql`now()`));
}

/** Newest publish date first, then newest item. */
export const NEWS_DEFAULT_ORDER: readonly SQL[] = [desc(news.publishDate), desc(news.id)];

/** What lists read: everything but the body, which only `GET news/{id}` answers. */
export const NEWS_LIST_COLUMNS = {
  id: news.id,
  name: news.name,
  summary: news.summary,
  imageFileId: news.imageFileId,
  publishDate: news.publishDate,
  published: news.published,
  createdAt: news.createdAt,
  creatorId: news.creatorId,
  updatedAt: news.updatedAt,
  updaterId: news.updaterId,
};

/** Whether the live item `id` is one `viewer` may read. */
export async function newsReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(allOf([isNull(news.deletedAt), newsVisibleTo(viewer), eq(news.id, id)]));
  return rows.length > 0;
}
