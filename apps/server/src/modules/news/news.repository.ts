import { and, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { allOf } from '../../plugins/resources/resource-query.js';

type Row = Record<string, unknown>;

/**
 * What `viewer` may read: Admins every live item; everyone else (anonymous visitors included) only
 * published items whose publish date has come.
 */
export function newsVisibleTo(viewer: Principal | null): SQL | undefined {
  return allOf([
    isNull(news.deletedAt),
    isAdmin(viewer) ? undefined : and(eq(news.published, true), lte(news.publishDate, sql`now()`)),
  ]);
}

/** Newest publish date first, then newest item. */
export const NEWS_DEFAULT_ORDER: SQL[] = [desc(news.publishDate), desc(news.id)];

/** One page of news visible to `viewer`, filtered and ordered; the body is left out of lists. */
export async function pageNews(
  db: Db,
  viewer: Principal | null,
  where: SQL[],
  order: SQL[],
  page: number,
  size: number,
): Promise<{ list: Row[]; total: number }> {
  const condition = allOf([newsVisibleTo(viewer), ...where]);
  const [total] = await db.select({ n: count() }).from(news).where(condition);
  const list = await db
    .select({
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
    })
    .from(news)
    .where(condition)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { list, total: Number(total?.n ?? 0) };
}

/** The item `id` if `viewer` may read it. */
export async function findNews(db: Db, viewer: Principal | null, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(allOf([newsVisibleTo(viewer), eq(news.id, id)]));
  return row;
}
