import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { findPublicPage } from './content.repository.js';
import { liveMenus } from './menu.repository.js';
import { contentMessages } from '../../messages/index.js';

export { sanitizeRichText } from './rich-text.js';

/** A live content page as visitors read it (SPEC §2 '/content-page/{id}'); 404 when there is none. */
export async function publishedPage(db: Db, id: number) {
  const page = await findPublicPage(db, id);
  if (!page) throw new AppError('not_found', contentMessages.pageNotFound);
  return page;
}

/** The navbar menu (SPEC §7 `menu/get-menues`): a flat list by sortOrder whose items name their parent. */
export function navbarMenu(db: Db) {
  return liveMenus(db);
}
