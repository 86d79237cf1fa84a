import { describe, expect, it } from 'vitest';
import { FlowError } from '../errors.js';
import type { FlowExpression } from '../model/expression-schema.js';
import {
  EXPRESSION_TYPES,
  PROCESS_TYPES,
  isClientSideType,
  type ExpressionType,
} from '../model/expression-types.js';
import { recordingHost, run, type ServerMethod } from '../testing/recording-host.js';
import { SAMPLE_EXPRESSIONS } from '../testing/samples.js';

const SERVER_METHOD: Partial<Record<ExpressionType, ServerMethod>> = {
  read: 'read',
  create: 'create',
  createIfNotExist: 'createIfNotExist',
  update: 'update',
  delete: 'delete',
  fetch: 'fetch',
  curl: 'curl',
  functionCall: 'callFunction',
  arrayFromExcel: 'arrayFromExcel',
  mongo: 'mongo',
  createProcess: 'process',
  statusProcess: 'process',
  elementPassCount: 'process',
  checkProcessStep: 'process',
};

describe('client-side effects reach the host with the right arguments', () => {
  it.each<[string, FlowExpression, [string, unknown]]>([
    ['subform', SAMPLE_EXPRESSIONS.subform, ['showSubform', 'sub']],
    ['hideSubform', SAMPLE_EXPRESSIONS.hideSubform, ['hideSubform', 'sub']],
    [
      'toast with the SPEC §8 title',
      SAMPLE_EXPRESSIONS.toast,
      ['toast', { color: 'success', title: 'انجام شد', text: 'ثبت شد' }],
    ],
    [
      'toast with a computed title',
      { id: 't', type: 'toast', color: 'warning', title: "'سن: ' + toText(age)", text: "'x'" },
      ['toast', { color: 'warning', title: 'سن: 20', text: 'x' }],
    ],
    ['disableForm', { id: 'd', type: 'disableForm', disabled: 'age > 18' }, ['disableForm', true]],
    ['redirect to a path', SAMPLE_EXPRESSIONS.redirect, ['redirect', '/panel']],
    [
      'redirect to https',
      { id: 'r', type: 'redirect', url: "'https://example.org/a'" },
      ['redirect', 'https://example.org/a'],
    ],
  ])('%s', async (_label, expression, call) => {
    const host = recordingHost();
    const result = await run([expression], { host, answers: { f_age: 20 } });
    expect(result.ok).toBe(true);
    expect(host.calls).toEqual([call]);
  });

  it.each(["'javascript:alert(1)'", "' https://x'", "'data:text/html,x'", "'JAVASCRIPT:x'"])(
    'refuses to redirect to %s',
    async (url) => {
      const host = recordingHost();
      const result = await run([{ id: 'r', type: 'redirect', url }], { host });
      expect(result).toMatchObject({
        ok: false,
        diagnostics: [{ nodeId: 'r', message: expect.stringContaining('http') }],
      });
      expect(host.calls).toEqual([]);
    },
  );
});

describe('server-side types go through the host', () => {
  const serverTypes = EXPRESSION_TYPES.filter((t) => SERVER_METHOD[t] !== undefined);

  it.each(serverTypes)('%s calls its host method and stores the answer into its variable', async (type) => {
    const method = SERVER_METHOD[type]!;
    const host = recordingHost({ [method]: { ok: 1 } });
    const expression = SAMPLE_EXPRESSIONS[type];
    const result = await run([expression], { host, answers: { file: 'a.xlsx', 'file-path': 'tmp/1' } });
    expect(result.ok).toBe(true);
    expect(host.calls.map(([m]) => m)).toEqual([method]);
    expect(host.calls[0]![1]).toMatchObject({ nodeId: type });
    const into = 'into' in expression ? expression.into : undefined;
    if (into !== undefined && result.ok)
      expect({ ...result.variables, ...result.answers }[into]).toEqual({ ok: 1 });
    expect(result.trace[0]).toMatchObject({ nodeId: type, type, ms: expect.any(Number) });
  });

  it.each(serverTypes.filter((t) => !(PROCESS_TYPES as readonly string[]).includes(t)))(
    '%s without its host method is "not run in this environment"',
    async (type) => {
      const result = await run([SAMPLE_EXPRESSIONS[type]]);
      expect(result).toMatchObject({
        ok: false,
        diagnostics: [{ nodeId: type, message: expect.stringContaining('در این محیط اجرا نمی‌شود') }],
      });
    },
  );

  it.each(PROCESS_TYPES)('%s without host.process says processes are not available yet', async (type) => {
    const result = await run([SAMPLE_EXPRESSIONS[type]]);
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: type, message: expect.stringContaining('فرآیندها هنوز در دسترس نیستند') }],
    });
  });

  it('every type is either client-side, run locally or mapped to a host method', () => {
    const local = ['for', 'while', 'dowhile', 'forEach', 'elseif', 'else', 'varAssign', 'arraySearch'];
    for (const type of EXPRESSION_TYPES) {
      expect(isClientSideType(type) || local.includes(type) || SERVER_METHOD[type] !== undefined).toBe(true);
    }
  });

  it('evaluates sources into plain requests', async () => {
    const host = recordingHost({ create: { id: 5 }, fetch: 'pong', update: 1 });
    const result = await run(
      [
        {
          id: 'c',
          type: 'create',
          collectionId: 'people',
          values: { name: 'name', tags: "['a', age]" },
          into: 'made',
        },
        {
          id: 'f',
          type: 'fetch',
          url: "'https://api/' + toText(made.id)",
          method: 'post',
          headers: { 'X-Key': "'k'" },
          body: 'made',
          into: 'reply',
        },
        {
          id: 'u',
          type: 'update',
          collectionId: 'people',
          where: { id: { op: 'eq', value: 'made.id' } },
          values: { ok: 'true' },
        },
      ],
      { host, answers: { f_name: 'علی', f_age: 30 } },
    );
    expect(result).toMatchObject({ ok: true, variables: { made: { id: 5 }, reply: 'pong' } });
    expect(host.calls).toEqual([
      [
        'create',
        { nodeId: 'c', collectionId: 'people', values: { name: 'علی', tags: ['a', 30] }, where: undefined },
      ],
      [
        'fetch',
        expect.objectContaining({
          url: 'https://api/5',
          method: 'post',
          headers: { 'X-Key': 'k' },
          body: { id: 5 },
        }),
      ],
      [
        'update',
        { nodeId: 'u', collectionId: 'people', where: { id: { op: 'eq', value: 5 } }, values: { ok: true } },
      ],
    ]);
    const created = host.calls[0]![1] as { values: object };
    expect(Object.getPrototypeOf(created.values)).toBe(Object.prototype);
  });

  it('turns a FlowError thrown by the host into a diagnostic, and lets other errors through', async () => {
    const failing = recordingHost();
    failing.read = () => Promise.reject(new FlowError('مجموعه داده پیدا نشد.'));
    expect(await run([SAMPLE_EXPRESSIONS.read], { host: failing })).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'read', message: 'مجموعه داده پیدا نشد.' }],
    });
    const broken = recordingHost();
    broken.read = () => Promise.reject(new Error('database down'));
    await expect(run([SAMPLE_EXPRESSIONS.read], { host: broken })).rejects.toThrow('database down');
  });

  it('refuses a host answer that is not plain data', async () => {
    const host = recordingHost({ read: new Map() });
    expect(await run([SAMPLE_EXPRESSIONS.read], { host })).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'read' }],
    });
  });

  it('stores an answer into a field through setAnswer', async () => {
    const host = recordingHost({ arrayFromExcel: [{ code: 1 }] });
    const result = await run([{ ...SAMPLE_EXPRESSIONS.arrayFromExcel, into: 'table' }], { host });
    expect(result).toMatchObject({ ok: true, answers: { rows: [{ code: 1 }] } });
    expect(host.calls[1]).toEqual(['setAnswer', { fieldId: 'rows', value: [{ code: 1 }] }]);
  });

  it('arraySearch keeps matching items locally', async () => {
    const result = await run([
      { id: 's', type: 'arraySearch', array: '[1, 5, 9]', item: 'n', condition: 'n > 3', into: 'big' },
    ]);
    expect(result).toMatchObject({ ok: true, variables: { big: [5, 9] } });
  });
});
