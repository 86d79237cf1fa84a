// The build (tsconfig.build.json) ships what the server runs, never test code: test files, src/test/ and
// `*.fixture.ts` are left out of dist. A helper only tests import must therefore be named as a fixture, or
// it is compiled into every deployment (issue 24.10 found eight: attack corpora, fake providers…).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/**
 * What the built server starts from: the server, the initial database writer, the password worker, and
 * the restore command (`npm run restore`).
 */
const ENTRIES = [
  'server.ts',
  'db/write-initial-cluster.ts',
  'modules/identity/password-hash.ts',
  'restore.ts',
];
const LEFT_OUT = [/\.test\.ts$/, /\.fixture\.ts$/, /^test\//];
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full)] : [];
  });
}

/** The source files `file` imports by relative path (`./x.js` → `x.ts`, a folder → its index.ts). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const target = path.join(path.dirname(file), match[1]!.replace(/\.js$/, ''));
    const candidates = [`${target}.ts`, path.join(target, 'index.ts')];
    return candidates.filter((candidate) => existsSync(path.join(SRC, candidate))).slice(0, 1);
  });
}

function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file));
  }
  return seen;
}

describe('the built server', () => {
  const built = sourceFiles(SRC).filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file)));
  const running = reachableFrom(ENTRIES);

  it('holds no file the running server never imports (test helpers are *.fixture.ts)', () => {
    expect(running.has('app.ts')).toBe(true);
    expect(built.filter((file) => !running.has(file))).toEqual([]);
  });

  it('imports no test code at run time', () => {
    expect([...running].filter((file) => LEFT_OUT.some((pattern) => pattern.test(file)))).toEqual([]);
  });
});
