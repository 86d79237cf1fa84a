import { describe, expect, it } from 'vitest';
import type { FieldType, FormField } from './form-definition.js';
import { pruneAnswers } from './prune-answers.js';

function f(id: string, type: FieldType, more: Partial<FormField> = {}): FormField {
  return { id, fname: `فیلد ${id}`, ename: id, type, ...more };
}

const parentSubform = f('sub', 'subform', {
  subform: { formFields: [f('inner', 'text')], triggerDisplay: { displayType: 'parent' } },
});
const shownSubform = f('sub', 'subform', { subform: { formFields: [f('inner', 'text')] } });
const table = f('rows', 'table', { subform: { formFields: [f('col', 'text')] } });
const expansion = f('tabs', 'expansion', {
  tabs: [
    { id: 't1', name: 'یک', formInfo: { formFields: [f('a', 'text')] } },
    { id: 't2', name: 'دو', formInfo: { formFields: [f('b', 'text')] } },
  ],
});

describe('pruneAnswers', () => {
  it.each<[string, FormField[], Record<string, unknown>, Record<string, unknown>]>([
    ['keeps a plain answer', [f('name', 'text')], { name: 'علی' }, { name: 'علی' }],
    ['drops keys no field answers', [f('name', 'text')], { name: 'علی', extra: 1 }, { name: 'علی' }],
    ['leaves a missing answer out', [f('name', 'text')], {}, {}],
    ['keeps a null answer for the check to judge', [f('name', 'text')], { name: null }, { name: null }],
    [
      'drops display-only fields even when answered',
      [f('note', 'alert'), f('chart', 'chart'), f('go', 'button')],
      { note: 'x', chart: [1], go: true },
      {},
    ],
    [
      'keeps a file with its uploaded path',
      [f('doc', 'file')],
      { doc: 'a.pdf', 'doc-path': 'abc', 'other-path': 'x' },
      { doc: 'a.pdf', 'doc-path': 'abc' },
    ],
    ['keeps an image chosen but not uploaded', [f('pic', 'image')], { pic: 'a.jpg' }, { pic: 'a.jpg' }],
    [
      'keeps a parent subform switched on, pruned inside',
      [parentSubform],
      { 'display-sub': true, sub: { inner: 'x', stray: 1 } },
      { 'display-sub': true, sub: { inner: 'x' } },
    ],
    [
      'drops the answers of a parent subform switched off, keeping the switch',
      [parentSubform],
      { 'display-sub': false, sub: { inner: 'x' } },
      { 'display-sub': false },
    ],
    ['drops the answers of a parent subform without a switch', [parentSubform], { sub: { inner: 'x' } }, {}],
    [
      'keeps a subform that is always shown, pruned inside',
      [shownSubform],
      { sub: { inner: 'x', stray: 1 }, 'display-sub': false },
      { sub: { inner: 'x' }, 'display-sub': false },
    ],
    [
      'keeps a subform that is not an object for the check to refuse',
      [shownSubform],
      { sub: 'x' },
      { sub: 'x' },
    ],
    [
      'prunes each row of a table',
      [table],
      { rows: [{ col: 'a', stray: 1 }, 'odd row'] },
      { rows: [{ col: 'a' }, 'odd row'] },
    ],
    ['keeps a table that is not a list', [table], { rows: 'x' }, { rows: 'x' }],
    [
      'prunes each tab of an expansion and drops unknown tabs',
      [expansion],
      { tabs: { t1: { a: 'x', stray: 1 }, t3: { c: 1 }, t2: 'odd tab' } },
      { tabs: { t1: { a: 'x' }, t2: 'odd tab' } },
    ],
    ['keeps an expansion that is not an object', [expansion], { tabs: [1] }, { tabs: [1] }],
    ['leaves a missing expansion out', [expansion], {}, {}],
  ])('%s', (_name, fields, answers, expected) => {
    expect(pruneAnswers(fields, answers)).toEqual(expected);
  });

  it('never reads inherited properties as answers', () => {
    expect(pruneAnswers([f('constructor', 'text'), f('toString', 'text')], {})).toEqual({});
  });
});
