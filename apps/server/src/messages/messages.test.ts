import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as catalogues from './index.js';

// STYLE.md §4: the server's Persian text lives in this folder, each wording once, and none of it copies
// the wording @darvazeh/shared already holds (SPEC §5/§8 messages, zod messages).
const SRC = fileURLToPath(new URL('..', import.meta.url));
const SHARED_SRC = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));
const PERSIAN = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Files of apps/server/src that may hold Persian literals outside this folder, and why: tests and their
 * fixtures state what people must see; migrations are history; the rest are data, not text for people.
 */
const EXEMPT: [RegExp, string][] = [
  [/\.test\.ts$/, 'tests assert the exact wording'],
  [/^test\//, 'test factories and fixtures'],
  [/\.fixture\.ts$/, 'test fixtures beside a module (attack payloads, fake providers)'],
  [/^db\/migrations\//, 'past migrations never change'],
  [/^plugins\/resources\/resource-query\.ts$/, 'the Persian alphabet and digits sorting and search fold by'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The string and template literals of a file (a template's holes written `${}`), comments left out. */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push(node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text of a catalogue by its path; a function's text is rendered with sample arguments. */
function textsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    const render = value as (...args: number[]) => unknown;
    return textsOf(render(...Array.from({ length: render.length }, (_, i) => 1001 + i)), `${at}()`);
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${at}.${key}`));
  return [];
}

describe('the messages module', () => {
  const texts = Object.entries(catalogues).flatMap(([name, catalogue]) => textsOf(catalogue, name));

  it('walks every catalogue', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(10);
    expect(texts.length).toBeGreaterThan(150);
  });

  it('holds each wording once', () => {
    const byText = new Map<string, string[]>();
    for (const [at, text] of texts) byText.set(text, [...(byText.get(text) ?? []), at]);
    const repeated = [...byText].filter(([, places]) => places.length > 1);
    expect(repeated).toEqual([]);
  });

  it("writes none of shared's sentences again (the server sends them from @darvazeh/shared)", () => {
    const shared = new Set(
      sourceFiles(SHARED_SRC)
        .filter((file) => !file.endsWith('.test.ts'))
        .flatMap(literalsOf)
        .filter((text) => PERSIAN.test(text)),
    );
    const ours = sourceFiles(path.join(SRC, 'messages'))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap(literalsOf);
    // A sentence ends with a full stop or a question mark; single words (labels such as «نام») are the
    // portal's terms, which a sheet header in shared and a field name here rightly share.
    expect(ours.filter((text) => /[.؟?]$/.test(text) && shared.has(text))).toEqual([]);
  });

  it('is the only place of apps/server/src with Persian text', () => {
    const outside = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('messages/') && !EXEMPT.some(([pattern]) => pattern.test(file)))
      .flatMap((file) =>
        literalsOf(path.join(SRC, file))
          .filter((text) => PERSIAN.test(text))
          .map((text) => `${file}: ${text}`),
      );
    expect(outside).toEqual([]);
  });
});
