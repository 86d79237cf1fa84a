// Every warning and error the server logs reaches the program log, and the log screen shows its summary
// in Persian (logMessages.programMessages): a new message logged without its Persian meaning fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { logMessages } from '../../../messages/index.js';
import { DROPPED_MESSAGE } from '../../../plugins/program-log/program-log.js';

const SRC = fileURLToPath(new URL('../../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The message (last argument, a string) of every `….warn(…)`, `….error(…)` and `….fatal(…)` call. */
function loggedMessages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['warn', 'error', 'fatal'].includes(node.expression.name.text) &&
      node.expression.expression.getText(source) !== 'console'
    ) {
      const last = node.arguments.at(-1);
      if (last && node.arguments.length > 1 && ts.isStringLiteralLike(last)) found.push(last.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the program log’s Persian summaries', () => {
  it('give a Persian meaning to every message the server logs as a warning or an error', () => {
    const logged = new Set([...sourceFiles(SRC).flatMap(loggedMessages), DROPPED_MESSAGE]);
    expect(logged.size).toBeGreaterThan(15);
    const missing = [...logged].filter((message) => !logMessages.programMessages[message]);
    expect(missing).toEqual([]);
  });
});
