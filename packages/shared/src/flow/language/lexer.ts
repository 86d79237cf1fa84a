// The lexer of the expression language. Digits may be Latin, Persian (۰-۹) or Arabic-Indic (٠-٩) and the
// decimal point '.' or '٫'; identifiers are Unicode letters, marks, digits (not first), '_' and ZWNJ, so
// `نام‌خانوادگی` is one name. Identifiers are normalised (Arabic ي/ك to Persian ی/ک, digits to Latin) so a
// name typed on an Arabic keyboard is the same name. Persian keyboard punctuation ، ؟ ٪ reads as , ? %.
import { toLatinDigits } from '../../rules/digits.js';
import { normalizeArabicLetters } from '../../rules/letters.js';
import { FlowError } from '../errors.js';
import { PARSE_MESSAGES } from '../messages.js';

/** Operators and punctuation, after Persian aliases (و، یا، نه، ، ؟ ٪) are mapped to them. */
export type Punct =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | '&&'
  | '||'
  | '!'
  | '?'
  | ':'
  | '.'
  | '['
  | ']'
  | '('
  | ')'
  | ',';

/** One token with its source offsets [start, end). */
export type Token = { start: number; end: number } & (
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'literal'; value: boolean | null }
  | { type: 'name'; value: string }
  | { type: 'punct'; value: Punct }
  | { type: 'eof' }
);

const KEYWORDS: ReadonlyMap<string, Token> = new Map<string, Token>(
  (
    [
      [['true', 'درست'], { type: 'literal', value: true }],
      [['false', 'نادرست'], { type: 'literal', value: false }],
      [['null', 'تهی'], { type: 'literal', value: null }],
      [['and', 'و'], { type: 'punct', value: '&&' }],
      [['or', 'یا'], { type: 'punct', value: '||' }],
      [['not', 'نه'], { type: 'punct', value: '!' }],
    ] as const
  ).flatMap(([words, token]) => words.map((w) => [w, { ...token, start: 0, end: 0 }] as const)),
);

const TWO_CHAR: ReadonlySet<string> = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const ONE_CHAR: ReadonlyMap<string, Punct> = new Map<string, Punct>([
  ...[...'+-*/%<>!?:.[](),'].map((c) => [c, c as Punct] as const),
  ['،', ','],
  ['؟', '?'],
  ['٪', '%'],
]);

const SPACE = /[\s\u200E\u200F\u061C]+/y;
const NUMBER =
  /[0-9\u06F0-\u06F9\u0660-\u0669]+(?:[.\u066B][0-9\u06F0-\u06F9\u0660-\u0669]+)?(?:[eE][+-]?[0-9]+)?/y;
const IDENTIFIER = /[\p{L}_][\p{L}\p{M}\p{Nd}_\u200C]*/uy;
const WHOLE_IDENTIFIER = /^[\p{L}_][\p{L}\p{M}\p{Nd}_\u200C]*$/u;
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['\\', '\\'],
  ["'", "'"],
  ['"', '"'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);

/** Normalises a name the way the lexer does: Arabic ي/ى/ك to Persian ی/ک and every digit to Latin. */
export function normalizeName(name: string): string {
  return toLatinDigits(normalizeArabicLetters(name));
}

/** Tells whether `name` is one identifier of the language (and not a keyword such as `true` or `و`). */
export function isIdentifierName(name: string): boolean {
  return WHOLE_IDENTIFIER.test(name) && !KEYWORDS.has(normalizeName(name));
}

/** Matches a sticky pattern at `at`, answering the matched text or null. */
function matchAt(pattern: RegExp, source: string, at: number): string | null {
  pattern.lastIndex = at;
  const m = pattern.exec(source);
  return m ? m[0] : null;
}

/** Reads a quoted string starting at `start`; throws a FlowError on a bad escape or a missing quote. */
function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === quote) return { value, end: i + 1 };
    if (ch !== '\\') {
      value += ch;
      i += 1;
      continue;
    }
    const next = source[i + 1] ?? '';
    const simple = ESCAPES.get(next);
    if (simple !== undefined) {
      value += simple;
      i += 2;
    } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
      i += 6;
    } else {
      throw new FlowError(PARSE_MESSAGES.badEscape, { offset: i });
    }
  }
  throw new FlowError(PARSE_MESSAGES.unterminatedString, { offset: start });
}

/** Splits a source into tokens ending with one `eof`; throws a FlowError (with the offset) on a character or literal it cannot read. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const space = matchAt(SPACE, source, i);
    if (space) {
      i += space.length;
      continue;
    }
    const start = i;
    const ch = source[i]!;
    const number = matchAt(NUMBER, source, i);
    if (number) {
      const value = Number(toLatinDigits(number).replace('\u066B', '.'));
      if (!Number.isFinite(value)) throw new FlowError(PARSE_MESSAGES.badNumber, { offset: start });
      i += number.length;
      tokens.push({ type: 'number', value, start, end: i });
      continue;
    }
    const word = matchAt(IDENTIFIER, source, i);
    if (word) {
      i += word.length;
      const name = normalizeName(word);
      const keyword = KEYWORDS.get(name);
      tokens.push(keyword ? { ...keyword, start, end: i } : { type: 'name', value: name, start, end: i });
      continue;
    }
    if (ch === "'" || ch === '"') {
      const { value, end } = readString(source, i);
      i = end;
      tokens.push({ type: 'string', value, start, end });
      continue;
    }
    const pair = source.slice(i, i + 2);
    const punct = TWO_CHAR.has(pair) ? (pair as Punct) : ONE_CHAR.get(ch);
    if (!punct) throw new FlowError(PARSE_MESSAGES.unexpectedChar(ch), { offset: start });
    i += TWO_CHAR.has(pair) ? 2 : 1;
    tokens.push({ type: 'punct', value: punct, start, end: i });
  }
  tokens.push({ type: 'eof', start: source.length, end: source.length });
  return tokens;
}
