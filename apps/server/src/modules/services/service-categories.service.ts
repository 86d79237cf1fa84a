// Service categories (دسته / زیردسته): a two-level tree. Every rule is checked inside the write's
// transaction; lists are read from the database on every call (no server-side cache), so a category an
// Admin writes is in the next list anyone asks for.
import { normalizeText, type ServiceCategoryBody } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { serviceMessages as text } from '../../messages/index.js';
import {
  findCategory,
  hasLiveChildren,
  hasLiveServices,
  liveCategoriesUnder,
  siblingNamed,
  type CategoryRow,
} from './services.repository.js';

type CategoryValues = Required<Pick<ServiceCategoryBody, 'name' | 'parentId' | 'icon' | 'order'>>;

/** Whether `id` is a live service category (a dashboard or function filed under it). */
export async function isLiveCategory(db: Db, id: number): Promise<boolean> {
  return (await findCategory(db, id)) !== undefined;
}

/**
 * The columns of a category written as `id` (null: a new one), after its rules: a sub category's parent
 * is a live root other than itself, a category with sub categories stays a root, and the name is free
 * among its live siblings. Throws a Persian AppError (400) otherwise.
 */
export async function categoryValues(
  tx: Db,
  body: CategoryValues,
  id: number | null,
): Promise<CategoryValues> {
  const name = normalizeText(body.name);
  const { parentId } = body;
  if (parentId !== null) {
    if (parentId === id) throw new AppError('bad_request', text.ownParent);
    const parent = await findCategory(tx, parentId);
    if (!parent) throw new AppError('bad_request', text.parentMissing);
    if (parent.parentId !== null) throw new AppError('bad_request', text.parentNotRoot);
    if (id !== null && (await hasLiveChildren(tx, id)))
      throw new AppError('bad_request', text.parentWithChildren);
  }
  if (await siblingNamed(tx, parentId, name, id)) throw new AppError('conflict', text.categoryNameTaken);
  return { name, parentId, icon: body.icon, order: body.order };
}

/** Refuses to delete a category that still has live sub categories or services under it. */
export async function assertCategoryRemovable(tx: Db, id: number): Promise<void> {
  if (await hasLiveChildren(tx, id)) throw new AppError('bad_request', text.categoryHasChildren);
  if (await hasLiveServices(tx, id)) throw new AppError('bad_request', text.categoryHasServices);
}

/** `servicecategory/list`: the live root categories, by order then name. */
export function rootCategories(db: Db): Promise<CategoryRow[]> {
  return liveCategoriesUnder(db, null);
}

/** `servicecategory/list/{id}`: the live sub categories of a live root; 404 when `id` is not one. */
export async function subCategories(db: Db, rootId: number): Promise<CategoryRow[]> {
  const root = await findCategory(db, rootId);
  if (!root || root.parentId !== null) throw new AppError('not_found', text.categoryNotFound);
  return liveCategoriesUnder(db, rootId);
}
