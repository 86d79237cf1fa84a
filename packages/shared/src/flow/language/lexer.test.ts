import { describe, expect, it } from 'vitest';
import { isIdentifierName, normalizeName, tokenize, type Token } from './lexer.js';

/** The tokens of a source without offsets or the closing eof. */
function kinds(source: string): unknown[] {
  return tokenize(source)
    .filter((t) => t.type !== 'eof')
    .map((t: Token) => ('value' in t ? [t.type, t.value] : [t.type]));
}

describe('tokenize', () => {
  it.each([
    ['42', [['number', 42]]],
    ['۱۸', [['number', 18]]],
    ['٢٣', [['number', 23]]],
    ['۱٫۵', [['number', 1.5]]],
    ['3.25', [['number', 3.25]]],
    ['1e3', [['number', 1000]]],
    ['2.5e-1', [['number', 0.25]]],
    ["'a\\'b'", [['string', "a'b"]]],
    ['"x\\n\\t\\\\"', [['string', 'x\n\t\\']]],
    ["'\\u0041'", [['string', 'A']]],
    ['سن', [['name', 'سن']]],
    ['نام‌خانوادگی', [['name', 'نام‌خانوادگی']]],
    ['كد_ملي', [['name', 'کد_ملی']]],
    ['فیلد۲', [['name', 'فیلد2']]],
    [
      'true درست',
      [
        ['literal', true],
        ['literal', true],
      ],
    ],
    [
      'false نادرست null تهی',
      [
        ['literal', false],
        ['literal', false],
        ['literal', null],
        ['literal', null],
      ],
    ],
    [
      'and و or یا not نه',
      [
        ['punct', '&&'],
        ['punct', '&&'],
        ['punct', '||'],
        ['punct', '||'],
        ['punct', '!'],
        ['punct', '!'],
      ],
    ],
    [
      'a<=b',
      [
        ['name', 'a'],
        ['punct', '<='],
        ['name', 'b'],
      ],
    ],
    [
      'f(1، 2)',
      [
        ['name', 'f'],
        ['punct', '('],
        ['number', 1],
        ['punct', ','],
        ['number', 2],
        ['punct', ')'],
      ],
    ],
    [
      'x ؟ 1 : 2',
      [
        ['name', 'x'],
        ['punct', '?'],
        ['number', 1],
        ['punct', ':'],
        ['number', 2],
      ],
    ],
    [
      '۱۰ ٪ ۳',
      [
        ['number', 10],
        ['punct', '%'],
        ['number', 3],
      ],
    ],
    ['\u200Fسن\u200E', [['name', 'سن']]],
    [
      '1.x',
      [
        ['number', 1],
        ['punct', '.'],
        ['name', 'x'],
      ],
    ],
  ])('reads %j', (source, expected) => {
    expect(kinds(source)).toEqual(expected);
  });

  it.each([
    ["'open", 0, 'بسته نشده'],
    ["'bad \\q'", 5, '\\'],
    ['a = b', 2, '«='],
    ['1e999', 0, 'عدد'],
    ['x\u202Ey', 1, 'مجاز نیست'],
  ])('refuses %j at offset %i with a Persian message', (source, offset, fragment) => {
    expect(() => tokenize(source)).toThrow(fragment);
    try {
      tokenize(source);
    } catch (error) {
      expect(error).toMatchObject({ offset });
    }
  });

  it('records offsets of every token', () => {
    expect(tokenize('سن >= ۱۸').map((t) => [t.start, t.end])).toEqual([
      [0, 2],
      [3, 5],
      [6, 8],
      [8, 8],
    ]);
  });
});

describe('names', () => {
  it.each([
    ['سن', true],
    ['نام‌خانوادگی', true],
    ['_x1', true],
    ['1x', false],
    ['a b', false],
    ['true', false],
    ['و', false],
    ['', false],
  ])('isIdentifierName(%j) is %s', (name, expected) => {
    expect(isIdentifierName(name)).toBe(expected);
  });

  it('normalises Arabic letters and digits like the lexer', () => {
    expect(normalizeName('علي۱')).toBe('علی1');
  });
});
