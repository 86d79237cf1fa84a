import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from './test/spawn-server.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-'));
  dirs.push(dir);
  return dir;
}

/** Resolves once the server has printed `text` (now or later). */
function printed(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
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

  it('drains on SIGTERM behind a balancer: /readyz answers 503, requests are still served, each closing its connection; a second signal stops it', async () => {
    const server = spawnServer({ DATA_DIR: await dataDir(), SHUTDOWN_DRAIN_MS: '120000' });
    const url = await server.listening;
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('connection')).toBe('keep-alive');
    server.child.kill('SIGTERM');
    await printed(server, 'draining: /readyz answers 503');
    const draining = await fetch(`${url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'unavailable' });
    const served = await fetch(`${url}/api/v1/generalsetting/all`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
