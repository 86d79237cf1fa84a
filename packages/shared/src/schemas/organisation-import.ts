import { z } from 'zod';
import { normalizeText } from '../rules/letters.js';
import { newUserFields, PLACEMENT_MESSAGES as placement } from './admin-users.js';
import { nameField } from './organisation.js';

/** Largest upload an import accepts: 20 MiB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Most data rows one sheet may hold. */
export const IMPORT_MAX_ROWS = 20_000;
/** Most problems one failed import lists; the count says how many there were in all. */
export const IMPORT_MAX_ISSUES = 500;

/** One column of an import sheet: the key of the row object and its Persian header (row 1 of the sheet). */
export type ImportColumn<K extends string = string> = { key: K; header: string; required: boolean };

/** Columns of the users sheet, in template order; columns are found by header, so order is free. */
export const USER_IMPORT_COLUMNS = [
  { key: 'username', header: 'نام کاربری', required: true },
  { key: 'firstName', header: 'نام', required: true },
  { key: 'lastName', header: 'نام خانوادگی', required: true },
  { key: 'email', header: 'ایمیل', required: false },
  { key: 'mobile', header: 'موبایل', required: false },
  { key: 'unit', header: 'واحد', required: false },
  { key: 'unitRole', header: 'نقش در واحد', required: false },
  { key: 'personalId', header: 'کد پرسنلی', required: false },
] as const satisfies readonly ImportColumn[];

/** Columns of the units sheet; the parent is named, and may be a row of the same sheet. */
export const UNIT_IMPORT_COLUMNS = [
  { key: 'name', header: 'نام', required: true },
  { key: 'parent', header: 'واحد والد', required: false },
  { key: 'unitType', header: 'نوع واحد', required: false },
  { key: 'unitRoles', header: 'نقش‌های واحد', required: false },
] as const satisfies readonly ImportColumn[];

/** Separators between unit role names in one cell: Persian or Latin comma, or semicolon. */
export const LIST_SEPARATOR = /[،,؛;]/;

const optionalName = z
  .string()
  .max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.')
  .transform((v) => normalizeText(v))
  .optional();

/** One row of the users sheet: the fields of `POST user`, plus an optional responsibility by names. */
export const userImportRow = newUserFields
  .pick({ username: true, firstName: true, lastName: true, email: true, mobile: true })
  .extend({
    unit: optionalName,
    unitRole: optionalName,
    personalId: z.string().trim().max(50, placement.personalIdTooLong).optional(),
  })
  .superRefine((row, ctx) => {
    if (row.unit && !row.unitRole)
      ctx.addIssue({ code: 'custom', path: ['unitRole'], message: placement.unitRoleRequired });
    if (row.unitRole && !row.unit)
      ctx.addIssue({ code: 'custom', path: ['unit'], message: placement.unitRequired });
    if (row.personalId && !row.unit)
      ctx.addIssue({ code: 'custom', path: ['unit'], message: placement.personalIdWithoutUnit });
  });
export type UserImportRow = z.output<typeof userImportRow>;

/** One row of the units sheet. */
export const unitImportRow = z.strictObject({
  name: nameField('نام واحد را وارد کنید.'),
  parent: optionalName,
  unitType: optionalName,
  unitRoles: z
    .string()
    .max(2000, 'فهرست نقش‌ها بیش از حد طولانی است.')
    .transform((v) =>
      v
        .split(LIST_SEPARATOR)
        .map((name) => normalizeText(name))
        .filter(Boolean),
    )
    .optional(),
});
export type UnitImportRow = z.output<typeof unitImportRow>;

/** One problem of a sheet: the sheet's row number (the header is row 1), the column's header, and why. */
export const importIssue = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

/** `data` of a refused import (400): the problems, at most IMPORT_MAX_ISSUES of `total`. */
export const importReport = z.object({ issues: z.array(importIssue), total: z.number().int() });
export type ImportReport = z.infer<typeof importReport>;

/** `data` of a successful import: how many rows were written. */
export const importResult = z.object({ imported: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;
