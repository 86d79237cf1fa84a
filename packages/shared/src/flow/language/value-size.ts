// The size of a value: about the characters of its JSON, a part that appears several times counted once
// for each appearance. Sizes are counted as values are built — an array literal, a built-in's result, a
// host's answer, a push — from the sizes of their parts, kept per array and record, so counting costs
// one look-up per item, never a walk. `a = [a, a]` doubles a size without doubling any work, so twenty
// doublings reach MAX_VALUE_SIZE and stop the run after a few dozen steps.
//
// Arrays change in place (arrayPush, arrayDelete, shared by reference): the array's own size follows, but
// an array or record built earlier around it keeps the size it had. Such an undercount is caught where
// values leave a run: `toPlainValue` counts what it really copies (meter below), at a cost bounded by the
// allowance, not by the expanded size.
import { FlowLimitError } from '../errors.js';
import { MAX_VALUE_DEPTH, MAX_VALUE_SIZE } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';
import type { FlowValue } from './values.js';

/** Sizes of the arrays and records built so far (weak: a value no run holds any more is forgotten). */
const sizes = new WeakMap<object, number>();

/** Throws the size diagnostic when `size` passes MAX_VALUE_SIZE; answers `size`. */
function checked(size: number): number {
  if (size > MAX_VALUE_SIZE) throw new FlowLimitError(EVAL_MESSAGES.valueTooLarge(MAX_VALUE_SIZE));
  return size;
}

/** The size of a number, string, boolean or null as JSON writes it (escapes aside). */
export function scalarSize(value: null | boolean | number | string): number {
  if (value === null || value === true) return 4;
  if (value === false) return 5;
  if (typeof value === 'number') return String(value).length;
  return value.length + 2;
}

/**
 * The size of `value`: read from what was counted when it was built, else counted from its parts (each
 * counted once, however often it appears). Throws a FlowError when it passes MAX_VALUE_SIZE or nests
 * deeper than MAX_VALUE_DEPTH.
 */
export function valueSize(value: FlowValue, depth = 0): number {
  if (value === null || typeof value !== 'object') return scalarSize(value);
  const known = sizes.get(value);
  if (known !== undefined) return known;
  if (depth >= MAX_VALUE_DEPTH) throw new FlowLimitError(EVAL_MESSAGES.valueTooDeep(MAX_VALUE_DEPTH));
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += valueSize(item, depth + 1) + 1;
  } else {
    for (const key of Object.keys(value)) size += key.length + 4 + valueSize(value[key] ?? null, depth + 1);
  }
  sizes.set(value, checked(size));
  return size;
}

/** Counts a value just built (valueSize) and answers it; throws a FlowError when it is too large. */
export function sized<T extends FlowValue>(value: T): T {
  valueSize(value);
  return value;
}

/** Pushes `item` onto `array` after counting the array's new size; throws a FlowError, changing nothing, when it would pass MAX_VALUE_SIZE. */
export function pushSized(array: FlowValue[], item: FlowValue): void {
  const size = checked(valueSize(array) + valueSize(item) + 1);
  array.push(item);
  sizes.set(array, size);
}

/** Removes the item at `index` of `array` and lowers the array's size by the item's. */
export function deleteSized(array: FlowValue[], index: number): void {
  const size = valueSize(array) - valueSize(array[index] ?? null) - 1;
  array.splice(index, 1);
  sizes.set(array, Math.max(2, size));
}

/** What `toPlainValue` may still copy: characters left, and the diagnostic when they run out. */
export interface SizeMeter {
  left: number;
  readonly message: string;
}

/** A meter of `max` characters (MAX_VALUE_SIZE by default) that fails with `message`. */
export function sizeMeter(
  max = MAX_VALUE_SIZE,
  message = EVAL_MESSAGES.valueTooLarge(MAX_VALUE_SIZE),
): SizeMeter {
  return { left: max, message };
}

/** Spends `size` characters of `meter`; throws a FlowError with its message when they run out. */
export function spend(meter: SizeMeter, size: number): void {
  meter.left -= size;
  if (meter.left < 0) throw new FlowLimitError(meter.message);
}
