// The wire shapes of the `datacollection` resource (SPEC §3 "Data collection: id, fname, formInfo") and of
// the read-only system collections. The form definition itself is checked with `formDefinitionError`.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { FIELD_TYPES, type FormDefinition } from './form-definition.js';

/**
 * Body of `POST datacollection` and `PUT datacollection/{id}` (Admin). `formInfo` is only required to be
 * an object here; the server checks it with `formDefinitionError` so the message names the wrong place.
 */
export const dataCollectionBody = z.strictObject({
  fname: z
    .string({ error: 'نام مجموعه داده را وارد کنید.' })
    .trim()
    .min(1, 'نام مجموعه داده را وارد کنید.')
    .max(200, 'حداکثر 200 کاراکتر مجاز است.'),
  formInfo: z.record(z.string(), z.unknown(), { error: 'تعریف فرم را وارد کنید.' }),
});
export type DataCollectionBody = z.output<typeof dataCollectionBody>;

/** A data collection as the `datacollection` resource answers it. */
export const dataCollection = resourceItem({
  fname: z.string(),
  formInfo: z.custom<FormDefinition>((value) => typeof value === 'object' && value !== null),
});
export type DataCollection = z.infer<typeof dataCollection>;

/** A field of a system collection, shaped like a form field so the designer can draw on it. */
export const systemCollectionField = z.object({
  id: z.string(),
  fname: z.string(),
  ename: z.string(),
  type: z.enum(FIELD_TYPES),
});
export type SystemCollectionField = z.infer<typeof systemCollectionField>;

/** A read-only system collection (SPEC §3 "System collections"): one of the product's own tables. */
export const systemCollection = z.object({
  name: z.string(),
  fname: z.string(),
  fields: z.array(systemCollectionField),
});
export type SystemCollection = z.infer<typeof systemCollection>;

/** `GET datacollection/system`. */
export const systemCollectionList = z.object({ list: z.array(systemCollection) });
