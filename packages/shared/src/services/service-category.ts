// Service categories (دسته / زیردسته, SPEC §3 servicecategory, §7 servicecategory/list and list/{id}): a
// two-level tree of root categories and their sub categories, each with an icon and an order.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { idParams } from '../schemas/resource.js';
import { SERVICE_MESSAGES as m } from './messages.js';

/** Body of `POST servicecategory` and `PUT servicecategory/{id}`; a sub category names its root in parentId. */
export const serviceCategoryBody = z.strictObject({
  name: z
    .string({ error: m.categoryNameRequired })
    .trim()
    .min(1, m.categoryNameRequired)
    .max(120, m.nameTooLong(120)),
  parentId: z.number().int().positive().nullable().default(null),
  icon: z.string().trim().max(64).default(''),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type ServiceCategoryBody = z.input<typeof serviceCategoryBody>;

/** A category as the API answers it. */
export const serviceCategoryItem = resourceItem({
  name: z.string(),
  parentId: z.number().int().nullable(),
  icon: z.string(),
  order: z.number().int(),
});
export type ServiceCategoryItem = z.infer<typeof serviceCategoryItem>;

/** `servicecategory/list` (roots) and `servicecategory/list/{id}` (the sub categories of one root). */
export const serviceCategoryList = z.array(serviceCategoryItem);
/** Path parameters of `servicecategory/list/{id}`: the root's id, checked like every resource id. */
export const serviceCategoryListParams = idParams;
