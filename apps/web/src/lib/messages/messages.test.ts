// STYLE.md §4 made checkable: every Persian text of the web app is written once, in this module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, TOAST_TITLES, VALIDATION_MESSAGES } from '@darvazeh/shared';

const SRC = join(import.meta.dirname, '..', '..');
const MODULE = import.meta.dirname;

/** Text in the Arabic script that has letters: punctuation alone (the Persian comma, ٪) and digits are not. */
const PERSIAN = /(?=\p{Script=Arabic})\p{L}/u;

/** A literal's text, a template's parts joined around `${}` so `دریافت ${a}` and `دریافت ${b}` match. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join('');
  }
  if (ts.isJsxText(node)) return node.text.trim();
  return null;
}

interface Found {
  text: string;
  where: string;
}

/** Every literal with Persian letters in `file`, with file:line; comments and regular expressions are not literals. */
function persianLiterals(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null && PERSIAN.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ text, where: `${relative(SRC, file)}:${line + 1}` });
      // A template's parts are in its own text already.
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const moduleFiles = sourceFiles(MODULE).filter((file) => !isTest(file));
const written = moduleFiles.flatMap(persianLiterals);

/** The string leaves of a catalogue from @darvazeh/shared (its functions are its own). */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

describe('the web messages module', () => {
  it('holds the strings: one file per area, and there are many of them', () => {
    expect(moduleFiles.length).toBeGreaterThan(10);
    expect(written.length).toBeGreaterThan(400);
  });

  it('writes no Persian string twice: a word several screens say is written once and reused', () => {
    const byText = new Map<string, string[]>();
    for (const { text, where } of written) byText.set(text, [...(byText.get(text) ?? []), where]);
    const twice = [...byText]
      .filter(([, places]) => places.length > 1)
      .map(([text, places]) => ({ text, places }));
    expect(twice).toEqual([]);
  });

  it('copies no text of the shared catalogues (SPEC §8): those are used from @darvazeh/shared', () => {
    const shared = new Set(leaves([ERROR_MESSAGES, TOAST_TITLES, VALIDATION_MESSAGES]));
    expect(written.filter(({ text }) => shared.has(text))).toEqual([]);
  });
});

describe('Persian text outside the messages module', () => {
  // Tests and their fixtures (a profile's Persian name, option labels of a sample form) are data, not UI.
  const isFixture = (file: string) =>
    isTest(file) || file.split('/').includes('test') || file.endsWith('test-helpers.tsx');

  it('is nowhere in apps/web/src but the messages module, tests and their fixtures', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !file.startsWith(`${MODULE}/`) && !isFixture(file))
      .flatMap(persianLiterals);
    expect(outside).toEqual([]);
  });
});
