import { z } from 'zod';
import { normalizeDisplayText } from '../rules/letters.js';
import { auditFields, resourceItem } from './envelope.js';

/** A Persian-aware name: trimmed, Arabic ي/ك normalised, digits kept as typed (searches fold them), 1–200 characters. */
export function nameField(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(200, 'حداکثر ۲۰۰ کاراکتر مجاز است.')
    .transform((v) => normalizeDisplayText(v));
}

const id = z.int().positive().max(2_147_483_647);
const idList = z.array(id).max(500, 'تعداد موارد انتخاب‌شده بیش از حد است.');
const idName = z.object({ id: z.number().int(), name: z.string() });

/** Body of `POST/PUT unitrole`. */
export const unitRoleBody = z.strictObject({ name: nameField('نام نقش واحد را وارد کنید.') });
/** A unit role (SPEC §3: id, name; `selected` is the client's own flag). */
export const unitRole = idName.extend(auditFields.shape);

/** Body of `POST/PUT unit`: a parent, a unit type and the unit roles it offers (or all of them). */
export const unitBody = z.strictObject({
  name: nameField('نام واحد سازمانی را وارد کنید.'),
  parentId: id.nullable().default(null),
  unitTypeId: id.nullable().default(null),
  unitRoleIds: idList.default([]),
  selectAll: z.boolean().default(false),
});
export type UnitBody = z.output<typeof unitBody>;
/** A unit as the API returns it, with the unit roles it offers. */
export const unit = resourceItem({
  name: z.string(),
  parentId: z.number().int().nullable(),
  unitTypeId: z.number().int().nullable(),
  unitRoles: z.array(idName),
  selectAll: z.boolean(),
});
export type Unit = z.infer<typeof unit>;

/** Body of `POST/PUT unitresponsibility`. */
export const unitResponsibilityBody = z.strictObject({
  userId: id,
  unitId: id,
  unitRoleId: id,
  personalId: z.string().trim().max(50, 'شماره پرسنلی بیش از حد طولانی است.').nullable().default(null),
});
/** A unit responsibility (SPEC §3). */
export const unitResponsibility = resourceItem({
  userId: z.number().int(),
  unitId: z.number().int(),
  unitRoleId: z.number().int(),
  personalId: z.string().nullable(),
  unit: z.object({ name: z.string(), unitRoles: z.array(idName) }),
});

/** Body of `POST/PUT role`: a Latin alias used in role rules, and a Persian name. */
export const roleBody = z.strictObject({
  alias: z
    .string({ error: 'شناسه نقش را وارد کنید.' })
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9_]{1,49}$/,
      'شناسه نقش باید با حرف انگلیسی شروع شود و فقط حرف، عدد و _ داشته باشد.',
    ),
  name: nameField('نام نقش را وارد کنید.'),
});
/** A role. */
export const role = z
  .object({ id: z.number().int(), alias: z.string(), name: z.string() })
  .extend(auditFields.shape);

/** Body of `POST/PUT defaultusersunitrole`. */
export const defaultUsersUnitRoleBody = z.strictObject({ unitId: id, unitRoleId: id });
/** The responsibility every new user receives. */
export const defaultUsersUnitRole = z
  .object({ id: z.number().int(), unitId: z.number().int(), unitRoleId: z.number().int() })
  .extend(auditFields.shape);

/** `GET unit/union-roles` data: every unit role some unit offers. */
export const unionRolesResponse = z.object({ list: z.array(idName) });
