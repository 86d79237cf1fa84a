import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, menus } from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';

/** A live content page as visitors see it (id, title, HTML), or undefined. */
export async function findPublicPage(db: Db, id: number) {
  const [page] = await db
    .select({ id: contentPages.id, title: contentPages.title, html: contentPages.html })
    .from(contentPages)
    .where(and(eq(contentPages.id, id), isNull(contentPages.deletedAt)));
  return page;
}

/** True when a live content page has this id. */
export async function contentPageExists(db: Db, id: number): Promise<boolean> {
  return liveRowExists(db, contentPages, eq(contentPages.id, id));
}

/** True when a live menu item opens the page. */
export async function pageInMenu(db: Db, id: number): Promise<boolean> {
  return liveRowExists(db, menus, eq(menus.contentPageId, id));
}
