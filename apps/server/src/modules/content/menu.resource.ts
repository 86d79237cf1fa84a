import { menuApi } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { contentPageExists } from './content.repository.js';
import { hasLiveChildren, parentOf } from './menu.repository.js';
import { contentMessages, labels } from '../../messages/index.js';

// Deeper than any real navbar; also bounds the walk up a corrupted chain.
const MAX_DEPTH = 20;

/** Refuses a missing parent, and a parent that is the item itself or one of its descendants. */
async function checkParent(db: Db, parentId: number | null, id: number | null): Promise<void> {
  if (parentId === null) return;
  let current: number | null | undefined = parentId;
  for (let depth = 0; current !== null; depth += 1) {
    if (current === undefined) throw new AppError('bad_request', contentMessages.menuParentMissing);
    if (current === id) throw new AppError('bad_request', contentMessages.menuCycle);
    if (depth >= MAX_DEPTH) throw new AppError('bad_request', contentMessages.menuTooDeep);
    current = await parentOf(db, current);
  }
}

/** The navbar menu tree (منو): Admins keep it; visitors read it through `GET menu/get-menues`. */
export const menuResource: ResourceDefinition = {
  api: menuApi,
  table: menus,
  fields: columnFields(menus, ['id', 'parentId', 'fname', 'sortOrder']),
  recycle: {
    label: labels.menu,
    title: menus.fname,
    parents: [
      { column: menus.parentId, kind: 'menu' },
      { column: menus.contentPageId, kind: 'contentpage' },
    ],
  },
  hooks: {
    check: async (db, body, id) => {
      await checkParent(db, body.parentId as number | null, id);
      const pageId = body.contentPageId as number | null;
      if (pageId !== null && !(await contentPageExists(db, pageId)))
        throw new AppError('bad_request', contentMessages.menuPageMissing);
    },
    beforeRemove: async (tx, id) => {
      if (await hasLiveChildren(tx, id)) throw new AppError('bad_request', contentMessages.menuHasChildren);
    },
  },
};
