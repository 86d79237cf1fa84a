import { z } from 'zod';

/** Wraps a data schema in the API envelope `{ success, message, data }` of ARCHITECTURE.md §3. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    data,
  });
}

/** The `data` of an answer that carries none (a delete, a password change). */
export const nullAnswer = z.null();

/**
 * A failure's `data` when it concerns one field of the body (a national ID another user holds, a unit
 * role the unit does not offer): the client marks that field with the failure's message.
 */
export const fieldFailure = z.object({ code: z.literal('field'), field: z.string() });
export type FieldFailure = z.infer<typeof fieldFailure>;

/**
 * The envelope of every failure: a Persian message and, when there are several, the list of messages; or
 * a machine-readable code for the client (a field to mark, what to do next).
 */
export const failureEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.union([z.array(z.string()), z.looseObject({ code: z.string() })]).nullable(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** The body field a failure's envelope names (FieldFailure), or null when it names none. */
export function failedField(body: unknown): string | null {
  const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : null;
  const parsed = fieldFailure.safeParse(data);
  return parsed.success ? parsed.data.field : null;
}

/** The answer shape of every call, as the web client reads it. */
export type Envelope<T> = { success: boolean; message: string | null; data: T };

/** The audit columns (SPEC §3) that clients may echo back and servers always ignore. */
export const AUDIT_FIELDS = [
  'createdAt',
  'creatorId',
  'updatedAt',
  'updaterId',
  'deletedAt',
  'deleterId',
] as const;

/** Audit columns as they appear on every stored row. */
export const auditFields = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  creatorId: z.number().int().nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updaterId: z.number().int().nullable(),
});

/** A resource's row as the API answers it: its numeric `id`, then `shape`, then the audit fields. */
export function resourceItem<const S extends z.ZodRawShape>(shape: S) {
  return z.object({ id: z.number().int(), ...shape }).extend(auditFields.shape);
}

/** Returns a copy of a body without the audit fields (SPEC §3: removed before resubmission). */
export function stripAuditFields(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of AUDIT_FIELDS) delete copy[key];
  return copy;
}
