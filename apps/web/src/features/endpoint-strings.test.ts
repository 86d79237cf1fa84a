// Issue #13: features call the API only through the declared endpoints (call, callForFile, urlFor), so no
// feature types an endpoint's path or the API's base again. This test reads their sources and fails on a
// string that spells one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@darvazeh/shared';

const FEATURES = import.meta.dirname;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A string literal that spells a declared path: the whole path, or the fixed part before a parameter.
 * One-segment paths (`POST news`, `PUT setting`) are words too (query keys, ARIA values), so only paths
 * with a slash count; calls to those go through `call` like the rest.
 */
const endpointString = new RegExp(
  [
    ...new Set(
      allEndpoints
        .filter((endpoint) => endpoint.path.includes('/'))
        .map((endpoint) => {
          const fixed = endpoint.path.split('{')[0] ?? '';
          return fixed === endpoint.path ? `['"\`]${escape(fixed)}['"\`?]` : `['"\`]${escape(fixed)}`;
        }),
    ),
    `/api/v1`,
  ].join('|'),
);

describe('the features', () => {
  it('spell no endpoint path and no /api/v1: every call names a declared endpoint', () => {
    const offenders = sourcesUnder(FEATURES).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        // Comments may name an endpoint (SPEC §7 does); code may not.
        .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line) && endpointString.test(line))
        .map(({ line, index }) => `${path.relative(FEATURES, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
