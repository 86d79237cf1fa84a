// Every Persian message of the engine, rendered with sample arguments: Persian text, Persian digits for
// numbers, Persian ی/ک (not Arabic ي/ك) and the half space in می‌/نمی‌ verbs (GLOSSARY).
import { describe, expect, it } from 'vitest';
import {
  EVAL_MESSAGES,
  EXPRESSION_LABELS,
  PARSE_MESSAGES,
  RUN_MESSAGES,
  SCHEMA_MESSAGES,
  VALUE_KIND_LABELS,
} from './messages.js';

/** Arguments each message function is rendered with (names without digits; numbers as numbers). */
const SAMPLES: Record<string, unknown[][]> = {
  'PARSE_MESSAGES.sourceTooLong': [[4000]],
  'PARSE_MESSAGES.tooManyNodes': [[2000]],
  'PARSE_MESSAGES.tooDeep': [[64]],
  'PARSE_MESSAGES.unexpectedChar': [['=']],
  'PARSE_MESSAGES.unexpectedToken': [['*']],
  'PARSE_MESSAGES.expected': [[')']],
  'EVAL_MESSAGES.unknownName': [['سن']],
  'EVAL_MESSAGES.unknownFunction': [['shout']],
  'EVAL_MESSAGES.arity': [
    ['len', 1, 1],
    ['min', 1, Infinity],
    ['substr', 2, 3],
  ],
  'EVAL_MESSAGES.argType': [['len', 12, ['string', 'array'], 'number']],
  'EVAL_MESSAGES.operand': [['-', ['number'], 'string']],
  'EVAL_MESSAGES.mixedPlus': [['number', 'string']],
  'EVAL_MESSAGES.compare': [['<', 'null', 'record']],
  'EVAL_MESSAGES.notBoolean': [['number']],
  'EVAL_MESSAGES.expectedKind': [['«url»', ['string'], 'boolean']],
  'EVAL_MESSAGES.arrayItems': [['sum', ['number'], 'string']],
  'EVAL_MESSAGES.keyKind': [['array']],
  'EVAL_MESSAGES.inputKind': [['array', 'null']],
  'EVAL_MESSAGES.forbiddenMember': [['constructor']],
  'EVAL_MESSAGES.noMember': [['array', 'map']],
  'EVAL_MESSAGES.stringTooLong': [[100_000]],
  'EVAL_MESSAGES.arrayTooLong': [[10_000]],
  'EVAL_MESSAGES.valueTooDeep': [[64]],
  'EVAL_MESSAGES.valueTooLarge': [[2_000_000]],
  'EVAL_MESSAGES.notInteger': [['substr', 2]],
  'EVAL_MESSAGES.outOfRange': [['round', 2]],
  'EVAL_MESSAGES.invalidDate': [['فردا']],
  'EVAL_MESSAGES.primitivesOnly': [['unique']],
  'EVAL_MESSAGES.stepBudget': [[200_000]],
  'EVAL_MESSAGES.timeBudget': [[2000]],
  'RUN_MESSAGES.notAvailableHere': [['read']],
  'RUN_MESSAGES.processesUnavailable': [['createProcess']],
  'RUN_MESSAGES.alreadyDeclared': [['سن']],
  'RUN_MESSAGES.shadowsField': [['age']],
  'RUN_MESSAGES.notDeclared': [['x']],
  'RUN_MESSAGES.usedBeforeDefined': [['x']],
  'RUN_MESSAGES.notInScope': [['x']],
  'RUN_MESSAGES.invalidName': [['x y']],
  'RUN_MESSAGES.notArray': [['x']],
  'RUN_MESSAGES.answerTooLarge': [[2_000_000]],
  'RUN_MESSAGES.indexOutOfRange': [[12, 3]],
  'RUN_MESSAGES.inSource': [['condition', 'عبارت ناتمام است.']],
  'RUN_MESSAGES.duplicateId': [['a']],
  'RUN_MESSAGES.unknownField': [['nope']],
  'RUN_MESSAGES.tooManyExpressions': [[500]],
  'RUN_MESSAGES.treeTooDeep': [[32]],
  'RUN_MESSAGES.invalidFunction': [
    ['', 'نام تابع را وارد کنید.'],
    ['fname', 'نام تابع را وارد کنید.'],
  ],
  'SCHEMA_MESSAGES.sourceTooLong': [[4000]],
  'SCHEMA_MESSAGES.tooManyEntries': [[200]],
};

/** Renders one entry: a string as it is, a function with each of its sample argument lists. */
function render(key: string, entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  const fn = entry as (...args: unknown[]) => string;
  return (SAMPLES[key] ?? []).map((args) => fn(...args));
}

const groups = {
  PARSE_MESSAGES,
  EVAL_MESSAGES,
  RUN_MESSAGES,
  SCHEMA_MESSAGES,
  EXPRESSION_LABELS,
  VALUE_KIND_LABELS,
};
const entries = Object.entries(groups).flatMap(([group, messages]) =>
  Object.entries(messages).map(([key, entry]) => [`${group}.${key}`, entry as unknown] as const),
);
const rendered = entries.flatMap(([key, entry]) => render(key, entry).map((text) => [key, text] as const));

describe('flow messages', () => {
  it('renders every entry', () => {
    const keys = new Set<string>(rendered.map(([key]) => key));
    expect(entries.map(([key]) => key).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(rendered)('%s is Persian, with Persian digits, letters and half spaces', (_key, text) => {
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).not.toMatch(/[0-9]/);
    expect(text).not.toMatch(/[\u064A\u0643]/);
    expect(text).not.toMatch(/(^|\s)(ن?می) /);
  });
});
