import type { FieldOption } from '@darvazeh/shared';

/** Options are matched by their id as text: an answer may hold `1` for option id `'1'`. */
export const optionKey = (id: unknown): string =>
  typeof id === 'string' || typeof id === 'number' ? String(id) : '';

/** The option an answer names, or null. */
export function findOption(options: readonly FieldOption[], value: unknown): FieldOption | null {
  const key = optionKey(value);
  return key === '' ? null : (options.find((option) => optionKey(option.id) === key) ?? null);
}

/** The answer of a multi-choice field as a list (anything else is no choice). */
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The option ids of a list answer that name known options, in option order. */
export function chosenOptions(options: readonly FieldOption[], value: unknown): FieldOption[] {
  const keys = new Set(asList(value).map(optionKey));
  return options.filter((option) => keys.has(optionKey(option.id)));
}

/** Adds or removes one option id from a list answer; an empty list becomes null. */
export function toggleOption(value: unknown, id: FieldOption['id']): unknown[] | null {
  const list = asList(value);
  const key = optionKey(id);
  const next = list.some((item) => optionKey(item) === key)
    ? list.filter((item) => optionKey(item) !== key)
    : [...list, id];
  return next.length ? next : null;
}
