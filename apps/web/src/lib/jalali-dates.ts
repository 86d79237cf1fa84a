import { formatJalaliDateTime, isIsoDateTime } from '@darvazeh/shared';

/** The key that carries the Jalali rendering of the datetime at `key`. */
export function jalaliKey(key: string): string {
  return `${key}Jalali`;
}

/**
 * Walks parsed JSON and, beside every ISO datetime string at `key`, adds `${key}Jalali` with the
 * Tehran-time Jalali text. The original stays, so a record can be sent back unchanged.
 * Mutates in place (the value is a freshly parsed response) and returns it.
 */
export function addJalaliDates<T>(value: T): T {
  visit(value, new WeakSet());
  return value;
}

function visit(value: unknown, seen: WeakSet<object>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) visit(item, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string') {
      const sibling = jalaliKey(key);
      // A server-sent sibling wins: it may already be the wording the page wants.
      if (!Object.hasOwn(record, sibling) && isIsoDateTime(item))
        record[sibling] = formatJalaliDateTime(item);
    } else {
      visit(item, seen);
    }
  }
}
