import { z } from 'zod';
import { resourceItem } from './envelope.js';
import { nameField } from './organisation.js';
import { fileId } from './settings.js';

/** Most characters of a news summary. */
export const NEWS_SUMMARY_MAX = 1000;
/** Most characters of a news body (sanitised HTML). */
export const NEWS_BODY_MAX = 200_000;

/**
 * Body of `POST news` and `PUT news/{id}` (Admin): title, summary, rich-text body (sanitised on the
 * server), an uploaded image, the publish instant and the published flag.
 */
export const newsBody = z.strictObject({
  name: nameField('عنوان خبر را وارد کنید.'),
  summary: z
    .string()
    .trim()
    .max(NEWS_SUMMARY_MAX, `خلاصه خبر حداکثر ${NEWS_SUMMARY_MAX} کاراکتر است.`)
    .default(''),
  body: z.string().max(NEWS_BODY_MAX, 'متن خبر بیش از حد طولانی است.').default(''),
  imageFileId: fileId.nullable().default(null),
  publishDate: z.iso.datetime({ offset: true, error: 'تاریخ انتشار معتبر نیست.' }),
  published: z.boolean({ error: 'وضعیت انتشار معتبر نیست.' }).default(false),
});
export type NewsBody = z.output<typeof newsBody>;

/** A news item in lists and cards (SPEC §3: id, name, image), without its body. */
export const newsSummary = resourceItem({
  name: z.string(),
  summary: z.string(),
  imageFileId: z.string().nullable(),
  publishDate: z.iso.datetime({ offset: true }),
  published: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

/** A whole news item, as `GET news/{id}` answers it. */
export const newsItem = newsSummary.extend({ body: z.string() });
export type NewsItem = z.infer<typeof newsItem>;
