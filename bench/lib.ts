import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../apps/server/src/test/free-port.js';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process under measurement. */
export type Target = { url: string; pid: number; stop: () => Promise<void> };

async function waitUntilUp(url: string, exited: Promise<void>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (gone) throw new Error(`${url} exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up:\n${output()}`);
}

/** Spawns a node script serving `/healthz` on `env.PORT` (or a free port) and waits until it answers. */
export async function spawnTarget(script: string, env: Record<string, string> = {}): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-bench-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // warn, not info: per-request log lines would measure the terminal, not the server.
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bench-Admin-1!',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, exited, () => text);
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Requests per second (mean) of one autocannon run. */
export async function requestsPerSecond(options: autocannon.Options): Promise<number> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** Mean and 99th-percentile latency (ms) and requests per second of one autocannon run. */
export async function latency(
  options: autocannon.Options,
): Promise<{ mean: number; p99: number; rps: number }> {
  const result = await autocannon({ connections: 1, duration: 3, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { mean: result.latency.average, p99: result.latency.p99, rps: result.requests.average };
}

/** The q-quantile (0–1) of a list of numbers, by the nearest rank. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * Like `latency`, with the median and the 95th percentile as well: every answer's time is kept (autocannon's
 * own histogram has no p95). With `verifyBody`, an answer it refuses fails the run like a non-2xx one.
 */
export function latencyPercentiles(
  options: autocannon.Options,
): Promise<{ mean: number; p50: number; p95: number; p99: number; rps: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ connections: 1, duration: 3, ...options }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      if (result.non2xx > 0 || result.errors > 0 || result.mismatches > 0)
        return reject(
          new Error(
            `${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.mismatches} bodies refused by verifyBody`,
          ),
        );
      resolve({
        mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        p99: quantile(times, 0.99),
        rps: result.requests.average,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `darvazeh_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Runs `measure` on the embedded database, then on a scratch PostgreSQL database when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; answers each run under its database's name.
 */
export async function onEachDatabase<T>(
  measure: (env: Record<string, string>) => Promise<T>,
): Promise<[string, T][]> {
  const results: [string, T][] = [['PGlite (embedded)', await measure({})]];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchPostgres(adminUrl);
    try {
      results.push(['PostgreSQL (local)', await measure({ DATABASE_URL: scratch.url })]);
    } finally {
      await scratch.drop();
    }
  }
  return results;
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A figure with one decimal, as the report's tables print milliseconds. */
export const f1 = (n: number) => n.toFixed(1);

/** The one-minute load average now: the report says how busy the shared cores were around a run. */
export const loadNow = () => loadavg()[0] ?? 0;

/** One section of BENCHMARKS.md. */
export type Section = { title: string; body: string };
