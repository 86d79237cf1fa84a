import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE_SIZE } from '../limits.js';
import { EVAL_MESSAGES } from '../messages.js';
import { pushSized, sized, valueSize } from './value-size.js';
import { toFlowValue, toPlainValue, type FlowValue } from './values.js';

const tooLarge = EVAL_MESSAGES.valueTooLarge(MAX_VALUE_SIZE);

describe('valueSize', () => {
  it.each<[FlowValue, number]>([
    [null, 4],
    [true, 4],
    [false, 5],
    [12.5, 4],
    ['سلام', 6],
    [[], 2],
  ])('sizes %j as JSON writes it (%i)', (value, size) => expect(valueSize(value)).toBe(size));

  it('is at least the length of the JSON of plain data, and at most one more per array or record', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ب', ' ', '۱') });
    const data = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        text,
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(fc.string({ unit: fc.constantFrom('k', 'ی'), minLength: 1 }), tie('value'), {
          maxKeys: 5,
        }),
      ),
    })).value;
    fc.assert(
      fc.property(data, (input) => {
        const json = JSON.stringify(input);
        const containers = (json.match(/[[{]/g) ?? []).length;
        const size = valueSize(toFlowValue(input));
        return size >= json.length && size <= json.length + containers;
      }),
    );
  });

  it('counts a part once for each time it appears, without walking it again', () => {
    let value: FlowValue = sized(['x'.repeat(998)]);
    for (let i = 0; i < 10; i += 1) value = sized([value, value]);
    // [v, v] is 2 + 2 × (v + 1) with a comma counted after each item: s₁₀ = 2¹⁰ × (s₀ + 4) − 4.
    expect(valueSize(value)).toBe(2 ** 10 * (1_003 + 4) - 4);
  });

  it('refuses a value past MAX_VALUE_SIZE as it is built', () => {
    let value: FlowValue = sized(['x'.repeat(60_000)]);
    expect(() => {
      for (let i = 0; i < 10; i += 1) value = sized([value, value]);
    }).toThrow(tooLarge);
  });

  it('refuses a push past MAX_VALUE_SIZE and leaves the array as it was', () => {
    const long = 'x'.repeat(MAX_VALUE_SIZE / 2);
    const array = sized<FlowValue[]>([long]);
    expect(() => pushSized(array, long)).toThrow(tooLarge);
    expect(array).toHaveLength(1);
  });

  it('counts what toPlainValue really copies, whatever was counted before', () => {
    const inner: FlowValue[] = sized([]);
    let outer: FlowValue = inner;
    for (let i = 0; i < 12; i += 1) outer = sized([outer, outer]);
    // The innermost array grows after it was shared 4,096 times.
    for (let i = 0; i < 3; i += 1) pushSized(inner, 'x'.repeat(1_000));
    expect(valueSize(outer)).toBeLessThan(MAX_VALUE_SIZE);
    expect(() => toPlainValue(outer)).toThrow(tooLarge);
  });
});
