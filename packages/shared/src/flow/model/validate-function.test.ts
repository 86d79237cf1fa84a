import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPRESSIONS, node, sampleFunction } from '../testing/samples.js';
import type { FlowExpression } from './expression-schema.js';
import { EXPRESSION_TYPES } from './expression-types.js';
import { validateFunction } from './validate-function.js';
import { iff, v } from '../testing/expression-builders.js';

const toast = (id: string, text: string): FlowExpression => ({ id, type: 'toast', color: 'info', text });

describe('validateFunction', () => {
  it.each<[string, FlowExpression[], [string | null, string][]]>([
    [
      'a good chain',
      [iff('a', 'age > 1'), { id: 'b', type: 'elseif', condition: 'false' }, { id: 'c', type: 'else' }],
      [],
    ],
    ['an elseif first', [{ id: 'e', type: 'elseif', condition: 'true' }], [['e', 'وگرنه']]],
    ['an else after a toast', [toast('t', "'x'"), { id: 'e', type: 'else' }], [['e', 'وگرنه']]],
    [
      'an else after a for',
      [
        { ...SAMPLE_EXPRESSIONS.for, id: 'f' },
        { id: 'e', type: 'else' },
      ],
      [['e', 'وگرنه']],
    ],
    ['a source that does not parse', [iff('i', '1 +')], [['i', 'در «شرط»: عبارت ناتمام']]],
    ['an unknown function', [toast('t', 'shout(1)')], [['t', 'تابعی به نام «shout»']]],
    ['a wrong arity', [toast('t', "len('a', 'b')")], [['t', 'len']]],
    ['a use before the var', [toast('t', 'x'), v('v', 'x', '1')], [['t', 'پیش از تعریف']]],
    ['a var that reads itself', [v('v', 'x', 'x + 1')], [['v', 'پیش از تعریف']]],
    [
      'a var out of its block',
      [iff('i', 'true', [v('v', 'y', '1')]), toast('t', 'toText(y)')],
      [['t', 'بلوک دیگری']],
    ],
    ['a var named like a field id', [v('v', 'f_age', '1')], [['v', 'فیلد']]],
    ['a var named like a field ename', [v('v', 'age', '1')], [['v', 'فیلد']]],
    ['a var declared twice', [v('a', 'x', '1'), v('b', 'x', '2')], [['b', 'پیش‌تر']]],
    [
      'a var shadowing an outer one',
      [v('a', 'x', '1'), iff('i', 'true', [v('b', 'x', '2')])],
      [['b', 'پیش‌تر']],
    ],
    [
      'a varAssign before its var',
      [{ id: 'a', type: 'varAssign', name: 'x', value: '1' }, v('v', 'x', '0')],
      [['a', 'پیش از تعریف']],
    ],
    ['a subform field not in the form', [{ id: 's', type: 'subform', fieldId: 'nope' }], [['s', '«nope»']]],
    ['a fetch with no target', [{ id: 'f', type: 'fetch', method: 'get', into: 'r' }], [['f', 'وب‌سرویس']]],
    ['duplicate ids', [toast('t', "'a'"), toast('t', "'b'")], [['t', 'تکراری']]],
    [
      'a loop variable used after its loop',
      [{ ...SAMPLE_EXPRESSIONS.for, id: 'f' }, toast('t', 'toText(i)')],
      [['t', 'بلوک دیگری']],
    ],
    [
      'a loop variable used inside its loop',
      [{ ...SAMPLE_EXPRESSIONS.for, children: [toast('t', 'toText(i)')] }],
      [],
    ],
    [
      'two loops reusing a name',
      [
        { ...SAMPLE_EXPRESSIONS.for, id: 'f1' },
        { ...SAMPLE_EXPRESSIONS.for, id: 'f2' },
      ],
      [],
    ],
    [
      'a loop variable shadowing a var',
      [v('v', 'i', '0'), { ...SAMPLE_EXPRESSIONS.for, id: 'f' }],
      [['f', 'پیش‌تر']],
    ],
    [
      'arraySearch reading its item',
      [{ ...SAMPLE_EXPRESSIONS.arraySearch, item: 'row', condition: 'row > 1' }, toast('t', 'toText(found)')],
      [],
    ],
    ['an into used later', [SAMPLE_EXPRESSIONS.read, toast('t', 'toText(count(people))')], []],
    ['an into used before', [toast('t', 'toText(people)'), SAMPLE_EXPRESSIONS.read], [['t', 'پیش از تعریف']]],
    ['a Persian variable', [v('v', 'سن_کاربر', 'age'), iff('i', 'سن_كاربر >= ۱۸')], []],
  ])('%s', (_label, expressions, expected) => {
    const diagnostics = validateFunction(sampleFunction(expressions));
    expect(diagnostics.map((d) => d.nodeId)).toEqual(expected.map(([id]) => id));
    diagnostics.forEach((d, i) => expect(d.message).toContain(expected[i]![1]));
  });

  it('flags unknown names only when the host lists its variables', () => {
    const fn = sampleFunction([toast('t', 'toText(userUnit)'), toast('u', 'toText(other)')]);
    expect(validateFunction(fn)).toEqual([]);
    const diagnostics = validateFunction(fn, { knownVariables: ['userUnit'] });
    expect(diagnostics).toEqual([
      { nodeId: 'u', message: expect.stringContaining('«other» تعریف نشده'), param: 'text' },
    ]);
  });

  it('accepts every sample type in a sensible order', () => {
    const declared = [v('x0', 'x', '0'), v('list0', 'list', '[]')];
    const all = EXPRESSION_TYPES.filter((t) => t !== 'var' && t !== 'elseif' && t !== 'else').map(
      (t) => SAMPLE_EXPRESSIONS[t],
    );
    const chain = [SAMPLE_EXPRESSIONS.if, SAMPLE_EXPRESSIONS.elseif, SAMPLE_EXPRESSIONS.else].map((e) => ({
      ...e,
      id: `c-${e.id}`,
    }));
    expect(
      validateFunction(sampleFunction([...declared, ...chain, ...all.filter((e) => e.type !== 'if')])),
    ).toEqual([]);
  });

  it('answers one function-level diagnostic for a typed tree past the depth cap', () => {
    let tree: FlowExpression[] = [toast('leaf', "'x'")];
    for (let i = 0; i < 40; i += 1) tree = [node({ type: 'if', condition: 'true', children: tree })];
    expect(validateFunction(sampleFunction(tree))).toEqual([
      { nodeId: null, message: expect.stringContaining('سطح') },
    ]);
  });
});
