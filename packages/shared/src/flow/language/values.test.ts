import { describe, expect, it } from 'vitest';
import { MAX_VALUE_DEPTH } from '../limits.js';
import { kindOf, toFlowValue, toPlainValue, type FlowValue } from './values.js';

describe('toFlowValue', () => {
  it('copies JSON-like data into null-prototype records', () => {
    const value = toFlowValue({ a: [1, 'x', null, undefined], b: { c: true }, d: undefined });
    expect(value).toEqual({ a: [1, 'x', null, null], b: { c: true } });
    expect(Object.getPrototypeOf(value)).toBeNull();
  });

  it('turns Dates into ISO strings and -0 into 0', () => {
    expect(toFlowValue(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01T00:00:00.000Z');
    expect(Object.is(toFlowValue(-0), 0)).toBe(true);
  });

  it('drops forbidden keys without touching prototypes', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "ok": 1}') as object;
    const value = toFlowValue(input);
    expect(value).toEqual({ ok: 1 });
    expect(Object.getPrototypeOf(value)).toBeNull();
  });

  it('refuses an accessor property without calling it', () => {
    let called = false;
    const input = {};
    Object.defineProperty(input, 'secret', {
      enumerable: true,
      get() {
        called = true;
        return 1;
      },
    });
    expect(() => toFlowValue(input)).toThrow('پذیرفته');
    expect(called).toBe(false);
  });

  it.each([
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
    ['a bigint', 1n],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['a class instance', new Map()],
  ])('refuses %s', (_label, input) => {
    expect(() => toFlowValue(input)).toThrow(/پذیرفته|معتبر/);
  });

  it('refuses data nested deeper than MAX_VALUE_DEPTH, cycles included', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_VALUE_DEPTH + 1; i += 1) deep = [deep];
    expect(() => toFlowValue(deep)).toThrow('تودرتو');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => toFlowValue(cycle)).toThrow('تودرتو');
  });
});

describe('toPlainValue', () => {
  it('gives ordinary objects, keeping an own "__proto__" key as data', () => {
    const record = toFlowValue({ a: { b: 1 } }) as Record<string, FlowValue>;
    record['__proto__'] = 'x';
    const plain = toPlainValue(record) as Record<string, unknown>;
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    expect(Object.hasOwn(plain, '__proto__')).toBe(true);
    expect(JSON.stringify(plain)).toBe('{"a":{"b":1},"__proto__":"x"}');
  });
});

describe('kindOf', () => {
  it.each([
    [null, 'null'],
    [true, 'boolean'],
    [1, 'number'],
    ['', 'string'],
    [[], 'array'],
    [toFlowValue({}), 'record'],
  ])('%j is a %s', (value, kind) => {
    expect(kindOf(value)).toBe(kind);
  });
});
