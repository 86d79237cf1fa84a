// The recycle bin (موارد حذف‌شده, route deleted-list): every soft-deleted row of the kinds the server's
// registry names, in one list. Kinds are the server's to name: the web asks for them with their labels.
import { z } from 'zod';
import { isoDay, RANGE_REVERSED } from './iso-day.js';
import { idParams, MAX_PAGE, MAX_PAGE_SIZE } from './resource.js';

const kindInvalid = 'نوع مورد حذف‌شده معتبر نیست.';

/** A kind's wire name (the resource name: `news`, `unit`, `collectionrecord`…). */
export const deletedKindName = z.string({ error: kindInvalid }).regex(/^[a-z][a-z0-9]{0,39}$/, kindInvalid);

/** One kind the bin holds, with its Persian name. */
export const deletedKind = z.object({ kind: z.string(), label: z.string() });
export type DeletedKind = z.infer<typeof deletedKind>;

/** Answer of `GET deleted/kinds`: the kinds, and the days a row stays before it is purged (0: until an Admin does). */
export const deletedKinds = z.object({ list: z.array(deletedKind), retentionDays: z.number().int() });

/**
 * Body of `POST deleted/filter`: one kind or all, and a range of Tehran days (both included) the rows were
 * deleted in; newest deletion first.
 */
export const deletedFilterRequest = z
  .strictObject({
    kind: deletedKindName.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.int({ error: 'شماره صفحه باید عدد صحیح باشد.' }).min(1).max(MAX_PAGE).default(1),
    count: z.int({ error: 'تعداد ردیف باید عدد صحیح باشد.' }).min(1).max(MAX_PAGE_SIZE).default(10),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: RANGE_REVERSED, path: ['to'] });
export type DeletedFilterRequest = z.input<typeof deletedFilterRequest>;

/** Rows of another kind that were deleted with a row and come back with it (a unit's responsibilities). */
export const deletedWith = z.object({ label: z.string(), count: z.number().int() });

/** One row of the bin: its kind (and the kind's Persian name), its name, who deleted it and when. */
export const deletedItem = z.object({
  kind: z.string(),
  kindLabel: z.string(),
  id: z.number().int(),
  name: z.string(),
  deletedAt: z.string(),
  deleter: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  with: z.array(deletedWith),
});
export type DeletedItem = z.infer<typeof deletedItem>;

/** Path of `POST deleted/{kind}/{id}/restore` and `DELETE deleted/{kind}/{id}`. */
export const deletedItemParams = idParams.extend({ kind: deletedKindName });
