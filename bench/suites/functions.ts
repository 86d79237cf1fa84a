import path from 'node:path';
import { latency, onEachDatabase, root, spawnTarget, type Section } from '../lib.js';
import { ENDLESS_LOOP } from '../../apps/server/src/test/function-fixtures.js';
import { adminOf, post, type Admin } from './organisation.js';

/** The server run's time budget (apps/server/src/modules/functions/functions.service.ts). */
const SERVER_RUN_TIME_MS = 5_000;
/** Runaway runs kept in flight at once while the other requests are measured. */
const RUNAWAYS = 2;

type Run = { ok: boolean; durationMs: number; diagnostics: { message: string }[] };

/** Stores, as `admin`, a function run on load with these names and expressions; answers its id. */
export async function storedFunction(
  admin: Admin,
  fname: string,
  ename: string,
  expressions: unknown[],
): Promise<number> {
  const fn = (await post(admin, 'function', { fname, ename, callOn: 'load', expressions })) as { id: number };
  return fn.id;
}

/** A function that never ends by itself: `while (true) { n = n + 1 }`. */
const runawayOf = (admin: Admin) => storedFunction(admin, 'حلقه بی‌پایان', 'runaway', ENDLESS_LOOP);

/** Keeps RUNAWAYS runs of `functionId` going until `stop` resolves; answers each run's wall time and answer. */
async function runaways(admin: Admin, functionId: number, stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const runs: { wallMs: number; run: Run }[] = [];
  await Promise.all(
    Array.from({ length: RUNAWAYS }, async () => {
      while (!stopped) {
        const started = performance.now();
        const run = (await post(admin, 'function/run-request-function', { functionId, answers: {} })) as Run;
        runs.push({ wallMs: performance.now() - started, run });
      }
    }),
  );
  return runs;
}

async function measure(env: Record<string, string>) {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off', ...env });
  try {
    const admin = await adminOf(server.url);
    const functionId = await runawayOf(admin);
    const profile = {
      url: `${server.url}/api/v1/account/profile`,
      headers: admin.headers,
      connections: 4,
      duration: 5,
    };
    const alone = await latency(profile);
    let release = () => {};
    const stop = new Promise<void>((resolve) => (release = resolve));
    const loaded = runaways(admin, functionId, stop);
    const during = await latency(profile);
    release();
    const runs = await loaded;
    return { alone, during, runs };
  } finally {
    await server.stop();
  }
}

/** Runaway functions against the other requests of the same server. */
export async function functionsSuite(): Promise<Section> {
  const results = await onEachDatabase(measure);
  const rows = results.map(([db, r]) => {
    const longest = Math.max(...r.runs.map((x) => x.run.durationMs));
    const wall = Math.max(...r.runs.map((x) => x.wallMs));
    const stopped = r.runs.every((x) => !x.run.ok);
    return `| ${db} | ${r.alone.p99.toFixed(0)} | ${r.during.p99.toFixed(0)} | ${(r.during.p99 / Math.max(1, r.alone.p99)).toFixed(2)} | ${r.runs.length} | ${longest} | ${wall.toFixed(0)} | ${stopped ? 'yes' : 'NO'} |`;
  });
  const message = results[0]?.[1].runs[0]?.run.diagnostics[0]?.message ?? '';
  return {
    title: 'Runaway functions and the other requests',
    body: [
      `A fresh server per database. An Admin stores \`while (true) { n = n + 1 }\` and keeps ${RUNAWAYS} runs of it in flight through \`run-request-function\` while autocannon reads \`account/profile\` on 4 connections for 5 s; the baseline is the same read on the same server just before, with nothing else running. Loops offer a pause every 32 iterations (FlowHost.pause) and the server yields there once a slice passes 0.5 ms, every long run taking its turn in one lane (one slice per turn of the event loop), and a run stops at 200,000 steps or ${SERVER_RUN_TIME_MS.toLocaleString('en-US')} ms, whichever comes first, with a diagnostic: «${message}».`,
      '',
      '| database | profile p99 ms alone | profile p99 ms beside runaways | ratio | runaway runs | longest run ms (server) | longest call ms (client) | every run stopped with a diagnostic |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
    ].join('\n'),
  };
}
