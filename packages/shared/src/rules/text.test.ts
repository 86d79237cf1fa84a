import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charCount,
  ELLIPSIS,
  hasUnstorableCharacter,
  LABEL_MAX,
  NEWS_TITLE_MAX,
  truncate,
  truncateLabel,
  truncateNewsTitle,
} from './text.js';

describe('truncate', () => {
  it.each([
    ['abcdef', 3, 'abc…'],
    ['abc', 3, 'abc'],
    ['ab', 3, 'ab'],
    ['', 3, ''],
    ['abc', 0, '…'],
    ['abc', -2, '…'],
    ['abcdef', 3.9, 'abc…'],
    ['اخبار دانشگاه', 5, 'اخبار…'],
    ['😀😀😀', 2, '😀😀…'],
    ['😀😀', 2, '😀😀'],
    ['a😀b', 1, 'a…'],
    ['a😀b', 2, 'a😀…'],
  ])('cuts %j at %d to %j', (input, max, expected) => {
    expect(truncate(input, max)).toBe(expected);
  });

  it.each([
    [NEWS_TITLE_MAX, 60],
    [LABEL_MAX, 100],
  ])('uses the SPEC limit %i = %i', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('truncates a 61-character news title to 60 plus the ellipsis', () => {
    const title = 'خ'.repeat(61);
    expect(truncateNewsTitle(title)).toBe(`${'خ'.repeat(60)}…`);
    expect(truncateNewsTitle(title.slice(1))).toBe(title.slice(1));
  });

  it('truncates a label longer than 100 characters to 100 plus the ellipsis', () => {
    expect(truncateLabel('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(truncateLabel('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('keeps a prefix of at most max code points and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (s, max) => {
        const out = truncate(s, max);
        if (charCount(s) <= max) {
          expect(out).toBe(s);
          return;
        }
        expect(out.endsWith(ELLIPSIS)).toBe(true);
        const kept = out.slice(0, -ELLIPSIS.length);
        expect(charCount(kept)).toBe(max);
        expect(s.startsWith(kept)).toBe(true);
        expect(kept).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });
});

describe('charCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['می\u200Cشود', 6],
  ])('counts %j as %i', (input, expected) => {
    expect(charCount(input)).toBe(expected);
  });
});

describe('hasUnstorableCharacter', () => {
  it.each([
    ['plain Persian text', 'سلام دنیا', false],
    ['an emoji (a surrogate pair)', 'خوب 😀', false],
    ['the empty string', '', false],
    ['a NUL character', 'a\u0000b', true],
    ['a lone high surrogate', '\ud800', true],
    ['a lone high surrogate before text', '\ud83dا', true],
    ['a lone low surrogate', 'a\udc00', true],
    ['a pair reversed', '\ude00\ud83d', true],
    ['two high surrogates', '\ud83d\ud83d', true],
  ])('%s → %s', (_label, text, expected) => {
    expect(hasUnstorableCharacter(text)).toBe(expected);
  });

  it('never flags a well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(hasUnstorableCharacter(s)).toBe(s.includes('\u0000'));
      }),
    );
  });
});
