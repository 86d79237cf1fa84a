// A record's change as the events module sees it (docs/adr/0010-events.md): `old` and `new` hold the
// answers by field id and by English name (what conditions and functions read, `new.title`), and the id.
import type { EventOccurrence } from '../events/events.service.js';
import type { CollectionForm } from './collection-form.js';

type Answers = Record<string, unknown>;
type Row = { id: number; data: unknown };

/** The record's answers by field id and English name, and its `id`. */
export function eventValuesOf(form: CollectionForm, row: Row): Answers {
  const data = (row.data ?? {}) as Answers;
  const out: Answers = { ...data };
  for (const { field, valueOf } of form.fields.values())
    if (field.ename && !Object.hasOwn(out, field.ename)) out[field.ename] = valueOf(data) ?? null;
  out.id = row.id;
  return out;
}

/** The occurrence of one change of a record; `logId` (its change-log row) makes it unique. */
export function recordOccurrence(
  form: CollectionForm,
  change: { action: 'create' | 'update' | 'delete'; logId: number; before: Row | null; after: Row | null },
  actorId: number,
): EventOccurrence {
  const row = (change.after ?? change.before)!;
  const current = change.action === 'delete' ? change.before : change.after;
  return {
    trigger: { kind: 'record', collectionId: form.id, on: change.action, recordId: row.id },
    key: `record:${row.id}:${change.logId}`,
    actorId,
    old: change.before && change.action !== 'create' ? eventValuesOf(form, change.before) : null,
    new: change.action === 'delete' || !change.after ? null : eventValuesOf(form, change.after),
    answers: (current?.data ?? {}) as Answers,
  };
}
