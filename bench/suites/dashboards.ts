// P10: one 12-card dashboard over the requests suite's 100,000 requests (500,000 tasks) and the records
// suite's 100,000 records, answered by `dashboard/data` for an Admin and for an Employee whose cards count
// only what their responsibilities own; the first answer after a start and warm answers, beside an
// authenticated profile read in the same run. Also the chart chunk the show page loads.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { ChartType, DashboardBody, QueryDefinitionInput } from '@darvazeh/shared';
import { f1, latency, loadNow, onEachDatabase, quantile, root, type Section, spawnTarget } from '../lib.js';
import { adminOf, post, signIn, type Admin } from './organisation.js';
import { formFields, importRecords } from './records.js';
import { seedSql, servicesOf } from './requests.js';

type Timing = { first: number; p50: number; max: number };
type Run = {
  seedSeconds: number;
  profile: { mean: number; p99: number; rps: number };
  admin: Timing;
  employee: Timing;
  cards: number;
  /** The built-in reports dashboard (seeded at first start) for the Admin, over the whole period. */
  builtIn: Timing & { cards: number };
};

/** The twelve stored queries: five over requests, three over tasks, four over the records. */
function queries(collectionId: number): [string, QueryDefinitionInput, ChartType][] {
  const r = [{ alias: 'r', collectionId: 'Requests' }];
  const k = [{ alias: 'k', collectionId: 'RequestTasks' }];
  const c = [{ alias: 'c', collectionId }];
  const count = (source: string) => ({ source, fieldId: 'id', aggregate: 'count' as const, as: 'n' });
  return [
    ['همه درخواست‌ها', { sources: r, selects: [count('r')] }, 'number'],
    [
      'درخواست‌ها بر اساس ماه',
      {
        sources: r,
        selects: [{ source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth', as: 'month' }, count('r')],
        orderBy: [{ select: 'month' }],
      },
      'bar',
    ],
    [
      'درخواست‌ها بر اساس خدمت',
      { sources: r, selects: [{ source: 'r', fieldId: 'serviceId', as: 'service' }, count('r')] },
      'pie',
    ],
    [
      'درخواست‌ها بر اساس وضعیت',
      { sources: r, selects: [{ source: 'r', fieldId: 'state', as: 'state' }, count('r')] },
      'bar',
    ],
    [
      'درخواست‌ها بر اساس سال',
      {
        sources: r,
        selects: [{ source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliYear', as: 'year' }, count('r')],
      },
      'line',
    ],
    ['همه کارها', { sources: k, selects: [count('k')] }, 'number'],
    [
      'کارها بر اساس واحد',
      {
        sources: k,
        selects: [{ source: 'k', fieldId: 'unitId', as: 'unit' }, count('k')],
        orderBy: [{ select: 'n', dir: 'desc' }],
        limit: 10,
      },
      'table',
    ],
    [
      'کارها بر اساس وضعیت',
      { sources: k, selects: [{ source: 'k', fieldId: 'state', as: 'state' }, count('k')] },
      'doughnut',
    ],
    ['همه پرونده‌ها', { sources: c, selects: [count('c')] }, 'number'],
    [
      'پرونده‌ها بر اساس دانشکده',
      { sources: c, selects: [{ source: 'c', fieldId: 'faculty', as: 'faculty' }, count('c')] },
      'pie',
    ],
    [
      'پرونده‌ها بر اساس ماه',
      {
        sources: c,
        selects: [{ source: 'c', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' }, count('c')],
        orderBy: [{ select: 'month' }],
      },
      'area',
    ],
    [
      'میانگین معدل بر اساس دانشکده',
      {
        sources: c,
        selects: [
          { source: 'c', fieldId: 'faculty', as: 'faculty' },
          { source: 'c', fieldId: 'score', aggregate: 'avg', as: 'score' },
        ],
      },
      'bar',
    ],
  ];
}

/** The dashboard: the twelve cards, a date range bound to the requests' creation, shared with `unitId`. */
async function dashboardOf(admin: Admin, collectionId: number, unitId: number): Promise<number> {
  const cards: NonNullable<DashboardBody['cards']> = [];
  for (const [i, [fname, definition, chartType]] of queries(collectionId).entries()) {
    const { id } = (await post(admin, 'query', { fname, definition })) as { id: number };
    cards.push({
      id: `card${i + 1}`,
      title: fname,
      queryId: id,
      chartType,
      layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 4, w: 6, h: 4 },
      ...(i < 5 ? { bindings: [{ filterId: 'period', source: 'r', fieldId: 'createdAt' }] } : {}),
    });
  }
  const body: DashboardBody = {
    title: 'داشبورد بنچ',
    filters: [{ id: 'period', kind: 'dateRange', title: 'بازه' }],
    cards,
    shares: [{ role: null, unitId, unitRoleId: -1 }],
  };
  return ((await post(admin, 'dashboard', body)) as { id: number }).id;
}

/** Answers of one call after another (timed by the bench process). */
const WARM_CALLS = 10;

/** The first `dashboard/data` of `viewer` (after a start, nothing warm), then WARM_CALLS more, one at a time. */
async function timed(viewer: Admin, body: object): Promise<Timing & { cards: number }> {
  const times: number[] = [];
  let cards = 0;
  for (let i = 0; i <= WARM_CALLS; i += 1) {
    const start = performance.now();
    const data = (await post(viewer, 'dashboard/data', body)) as { cards: { error: string | null }[] };
    times.push(performance.now() - start);
    const failed = data.cards.filter((card) => card.error !== null);
    if (failed.length)
      throw new Error(`dashboard/data: ${failed.length} cards failed: ${JSON.stringify(failed)}`);
    cards = data.cards.length;
  }
  const [first = 0, ...warm] = times;
  return { first, p50: quantile(warm, 0.5), max: Math.max(...warm), cards };
}

async function measure(env: Record<string, string>): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-bench-dashboards-'));
  const serverEnv = { CAPTCHA: 'off', DATA_DIR: dataDir, ...env };
  const script = path.join(root, 'apps/server/dist/server.js');
  try {
    // 1. The Admin, the services and the records' collection with its 100,000 records through the API.
    let server = await spawnTarget(script, serverEnv);
    let collectionId: number;
    try {
      const admin = await adminOf(server.url);
      await servicesOf(admin);
      collectionId = (
        (await post(admin, 'datacollection', {
          fname: 'درخواست بازبینی نمره',
          formInfo: { formFields },
        })) as { id: number }
      ).id;
      await importRecords(admin, collectionId);
    } finally {
      await server.stop();
    }
    // 2. The requests and tasks in bulk SQL, the server stopped (PGlite's folder is then free).
    const seedStart = performance.now();
    let unitId: number;
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query(seedSql());
      await client.query('vacuum (analyze)');
      unitId = Number((await client.query('select min(id) as id from units')).rows[0].id);
      await client.end();
    } else {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      await db.exec(seedSql());
      await db.exec('vacuum (analyze)');
      unitId = Number((await db.query<{ id: number }>('select min(id) as id from units')).rows[0]?.id);
      await db.close();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // 3. The dashboard, then a fresh start, so the first answers find nothing warm.
    server = await spawnTarget(script, serverEnv);
    let id: number;
    try {
      id = await dashboardOf(await signIn(server.url, 'admin'), collectionId, unitId);
    } finally {
      await server.stop();
    }
    server = await spawnTarget(script, serverEnv);
    try {
      const admin = await signIn(server.url, 'admin');
      const employee = await signIn(server.url, 'provider');
      const profile = await latency({ url: `${server.url}/api/v1/account/profile`, headers: admin.headers });
      const body = { id, filters: { period: { from: '1404/01/01', to: '1405/12/29' } } };
      const ofEmployee = await timed(employee, body);
      const ofAdmin = await timed(admin, body);
      const reports = await fetch(`${server.url}/api/v1/statistics`, { headers: admin.headers });
      const answer = (await reports.json()) as { data: { dashboardId: number | null } | null };
      if (!reports.ok || !answer.data)
        throw new Error(`statistics answered ${reports.status}: ${JSON.stringify(answer)}`);
      const { dashboardId } = answer.data;
      if (dashboardId === null) throw new Error('statistics: the built-in reports dashboard is missing');
      const builtIn = await timed(admin, { id: dashboardId, filters: {} });
      return {
        seedSeconds,
        profile,
        admin: ofAdmin,
        employee: ofEmployee,
        cards: ofAdmin.cards,
        builtIn,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The built web app's chart chunk (the one that carries ECharts), gzipped bytes; 0 when none does. */
async function chartChunkBytes(): Promise<number> {
  const assets = path.join(root, 'apps/web/dist/assets');
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(path.join(assets, name));
    if (code.includes('ECharts')) return gzipSync(code).length;
  }
  return 0;
}

/** Whether this run met P10's aims on PostgreSQL (first ≤ 3 s, warm p50 ≤ 300 ms), viewer by viewer. */
function aims(results: readonly (readonly [string, Run])[]): string {
  const pg = results.find(([db]) => db.startsWith('PostgreSQL'))?.[1];
  if (!pg) return 'not measured in this run (no PostgreSQL)';
  return (
    [
      ['the Employee', pg.employee],
      ['the Admin', pg.admin],
    ] as const
  )
    .map(
      ([who, t]) =>
        `for ${who} first ${t.first <= 3000 ? 'met' : 'missed'} (${(t.first / 1000).toFixed(1)} s), warm ${t.p50 <= 300 ? 'met' : 'missed'} (${t.p50.toFixed(0)} ms)`,
    )
    .join('; ')
    .concat(' in this run');
}

export async function dashboardsSuite(): Promise<Section> {
  const loadBefore = loadNow();
  const results = await onEachDatabase(measure);
  const loadAfter = loadNow();
  const chunk = await chartChunkBytes();
  const rows = results.flatMap(([db, r]) => [
    `| ${db} | baseline: authenticated \`GET account/profile\` (3 s, autocannon) | — | ${f1(r.profile.mean)} | ${f1(r.profile.p99)} | 1 |`,
    ...(
      [
        ['an Employee (their units only)', r.employee],
        ['an Admin (the whole portal)', r.admin],
      ] as const
    ).map(
      ([who, t]) =>
        `| ${db} | \`dashboard/data\`, ${r.cards} cards, ${who} | ${f1(t.first)} | ${f1(t.p50)} | ${f1(t.max)} | ${(t.p50 / r.profile.mean).toFixed(0)} |`,
    ),
    `| ${db} | the built-in reports, ${r.builtIn.cards} cards, the Admin, no date range | ${f1(r.builtIn.first)} | ${f1(r.builtIn.p50)} | ${f1(r.builtIn.max)} | ${(r.builtIn.p50 / r.profile.mean).toFixed(0)} |`,
  ]);
  return {
    title: 'Dashboards over 100,000 requests and 100,000 records (P10)',
    body: [
      `A fresh server per database. Through the API: the requests suite's services and the records suite's collection with 100,000 records (five imports of 20,000); then, with the server stopped, the requests suite's bulk SQL (100,000 requests, 500,000 tasks, 20,600 users) and \`vacuum (analyze)\`. Twelve stored queries (five over \`Requests\`, three over \`RequestTasks\`, four over the records: counts, Jalali month and year groups, an average) make one dashboard shared with the busiest unit; its date range (1404/01/01 – 1405/12/29) binds the five request cards. The server is started again so the first answer finds nothing warm; then each viewer's \`dashboard/data\` is called ${WARM_CALLS} more times, one after another (warm), beside an authenticated profile read on the same server in the same run. The Employee is the requests suite's provider (two units' responsibilities): every card counts only what those own.`,
      '',
      '| database | what | first ms | warm p50 ms | warm max ms | warm p50 × profile read |',
      '|---|---|---:|---:|---:|---:|',
      ...rows,
      '',
      `What limits it: the first call runs all twelve queries, four at a time, each over the whole table within the viewer's scope. After it, every card answers from the instance's copy (kept per definition, filters and viewer scope, dropped on every instance by the next write to what it reads: a request or a task, a record of the collection or the collection's definition, migration 0047), so a warm call reads the dashboard's row and each card's stored query again (an Employee's responsibilities too) and copies the kept answers. The aim on PostgreSQL is a first answer within 3 s and a warm one within 300 ms: ${aims(results)}.`,
      '',
      `The built-in reports dashboard (seeded at the first start, before the bulk rows) is then asked for by the Admin without a date range: its cards read the 100,000 requests and 500,000 tasks whole, the handling-time card counting each ended request's working days with \`working_days_between\` (the difference of two days' ordinals in \`working_day_ordinals\`, migration 0049: Fridays, closed Thursdays and holidays left out) for its average and p90, the sign-ins card the sign-in log. Its warm answers are kept like any card's (the cards naming services too, migration 0050) except the sign-ins card's: the sign-in log sends no notices, so that card runs every time.`,
      '',
      `The show page's chart chunk (ECharts, loaded only there): ${(chunk / 1024).toFixed(0)} KB gzipped. Seeding took ${results.map(([db, r]) => `${r.seedSeconds.toFixed(0)} s on ${db}`).join(' and ')}.`,
      '',
      `Other work shared the 2 cores (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end), so compare the ratios.`,
    ].join('\n'),
  };
}
