import { z } from 'zod';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayInvalid = 'تاریخ معتبر نیست.';

/** A calendar day written 'YYYY-MM-DD' that exists (2024-02-30 does not); a Persian 400 otherwise. */
export const isoDay = z
  .string({ error: dayInvalid })
  .regex(ISO_DAY, dayInvalid)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    dayInvalid,
  );

/** The message of a range whose end comes before its start. */
export const RANGE_REVERSED = 'تاریخ پایان باید بعد از تاریخ شروع باشد.';
