import { z } from 'zod';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayInvalid = 'تاریخ معتبر نیست.';

/** A real calendar day written 'YYYY-MM-DD' (a Tehran day on the wire; the browser picks it in Jalali). */
export const isoDaySchema = z
  .string({ error: dayInvalid })
  .regex(ISO_DAY, dayInvalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    dayInvalid,
  );
