import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './test/spawn-server.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-'));
  dirs.push(dir);
  return dir;
}

describe('the server process', () => {
  it('refuses a bad configuration, naming every bad variable, and exits non-zero', async () => {
    const server = spawnServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/LOG_LEVEL/);
    expect(server.output()).toMatch(/DATABASE_URL/);
  });

  it('prints a generated admin password once, shuts down cleanly on SIGTERM and keeps its data', async () => {
    const DATA_DIR = await dataDir();
    const first = spawnServer({ DATA_DIR });
    const url = await first.listening;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(first.output()).toMatch(/Username: admin {2}Password: \S{12,}/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = spawnServer({ DATA_DIR });
    const again = await second.listening;
    expect((await fetch(`${again}/readyz`)).status).toBe(200);
    expect(second.output()).not.toMatch(/Password:/);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
