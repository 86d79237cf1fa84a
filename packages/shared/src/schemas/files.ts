import { z } from 'zod';
import { UPLOAD_USES } from '../rules/uploads.js';

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
