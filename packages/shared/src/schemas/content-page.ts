import { z } from 'zod';
import { auditFields } from './envelope.js';

/** Most characters of a content page's HTML (sanitised on the server before it is stored). */
export const CONTENT_PAGE_HTML_MAX = 200_000;

/** Body of `POST contentpage` and `PUT contentpage/{id}` (Admin): a title and rich-text HTML. */
export const contentPageBody = z.strictObject({
  title: z
    .string({ error: 'عنوان صفحه را وارد کنید.' })
    .trim()
    .min(1, 'عنوان صفحه را وارد کنید.')
    .max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.'),
  html: z
    .string({ error: 'متن صفحه معتبر نیست.' })
    .max(CONTENT_PAGE_HTML_MAX, 'متن صفحه بیش از حد طولانی است.')
    .default(''),
});
export type ContentPageBody = z.output<typeof contentPageBody>;

/** A content page as the `contentpage` resource answers it (Admin). */
export const contentPage = z
  .object({ id: z.number().int(), title: z.string(), html: z.string() })
  .extend(auditFields.shape);
export type ContentPage = z.infer<typeof contentPage>;

/** `GET content-page/{id}`: what visitors see of a page (SPEC §2 '/content-page/{id}'). */
export const publicContentPage = z.object({ id: z.number().int(), title: z.string(), html: z.string() });
export type PublicContentPage = z.infer<typeof publicContentPage>;
