import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStamp, isFresh, writeStamp } from './build-inputs.mjs';
import { buildStale, TARGETS, targetHash } from './build.mjs';

const [, server, web] = TARGETS;
let root;

/** Writes `text` to `file` under the temporary repository. */
function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'darvazeh-build-inputs-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('packages/shared/src/index.ts', 'export const a = 1;');
  write('apps/server/src/server.ts', 'console.log(1);');
  write('apps/web/src/main.tsx', 'export {};');
  write('apps/web/index.html', '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hashes = (env = {}) => TARGETS.map((target) => targetHash(target, { root, env }));

describe('the build staleness check', () => {
  it('finds nothing stale when nothing changed, whatever the modification times say', () => {
    const before = hashes();
    const later = new Date(Date.UTC(2030, 0, 1));
    utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    expect(hashes()).toEqual(before);
  });

  it('makes the workspace stale whose source changed, and those built from it', () => {
    const [sharedBefore, serverBefore, webBefore] = hashes();
    write('apps/web/src/main.tsx', 'export const b = 2;');
    const [sharedNow, serverNow, webNow] = hashes();
    expect([sharedNow, serverNow]).toEqual([sharedBefore, serverBefore]);
    expect(webNow).not.toBe(webBefore);
    write('packages/shared/src/index.ts', 'export const a = 2;');
    const [sharedAfter, serverAfter] = hashes();
    expect(sharedAfter).not.toBe(sharedBefore);
    expect(serverAfter).not.toBe(serverBefore);
  });

  it('makes every workspace stale when the lockfile changes (other packages installed)', () => {
    const before = hashes();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    hashes().forEach((hash, i) => expect(hash).not.toBe(before[i]));
  });

  it('notices a new source file and a removed one', () => {
    const before = targetHash(server, { root });
    write('apps/server/src/modules/new.ts', 'export {};');
    const added = targetHash(server, { root });
    expect(added).not.toBe(before);
    rmSync(path.join(root, 'apps/server/src/modules/new.ts'));
    expect(targetHash(server, { root })).toBe(before);
  });

  it('ignores tests, which no build reads', () => {
    const before = hashes();
    write('apps/server/src/modules/a.test.ts', 'it();');
    write('apps/web/src/b.test.tsx', 'it();');
    write('packages/shared/src/c.test.ts', 'it();');
    expect(hashes()).toEqual(before);
  });

  it('makes the web app stale when a VITE_ variable it bakes in changes, and only the web app', () => {
    const before = hashes({ VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', PATH: '/bin' });
    const after = hashes({ VITE_MAP_TILE_URL: 'https://other.example/{z}/{x}/{y}.png', PATH: '/usr/bin' });
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).not.toBe(before[2]);
  });

  it('calls an output fresh only after a build stamped it with the same inputs', () => {
    const outDir = path.join(root, web.outDir);
    mkdirSync(outDir, { recursive: true });
    const hash = targetHash(web, { root });
    expect(isFresh(outDir, hash)).toBe(false);
    writeStamp(outDir, hash);
    expect(isFresh(outDir, hash)).toBe(true);
    write('apps/web/index.html', '<!doctype html><title>x</title>');
    expect(isFresh(outDir, targetHash(web, { root }))).toBe(false);
    clearStamp(outDir);
    expect(isFresh(outDir, hash)).toBe(false);
  });
});

describe('building what is stale', () => {
  /** A build that records which workspaces it built and writes their output folders, failing for `failing`. */
  const fakeBuild =
    (built, failing = '') =>
    async (workspace) => {
      built.push(workspace);
      const target = TARGETS.find((t) => t.workspace === workspace);
      mkdirSync(path.join(root, target.outDir), { recursive: true });
      return workspace === failing ? 2 : 0;
    };
  const names = TARGETS.map((target) => target.workspace);
  beforeEach(() => vi.spyOn(console, 'log').mockImplementation(() => undefined));

  it('builds everything once, nothing the second time, and only what a change made stale after', async () => {
    const built = [];
    expect(await buildStale({ root, env: {}, build: fakeBuild(built) })).toBe(0);
    expect(built).toEqual(names);
    built.length = 0;
    expect(await buildStale({ root, env: {}, build: fakeBuild(built) })).toBe(0);
    expect(built).toEqual([]);
    write('apps/web/src/main.tsx', 'export const c = 3;');
    await buildStale({ root, env: {}, build: fakeBuild(built) });
    expect(built).toEqual(['@darvazeh/web']);
    built.length = 0;
    await buildStale({ root, env: {}, build: fakeBuild(built), force: true });
    expect(built).toEqual(names);
  });

  it('stops at a failed build and tries it again next time, however little changed', async () => {
    const built = [];
    expect(await buildStale({ root, env: {}, build: fakeBuild(built, '@darvazeh/server') })).toBe(2);
    expect(built).toEqual(['@darvazeh/shared', '@darvazeh/server']);
    built.length = 0;
    expect(await buildStale({ root, env: {}, build: fakeBuild(built) })).toBe(0);
    expect(built).toEqual(['@darvazeh/server', '@darvazeh/web']);
  });
});
