// STYLE.md §6: forms check their input with the same zod schemas the server uses, so the browser's
// messages and the server's 400s agree. Only the shape of safeParse is needed here, not zod itself.
import { failedField } from '@darvazeh/shared';
import { ApiFailureError } from './api-client';
import { ApiHttpError } from './http';

/** One problem a schema found. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with zod's safeParse (every request schema of @darvazeh/shared). */
export interface CheckableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/** Field name → its first Persian error; empty when the value passes. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Checks `value` against `schema` and keeps the first message of each top-level field. */
export function schemaErrors<K extends string>(schema: CheckableSchema, value: object): FieldErrors<K> {
  const result = schema.safeParse(value);
  const errors: FieldErrors<K> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** True when a check found nothing. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

/**
 * Brings the first field `errors` names (in page order inside `form`) into view and focuses it, so an
 * error below the fold is not missed; answers its message, or undefined when no such field is found.
 */
export function revealFirstError(form: HTMLElement | null, errors: FieldErrors): string | undefined {
  if (!form) return undefined;
  for (const element of form.querySelectorAll<HTMLElement>('[name]')) {
    const message = errors[element.getAttribute('name') ?? ''];
    if (!message || (element instanceof HTMLInputElement && element.type === 'hidden')) continue;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
    return message;
  }
  return undefined;
}

/**
 * A refusal only the server can make (a national ID another user holds) as the error of the field it
 * names (FieldFailure); empty when the failure names no field.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const body =
    error instanceof ApiHttpError ? error.data : error instanceof ApiFailureError ? error.envelope : null;
  const field = failedField(body);
  return field && error instanceof Error ? { [field]: error.message } : {};
}
