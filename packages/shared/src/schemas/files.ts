import { z } from 'zod';
import { IMAGE_WIDTHS, UPLOAD_USES } from '../rules/uploads.js';

/** Path parameter of `POST file/upload/{use}`. */
export const uploadUseParams = z.object({
  use: z.enum(UPLOAD_USES, { error: 'نوع بارگذاری معتبر نیست.' }),
});

/** A stored upload as the API returns it. The id is random and never a path. */
export const uploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Query of `download/{id}` and the other file routes: `w`, one of IMAGE_WIDTHS, asks for a smaller copy. */
export const fileQuery = z.object({
  w: z.coerce
    .number({ error: 'عرض تصویر معتبر نیست.' })
    .pipe(z.literal(IMAGE_WIDTHS, { error: 'عرض تصویر معتبر نیست.' }))
    .optional(),
});

/** Path parameter `{id}` of the file routes: a random file key (checked further by the service). */
export const fileIdParams = z.strictObject({ id: z.string().max(200) });
