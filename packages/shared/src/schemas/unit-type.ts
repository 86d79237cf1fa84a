import { z } from 'zod';
import { auditFields } from './envelope.js';

const name = z
  .string({ error: 'نام نوع واحد را وارد کنید.' })
  .trim()
  .min(1, 'نام نوع واحد را وارد کنید.')
  .max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.');

/** Body of `POST unittype` (create). */
export const createUnitTypeBody = z.strictObject({ name });
export type CreateUnitTypeBody = z.infer<typeof createUnitTypeBody>;

/** Body of `PUT unittype/{id}` (update). */
export const updateUnitTypeBody = createUnitTypeBody;
export type UpdateUnitTypeBody = z.infer<typeof updateUnitTypeBody>;

/** A unit type as the API returns it. */
export const unitType = z.object({ id: z.number().int(), name: z.string() }).extend(auditFields.shape);
export type UnitType = z.infer<typeof unitType>;
