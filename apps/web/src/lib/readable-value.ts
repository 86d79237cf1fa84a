// Values a run answers (variables, answers) as text people read: no JSON, Persian digits, yes/no.
import { toPersianDigits } from '@darvazeh/shared';
import { functionMessages } from './messages';

const text = functionMessages.testRun;

/** A run's value as one line of text: lists joined with «، », records as «name: value» pairs. */
export function readableValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return text.nullValue;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'number') return toPersianDigits(String(value));
  if (typeof value === 'string') return value;
  if (depth > 4) return '…';
  if (Array.isArray(value)) return `[${value.map((item) => readableValue(item, depth + 1)).join('، ')}]`;
  if (typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, item]) => `${key}: ${readableValue(item, depth + 1)}`);
    return `{${pairs.join('؛ ')}}`;
  }
  return text.nullValue;
}
