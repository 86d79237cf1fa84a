// The answers of functions that set `cache` seconds (SPEC §3 Function.cache): kept per function version,
// caller and input, and dropped as soon as anything is written anywhere (the newest change-log id, one
// index read, so every server process agrees). An answer is kept only when that id is settled (no writer
// open, see changeVersion): otherwise a write still to commit with a lower id could be missing from it.
// Only functions that write nothing and call nothing unknown are cached: a cached answer never skips a write.
import { createHash } from 'node:crypto';
import { BLOCK_TYPES, CLIENT_SIDE_TYPES, type FunctionRunResult, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeVersion, type FunctionRow } from './functions.repository.js';

/** Most answers kept in one process; the oldest go first. */
export const MAX_CACHED_ANSWERS = 1_000;

/**
 * Types a cached function may hold: reads, logic and form effects (a fetch only with GET) — the blocks,
 * what a browser may run, and the reads.
 */
const CACHEABLE_TYPES: ReadonlySet<string> = new Set([
  ...BLOCK_TYPES,
  ...CLIENT_SIDE_TYPES,
  'varAssign',
  'arraySearch',
  'read',
  'mongo',
]);

type Node = { type: string; method?: string; children?: Node[] };

/** Tells whether every expression of `row` is one a cached answer may stand for. */
export function isCacheable(row: Pick<FunctionRow, 'expressions'>): boolean {
  const stack = [...(row.expressions as Node[])];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const getFetch = node.type === 'fetch' && node.method === 'get';
    if (!CACHEABLE_TYPES.has(node.type) && !getFetch) return false;
    stack.push(...(node.children ?? []));
  }
  return true;
}

type Entry = { expires: number; version: number; result: FunctionRunResult };

/** One process's cache of function answers. */
export class FunctionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  /** Answers from the cache when a fresh answer is kept, else runs and keeps a successful answer. */
  async through(
    row: FunctionRow,
    principal: Principal,
    input: unknown,
    run: () => Promise<FunctionRunResult>,
  ): Promise<FunctionRunResult> {
    if (row.cache <= 0 || !isCacheable(row)) return run();
    const key = createHash('sha256')
      .update(JSON.stringify([row.id, row.updatedAt?.getTime() ?? 0, principal.id, input]))
      .digest('hex');
    const { id: version, settled } = await changeVersion(this.db);
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now() && hit.version === version) return { ...hit.result, cached: true };
    const result = await run();
    if (result.ok && settled) {
      this.entries.delete(key);
      this.entries.set(key, { expires: Date.now() + row.cache * 1000, version, result });
      if (this.entries.size > MAX_CACHED_ANSWERS)
        this.entries.delete(this.entries.keys().next().value as string);
    }
    return result;
  }
}
