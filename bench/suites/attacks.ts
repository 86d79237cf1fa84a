import path from 'node:path';
import { latencyPercentiles, median, onEachDatabase, root, spawnTarget, type Section } from '../lib.js';
import { DOUBLING_ANSWER } from '../../apps/server/src/test/function-fixtures.js';
import { storedFunction } from './functions.js';
import { adminOf, post, type Admin } from './organisation.js';

/** Attacks kept in flight at once while the other requests are measured. */
const IN_FLIGHT = 2;
/** Interleaved rounds of every condition; the table shows the median p99 of each. */
const ROUNDS = 2;
/** Records of one group the self-join reads: 20⁵ = 3,200,000 joined rows. */
const RECORDS = 20;

type Answer = { status: number; message: string; ms: number };
type Attack = { name: string; send: () => Promise<Answer> };

/** POSTs `body` and answers the status, the Persian message (the envelope's, or a run's diagnostic) and the wall time. */
async function send(admin: Admin, route: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${admin.url}/api/v1/${route}`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    message?: string;
    data?: { diagnostics?: { message: string }[] };
  };
  const message = json.message ?? json.data?.diagnostics?.[0]?.message ?? '';
  return { status: res.status, message, ms: performance.now() - started };
}

/**
 * A harmless `query/run` (one source, its records counted) as the baseline traffic, then the five-way
 * self-join of issue 23 over RECORDS records of one group and the function doubling its answer 22 times.
 */
async function attacksOf(admin: Admin): Promise<Attack[]> {
  const collection = (await post(admin, 'datacollection', {
    fname: 'گروه‌ها',
    formInfo: { formFields: [{ id: 'g', fname: 'گروه', ename: 'g', type: 'text' }] },
  })) as { id: number };
  for (let i = 0; i < RECORDS; i += 1)
    await post(admin, `datacollection/${collection.id}/record`, { data: { g: 'x' } });
  const aliases = ['a', 'b', 'c', 'd', 'e'];
  const selfJoin = {
    sources: aliases.map((alias) => ({ alias, collectionId: collection.id })),
    joins: aliases.slice(1).map((alias) => ({
      left: { source: 'a', fieldId: 'g' },
      right: { source: alias, fieldId: 'g' },
    })),
    selects: [{ source: 'a', fieldId: 'id', aggregate: 'count' }],
  };
  const doublingId = await storedFunction(admin, 'پاسخ دوبرابرشونده', 'doubling', DOUBLING_ANSWER);
  const count = { ...selfJoin, sources: selfJoin.sources.slice(0, 1), joins: [] };
  return [
    {
      name: 'baseline: a harmless `query/run` (one source counted)',
      send: () => send(admin, 'query/run', count),
    },
    { name: 'five-way self-join (`query/run`)', send: () => send(admin, 'query/run', selfJoin) },
    {
      name: '`arr = [arr, arr]` 22 times (`run-request-function`)',
      send: () => send(admin, 'function/run-request-function', { functionId: doublingId, answers: {} }),
    },
  ];
}

/** Keeps IN_FLIGHT copies of `attack` going until `stop` resolves; answers every answer. */
async function keepGoing(attack: Attack, stop: Promise<void>): Promise<Answer[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (!stopped) answers.push(await attack.send());
    }),
  );
  return answers;
}

/** /healthz and an authenticated profile read, one after the other, on 4 connections for 3 s each. */
async function load(admin: Admin) {
  const healthz = await latencyPercentiles({ url: `${admin.url}/healthz`, connections: 4 });
  const profile = await latencyPercentiles({
    url: `${admin.url}/api/v1/account/profile`,
    headers: admin.headers,
    connections: 4,
  });
  return { healthz, profile };
}

type Row = { attack: string; healthz: number[]; profile: number[]; answers: Answer[] };

async function measure(env: Record<string, string>) {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off', ...env });
  try {
    const admin = await adminOf(server.url);
    const attacks = await attacksOf(admin);
    const rows: Row[] = [{ attack: 'none', healthz: [], profile: [], answers: [] }];
    rows.push(...attacks.map((a) => ({ attack: a.name, healthz: [], profile: [], answers: [] })));
    // Interleaved, so drift on the shared machine touches every condition alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, row] of rows.entries()) {
        const attack = attacks[i - 1];
        let release = () => {};
        const stop = new Promise<void>((resolve) => (release = resolve));
        const answers = attack ? keepGoing(attack, stop) : Promise.resolve([]);
        const { healthz, profile } = await load(admin);
        release();
        row.healthz.push(healthz.p99);
        row.profile.push(profile.p99);
        row.answers.push(...(await answers));
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The two ways issue 23 froze the server, against /healthz and a profile read on the same server. */
export async function attacksSuite(): Promise<Section> {
  const results = await onEachDatabase(measure);
  const lines = results.flatMap(([db, rows]) =>
    rows.map(({ attack, healthz, profile, answers }) => {
      const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
      const times = answers.map((a) => a.ms);
      const took = times.length ? `${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)}` : '';
      return `| ${db} | ${attack} | ${median(healthz).toFixed(0)} | ${median(profile).toFixed(0)} | ${answers.length || ''} | ${statuses} | ${took} |`;
    }),
  );
  const messages = [
    ...new Set(results.flatMap(([, rows]) => rows.slice(2).flatMap((r) => r.answers.map((a) => a.message)))),
  ];
  return {
    title: 'Queries and functions that used to freeze the server',
    body: [
      `A fresh server per database. An Admin keeps ${IN_FLIGHT} copies of one request in flight — a harmless \`query/run\` (the baseline traffic), the five-way self-join of issue 23 over a collection of ${RECORDS} records of one group (${(RECORDS ** 5).toLocaleString('en-US')} joined rows; before the fix 22 s of PGlite's only thread for an Employee, 143 s for an Admin), or a function doubling its answer 22 times (before the fix 10–18 s and 12–25 MB to serialise) — while autocannon reads \`/healthz\` and then \`account/profile\` on 4 connections for 3 s each; \`none\` is the same load with nothing beside it. ${ROUNDS} interleaved rounds; the median of their p99s, in ms. An attack is as cheap as it should be when the latencies beside it are those beside the harmless query.`,
      '',
      '| database | beside | `/healthz` p99 ms | profile p99 ms | requests beside answered | their statuses | their ms, median / longest |',
      '|---|---|---:|---:|---:|---|---:|',
      ...lines,
      '',
      `Their answers: ${messages.map((m) => `«${m}»`).join(' ')}`,
    ].join('\n'),
  };
}
