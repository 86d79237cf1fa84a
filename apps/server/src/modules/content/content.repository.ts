import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, menus } from '../../db/schema/index.js';

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
  return (await findPublicPage(db, id)) !== undefined;
}

/** True when a live menu item opens the page. */
export async function pageInMenu(db: Db, id: number): Promise<boolean> {
  const [used] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.contentPageId, id), isNull(menus.deletedAt)))
    .limit(1);
  return used !== undefined;
}
