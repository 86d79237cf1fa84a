import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';
import { cachedRead } from '../../db/notice-cache.js';

/**
 * Every live menu item, ordered as the navbar shows siblings: sortOrder, then id. Read through this
 * instance's cache, dropped by every change to the menus (a `menus` notice, migration 0042).
 */
export async function liveMenus(db: Db) {
  return cachedRead(db, 'menus', 'menus:all', () => readMenus(db));
}

function readMenus(db: Db) {
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      fname: menus.fname,
      name: menus.name,
      justLink: menus.justLink,
      link: menus.link,
      contentPageId: menus.contentPageId,
      sortOrder: menus.sortOrder,
    })
    .from(menus)
    .where(isNull(menus.deletedAt))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

/** The parent id of a live menu item; undefined when there is no such live item. */
export async function parentOf(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ parentId: menus.parentId })
    .from(menus)
    .where(and(eq(menus.id, id), isNull(menus.deletedAt)));
  return row ? row.parentId : undefined;
}

/** True when a live menu item sits directly under `id`. */
export async function hasLiveChildren(db: Db, id: number): Promise<boolean> {
  return liveRowExists(db, menus, eq(menus.parentId, id));
}
