import { describe, expect, it } from 'vitest';
import {
  DISPLAY_ONLY_TYPES,
  displayKey,
  filePathKey,
  shownAnswerText,
  hasLabel,
  isDisplayOnly,
  isRecord,
  isReservedFieldId,
  ownAnswer,
} from './answers.js';
import { FIELD_TYPES, formField, type FieldType } from './form-definition.js';

describe('isDisplayOnly', () => {
  it.each<[FieldType, boolean]>([
    ['alert', true],
    ['line', true],
    ['space', true],
    ['download', true],
    ['link', true],
    ['button', true],
    ['chart', true],
    ['richText', false],
    ['text', false],
    ['file', false],
    ['subform', false],
    ['table', false],
    ['expansion', false],
    ['checkbox', false],
  ])('%s → %s', (type, expected) => {
    expect(isDisplayOnly(type)).toBe(expected);
  });

  it('names only field types, each once', () => {
    expect(DISPLAY_ONLY_TYPES.every((type) => (FIELD_TYPES as readonly string[]).includes(type))).toBe(true);
    expect(new Set(DISPLAY_ONLY_TYPES).size).toBe(DISPLAY_ONLY_TYPES.length);
  });
});

describe('hasLabel', () => {
  it.each<[FieldType, boolean]>([
    ['alert', true],
    ['link', true],
    ['download', true],
    ['button', true],
    ['line', false],
    ['chart', false],
    ['text', false],
  ])('%s → %s', (type, expected) => {
    expect(hasLabel(type)).toBe(expected);
  });
});

describe('answer keys', () => {
  it.each([
    ['doc', 'doc-path', 'display-doc'],
    ['f1', 'f1-path', 'display-f1'],
    ['a_b-c', 'a_b-c-path', 'display-a_b-c'],
  ])('field %s keeps its file under %s and its subform switch under %s', (id, path, display) => {
    expect(filePathKey(id)).toBe(path);
    expect(displayKey(id)).toBe(display);
  });

  it.each([
    ['doc-path', true],
    ['display-sub', true],
    ['display-', true],
    ['-path', true],
    ['doc', false],
    ['path', false],
    ['doc-paths', false],
    ['my-display-x', false],
    ['displayx', false],
  ])('field id %s is reserved: %s', (id, expected) => {
    expect(isReservedFieldId(id)).toBe(expected);
  });

  it('reserves exactly the keys the builders make', () => {
    for (const id of ['a', 'doc', 'f_1'])
      expect([filePathKey(id), displayKey(id)].every(isReservedFieldId)).toBe(true);
  });

  it.each(['doc-path', 'display-sub'])('a definition refuses the field id %s', (id) => {
    const result = formField.safeParse({ id, fname: 'فیلد', ename: 'field', type: 'text' });
    expect(result.success).toBe(false);
  });
});

describe('isRecord', () => {
  it.each<[string, unknown, boolean]>([
    ['an object', { a: 1 }, true],
    ['an empty object', {}, true],
    ['an object without a prototype', Object.create(null), true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an array', [], false],
    ['a string', 'x', false],
    ['a number', 3, false],
    ['a boolean', true, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('ownAnswer', () => {
  const answers = JSON.parse('{"a": 1, "__proto__": {"polluted": true}, "n": null}') as object;

  it.each<[string, unknown, string, unknown]>([
    ['an own answer', answers, 'a', 1],
    ['an own null', answers, 'n', null],
    ['a missing key', answers, 'b', undefined],
    ['an inherited method', answers, 'toString', undefined],
    ['an inherited constructor', answers, 'constructor', undefined],
    ['answers that are not an object', 'text', 'length', undefined],
    ['answers that are an array', ['x'], '0', undefined],
    ['no answers', null, 'a', undefined],
  ])('%s', (_name, from, key, expected) => {
    expect(ownAnswer(from, key)).toBe(expected);
  });

  it('reads a crafted `__proto__` key as the own answer it is, never the prototype', () => {
    expect(ownAnswer(answers, '__proto__')).toEqual({ polluted: true });
    expect(ownAnswer({}, '__proto__')).toBeUndefined();
  });
});

describe('shownAnswerText', () => {
  it.each([
    ['12', undefined, '۱۲'],
    ['B12', undefined, 'B۱۲'],
    ['18.5', 'number', '۱۸٫۵'],
    ['1234567', 'integer', '۱٬۲۳۴٬۵۶۷'],
    ['0012345678', 'nationalId', '۰۰۱۲۳۴۵۶۷۸'],
    ['a1@uni.example', 'email', 'a1@uni.example'],
    ['IR120170000000123456789012', 'sheba', 'IR120170000000123456789012'],
  ] as const)('shows %s (%s) as %s', (stored, format, shown) => {
    expect(shownAnswerText(stored, format)).toBe(shown);
  });
});
