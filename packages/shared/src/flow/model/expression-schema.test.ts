import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSIONS, MAX_TREE_DEPTH } from '../limits.js';
import { SAMPLE_EXPRESSIONS, sampleFunction } from '../testing/samples.js';
import { expressionList, expressionSchema } from './expression-schema.js';
import { EXPRESSION_TYPES } from './expression-types.js';
import { flowFunctionSchema } from './function-schema.js';
import { parseFunction } from './parse-function.js';

/** A chain of `depth` nested ifs. */
function nested(depth: number): unknown[] {
  let list: unknown[] = [{ id: 'leaf', type: 'toast', color: 'info', text: "'x'" }];
  for (let i = 0; i < depth - 1; i += 1)
    list = [{ id: `n${i}`, type: 'if', condition: 'true', children: list }];
  return list;
}

describe('expressionSchema', () => {
  it('knows 31 types', () => {
    expect(EXPRESSION_TYPES).toHaveLength(31);
  });

  it.each(EXPRESSION_TYPES)('accepts a sample %s', (type) => {
    expect(expressionSchema.safeParse(SAMPLE_EXPRESSIONS[type]).success).toBe(true);
  });

  it.each([
    ['an unknown type', { id: 'a', type: 'eval', code: '1' }],
    ['a missing parameter', { id: 'a', type: 'if' }],
    ['an empty id', { id: '', type: 'else' }],
    ['a name that is not one word', { id: 'a', type: 'var', name: 'نام کامل', value: '1' }],
    ['a keyword as a name', { id: 'a', type: 'var', name: 'true', value: '1' }],
    ['a toast colour outside the four', { id: 'a', type: 'toast', color: 'pink', text: "'x'" }],
    [
      'children under a non-block type',
      { id: 'a', type: 'toast', color: 'info', text: "'x'", children: [{ id: 'b', type: 'else' }] },
    ],
    [
      'an unknown filter operator',
      { ...SAMPLE_EXPRESSIONS.delete, where: { id: { op: 'regex', value: "'.*'" } } },
    ],
    [
      'a constructor key in values',
      { id: 'a', type: 'update', collectionId: 'c', where: {}, values: { constructor: '1' } },
    ],
    ['a source over 4,000 characters', { id: 'a', type: 'if', condition: '1'.repeat(4_001) }],
  ])('refuses %s', (_label, input) => {
    expect(expressionSchema.safeParse(input).success).toBe(false);
  });

  it('drops a "__proto__" key of a record without touching prototypes', () => {
    const input: unknown = JSON.parse(
      '{"id":"a","type":"update","collectionId":"c","where":{},"values":{"__proto__":"1","name":"2"}}',
    );
    const parsed = expressionSchema.parse(input);
    const values = 'values' in parsed ? parsed.values : {};
    expect(Object.keys(values)).toEqual(['name']);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it('accepts children under block types', () => {
    const tree = [
      {
        ...SAMPLE_EXPRESSIONS.if,
        children: [SAMPLE_EXPRESSIONS.toast, { ...SAMPLE_EXPRESSIONS.for, children: [] }],
      },
    ];
    expect(expressionList.safeParse(tree).success).toBe(true);
  });
});

describe('expressionList caps', () => {
  it(`refuses more than ${MAX_EXPRESSIONS} expressions`, () => {
    const many = Array.from({ length: MAX_EXPRESSIONS + 1 }, (_, i) => ({
      ...SAMPLE_EXPRESSIONS.else,
      id: `e${i}`,
    }));
    const result = expressionList.safeParse(many);
    expect(result.error?.issues[0]?.message).toContain('۵۰۰');
  });

  it(`accepts ${MAX_TREE_DEPTH} levels and refuses ${MAX_TREE_DEPTH + 1}`, () => {
    expect(expressionList.safeParse(nested(MAX_TREE_DEPTH)).success).toBe(true);
    expect(expressionList.safeParse(nested(MAX_TREE_DEPTH + 1)).error?.issues[0]?.message).toContain('۳۲');
  });

  it('refuses a 100,000-deep payload without recursing into it', () => {
    let json = '{"id":"leaf","type":"else"}';
    json =
      '[{"id":"x","type":"if","condition":"true","children":['.repeat(100_000) + json + ']}]'.repeat(100_000);
    expect(expressionList.safeParse(JSON.parse(json)).success).toBe(false);
  });
});

describe('flowFunctionSchema and parseFunction', () => {
  it('requires relatedId for change and click functions', () => {
    const result = flowFunctionSchema.safeParse(sampleFunction([], { callOn: 'change' }));
    expect(result.error?.issues[0]?.path).toEqual(['relatedId']);
  });

  it('names the expression a schema issue sits in', () => {
    const input = sampleFunction([
      { ...SAMPLE_EXPRESSIONS.if, children: [{ id: 'bad', type: 'toast', color: 'pink', text: "'x'" }] },
    ] as never);
    const result = parseFunction(input);
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'bad', message: expect.stringContaining('expressions[0].children[0].color') }],
    });
  });

  it('derives isServerSide and usedFieldInfos whatever the client sent', () => {
    const input = {
      ...sampleFunction([{ ...SAMPLE_EXPRESSIONS.read, where: { code: { op: 'eq', value: 'age' } } }]),
      isServerSide: false,
      usedFieldInfos: ['forged'],
    };
    expect(parseFunction(input)).toMatchObject({
      ok: true,
      fn: { isServerSide: true, usedFieldInfos: ['f_age'] },
    });
  });

  it('answers validation diagnostics for a well-formed but wrong function', () => {
    const result = parseFunction(sampleFunction([SAMPLE_EXPRESSIONS.else]));
    expect(result).toMatchObject({ ok: false, diagnostics: [{ nodeId: 'else' }] });
  });
});
