import { z } from 'zod';
import { auditFields } from './envelope.js';
import { nameField } from './organisation.js';

const id = z.int().positive().max(2_147_483_647);

// An absolute http(s) address with a host; no spaces, control or bidi characters anywhere.
const HTTP_LINK = /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s]*)?$/i;

/** True for an absolute http(s) URL, the only kind of link a menu item may open. */
export function isHttpLink(value: string): boolean {
  return HTTP_LINK.test(value) && !/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(value);
}

/**
 * Body of `POST menu` and `PUT menu/{id}` (Admin). A menu item either opens a link in a new tab
 * (`justLink`, an http or https address) or a content page (`contentPageId`); the other is cleared.
 * `name` is an optional Latin name; `fname` is the Persian title the navbar shows.
 */
export const menuBody = z
  .strictObject({
    parentId: id.nullable().default(null),
    fname: nameField('عنوان منو را وارد کنید.'),
    name: z.string().trim().max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.').default(''),
    justLink: z.boolean({ error: 'نوع منو معتبر نیست.' }).default(false),
    link: z.string().trim().max(2000, 'پیوند بیش از حد طولانی است.').nullable().default(null),
    contentPageId: id.nullable().default(null),
    sortOrder: z
      .int({ error: 'ترتیب باید عدد صحیح باشد.' })
      .min(0, 'ترتیب نمی‌تواند منفی باشد.')
      .max(10_000, 'ترتیب بیش از حد بزرگ است.')
      .default(0),
  })
  .superRefine((body, ctx) => {
    if (body.justLink && !(body.link && isHttpLink(body.link)))
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'پیوند باید نشانی کامل با http:// یا https:// باشد.',
      });
    if (!body.justLink && body.contentPageId === null)
      ctx.addIssue({ code: 'custom', path: ['contentPageId'], message: 'صفحه محتوای منو را انتخاب کنید.' });
  })
  .transform((body) => ({
    ...body,
    name: body.name || body.fname,
    link: body.justLink ? body.link : null,
    contentPageId: body.justLink ? null : body.contentPageId,
  }));
export type MenuBody = z.input<typeof menuBody>;

/** A menu item as the public navbar reads it (SPEC §3: id, parentId, fname, name, justLink, link). */
export const menuItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  fname: z.string(),
  name: z.string(),
  justLink: z.boolean(),
  link: z.string().nullable(),
  contentPageId: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItem>;

/** A menu item as the `menu` resource answers it (Admin). */
export const menuRecord = menuItem.extend(auditFields.shape);
export type MenuRecord = z.infer<typeof menuRecord>;

/** `GET menu/get-menues`: every live menu item, flat and ordered; children name their parent. */
export const menuList = z.array(menuItem);
