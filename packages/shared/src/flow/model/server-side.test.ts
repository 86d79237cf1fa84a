import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPRESSIONS, SAMPLE_FIELDS, node, sampleFunction } from '../testing/samples.js';
import type { FlowExpression } from './expression-schema.js';
import type { ExpressionType } from './expression-types.js';
import { computedVariables, isServerSide, withDerivedSide } from './server-side.js';
import { usedFields } from './used-fields.js';

// SPEC §4, written out by hand rather than derived from CLIENT_SIDE_TYPES.
const SIDE: Record<ExpressionType, 'client' | 'server'> = {
  if: 'client',
  elseif: 'server',
  else: 'server',
  for: 'server',
  while: 'server',
  dowhile: 'server',
  forEach: 'server',
  var: 'client',
  varAssign: 'server',
  arrayPush: 'client',
  arrayDelete: 'client',
  subform: 'client',
  hideSubform: 'client',
  toast: 'client',
  disableForm: 'client',
  redirect: 'client',
  arraySearch: 'server',
  arrayFromExcel: 'server',
  functionCall: 'server',
  fetch: 'server',
  createProcess: 'server',
  statusProcess: 'server',
  elementPassCount: 'server',
  checkProcessStep: 'server',
  read: 'server',
  create: 'server',
  createIfNotExist: 'server',
  update: 'server',
  delete: 'server',
  curl: 'server',
  mongo: 'server',
};

const ifWith = (condition: string, children: FlowExpression[] = []): FlowExpression =>
  node({ type: 'if', condition, children });
const varOf = (name: string, value: string): FlowExpression => node({ type: 'var', name, value });

describe('isServerSide (SPEC §4)', () => {
  it.each(Object.entries(SIDE))('a lone %s runs on the %s', (type, side) => {
    expect(isServerSide([SAMPLE_EXPRESSIONS[type as ExpressionType]])).toBe(side === 'server');
  });

  it.each(Object.entries(SIDE))('a %s nested three levels down runs on the %s', (type, side) => {
    const tree = [
      ifWith('true', [
        SAMPLE_EXPRESSIONS.toast,
        ifWith('true', [ifWith('true', [SAMPLE_EXPRESSIONS[type as ExpressionType]])]),
      ]),
    ];
    expect(isServerSide(tree)).toBe(side === 'server');
  });

  it('an empty function runs in the browser', () => {
    expect(isServerSide([])).toBe(false);
  });
});

describe('isServerSide: an if whose condition reads a computed variable', () => {
  const computed = { computedVariables: ['userUnit'] };
  it.each<[string, FlowExpression[], { computedVariables?: string[] }, boolean]>([
    ['a plain variable', [varOf('x', '1'), ifWith('x > 0')], {}, false],
    ['a form field', [ifWith('age >= 18')], {}, false],
    ['a host-computed variable', [ifWith("userUnit == 'مالی'")], computed, true],
    [
      'a variable computed from one',
      [varOf('unit', "userUnit + '!'"), ifWith("unit == 'a'")],
      computed,
      true,
    ],
    ['two steps removed', [varOf('a1', 'userUnit'), varOf('a2', 'a1'), ifWith('a2 == null')], computed, true],
    [
      'Arabic-keyboard spelling of a computed name',
      [ifWith("واحد == 'x'")],
      { computedVariables: ['واحد'] },
      true,
    ],
    [
      'a var that reads one but an if that does not',
      [varOf('u', 'userUnit'), ifWith('true')],
      computed,
      false,
    ],
    ['an if condition that does not parse', [ifWith('1 +')], {}, true],
  ])('%s', (_label, tree, options, expected) => {
    expect(isServerSide(tree, options)).toBe(expected);
  });

  it('collects into-names of server-side expressions and what flows from them', () => {
    const tree = [
      SAMPLE_EXPRESSIONS.read,
      varOf('n', 'count(people)'),
      node({ type: 'arrayPush', array: 'list', value: 'n' }),
    ];
    expect([...computedVariables(tree)].sort()).toEqual(['list', 'n', 'people']);
  });
});

describe('withDerivedSide', () => {
  it.each([
    ['a forged client flag on a read', [SAMPLE_EXPRESSIONS.read], false, true],
    ['a forged server flag on a toast', [SAMPLE_EXPRESSIONS.toast], true, false],
  ])('overwrites %s', (_label, expressions, sent, derived) => {
    const fn = withDerivedSide(sampleFunction(expressions, { isServerSide: sent }));
    expect(fn.isServerSide).toBe(derived);
  });
});

describe('usedFields', () => {
  it('lists fields read by id or ename, in order of first use', () => {
    const fn = sampleFunction([
      ifWith('name != null && age > 1', [
        node({ type: 'toast', color: 'info', text: 'f_name + toText(f_age)' }),
      ]),
      SAMPLE_EXPRESSIONS.arrayFromExcel,
      varOf('table', '1'),
    ]);
    expect(usedFields(fn, SAMPLE_FIELDS)).toEqual(['f_name', 'f_age', 'file']);
  });

  it('ignores member names, calls, unparseable sources and writes', () => {
    const fn = sampleFunction([
      varOf('r', 'x.age + name2'),
      node({ type: 'varAssign', name: 'age', value: '1 +' }),
      SAMPLE_EXPRESSIONS.subform,
    ]);
    expect(usedFields(fn, ['age', 'x.age', 'sub'])).toEqual([]);
  });
});
