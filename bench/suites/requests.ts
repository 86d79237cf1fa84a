import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  f1,
  latencyPercentiles,
  loadNow,
  onEachDatabase,
  quantile,
  root,
  type Section,
  spawnTarget,
} from '../lib.js';
import type { PanelHome } from '@darvazeh/shared';
import { reviewedProcess } from '../../apps/server/src/test/process-fixtures.js';
import { adminOf, post, signIn, type Admin } from './organisation.js';

const REQUESTS = 100_000;
const TASKS_PER_REQUEST = 5;
const UNITS = 200;
const UNIT_ROLES = 30;
const APPLICANTS = 20_000;
const EMPLOYEES = 600;
const SERVICES = 10;
/** Parallel clients submitting, and submissions per burst. */
const CLIENTS = 8;
const SUBMISSIONS = 2_000;

/** Runs SQL on the bench's own connection to the database the server uses (the server stopped). */
type Sql = {
  exec(text: string): Promise<void>;
  one(text: string): Promise<Record<string, unknown>>;
  /** CLIENTS connections (PGlite: one, it answers one query at a time), each running `text` with params. */
  parallel(text: string, params: (client: number, i: number) => unknown[], each: number): Promise<number[]>;
  close(): Promise<void>;
};

async function pgliteSql(dir: string): Promise<Sql> {
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  return {
    exec: async (text) => void (await db.exec(text)),
    one: async (text) => (await db.query<Record<string, unknown>>(text)).rows[0] ?? {},
    parallel: async (text, params, each) => {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          for (let i = 0; i < each; i += 1) {
            const start = performance.now();
            await db.query(text, params(c, i));
            times.push(performance.now() - start);
          }
        }),
      );
      return times;
    },
    close: () => db.close(),
  };
}

async function postgresSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    one: async (text) => ((await client.query(text)).rows[0] as Record<string, unknown>) ?? {},
    parallel: async (text, params, each) => {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const own = new pg.Client({ connectionString: url });
          await own.connect();
          try {
            for (let i = 0; i < each; i += 1) {
              const start = performance.now();
              await own.query(text, params(c, i));
              times.push(performance.now() - start);
            }
          } finally {
            await own.end();
          }
        }),
      );
      return times;
    },
    close: () => client.end(),
  };
}

const FIRST = ['علی', 'زهرا', 'محمد', 'فاطمه', 'رضا', 'مریم', 'حسین', 'سارا', 'مهدی', 'نرگس'];
const LAST = ['احمدی', 'محمدی', 'رضایی', 'کریمی', 'حسینی', 'موسوی', 'جعفری', 'کاظمی', 'نوری', 'صادقی'];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * The organisation, the users and 100,000 requests with 500,000 tasks, in bulk SQL. Units, unit roles,
 * services and users are numbered by temp tables (`n` from 0): unit 0 and unit role 0 are the ones the
 * API made, unit 0 is the busiest (10% of the tasks, 5% to unit 1), and the provider holds unit 0 with
 * unit role 0 and unit 1 with unit role 1. Requests are 10 minutes apart over ~694 days, newest last; 80%
 * of the newest 15,000 run, and 1% of the older ones are stuck running. Each request has five tasks, six
 * hours apart (due a week after); a running request's last task is live (a quarter claimed), and a tenth
 * of them have a second live task (a parallel branch); the overdue ones were already reminded (the hourly
 * job has nothing to do). 3% of the tasks name no unit, 3% unit role −1, 2%
 * no unit role, 2% one employee, 2% the applicant (an applicant's task).
 */
export function seedSql(): string {
  return `
insert into unit_roles (name) select 'نقش بنچ ' || g from generate_series(1, ${UNIT_ROLES - 1}) g;
insert into units (name, parent_id)
  select 'واحد بنچ ' || g, case when g > 20 then (select min(id) from units) end
  from generate_series(1, ${UNITS - 1}) g;
create temp table bu as select id, (row_number() over (order by id) - 1)::int as n from units;
create temp table br as select id, (row_number() over (order by id) - 1)::int as n from unit_roles;
create temp table bs as select id, (row_number() over (order by id) - 1)::int as n from services;
insert into unit_unit_roles (unit_id, unit_role_id)
  select bu.id, br.id from bu join br on br.n in (bu.n % ${UNIT_ROLES}, (bu.n + 1) % ${UNIT_ROLES}, (bu.n + 2) % ${UNIT_ROLES})
  on conflict do nothing;

insert into users (username, first_name, last_name, password_hash, security_stamp)
  select 'applicant' || g, (${sqlArray(FIRST)})[1 + g % 10], (${sqlArray(LAST)})[1 + (g / 10) % 10],
    (select password_hash from users where username = 'admin'), md5('a' || g)
  from generate_series(0, ${APPLICANTS - 1}) g;
insert into users (username, first_name, last_name, password_hash, security_stamp)
  select 'employee' || g, (${sqlArray(FIRST)})[1 + g % 10], (${sqlArray(LAST)})[1 + (g / 10) % 10],
    (select password_hash from users where username = 'admin'), md5('e' || g)
  from generate_series(0, ${EMPLOYEES - 1}) g;
insert into users (username, first_name, last_name, password_hash, security_stamp)
  values ('provider', 'کارشناس', 'بنچ', (select password_hash from users where username = 'admin'), md5('p'));
create temp table ba as
  select id, (substr(username, 10))::int as n from users where username like 'applicant%';
create temp table be as
  select id, (substr(username, 9))::int as n from users where username like 'employee%';
create temp table bp as select id from users where username = 'provider';

insert into unit_responsibilities (user_id, unit_id, unit_role_id, personal_id)
  select be.id, bu.id, br.id, (100000 + be.n)::text
  from be join bu on bu.n = be.n % ${UNITS} join br on br.n = (be.n % ${UNITS} + be.n % 3) % ${UNIT_ROLES};
insert into unit_responsibilities (user_id, unit_id, unit_role_id)
  select bp.id, bu.id, br.id from bp, bu join br on br.n = bu.n where bu.n in (0, 1);

create temp table bq as
  select g,
    case when g % 2000 = 0 then 0 else 1 + g % ${APPLICANTS - 1} end as applicant_n,
    case
      when g > ${REQUESTS - 15_000} then case when g % 10 < 8 then 'running' else 'completed' end
      when g % 100 = 0 then 'running'
      when g % 20 = 1 then 'cancelled'
      when g % 20 in (2, 3) then 'rejected'
      else 'completed'
    end as state,
    now() - (${REQUESTS} - g) * interval '10 minutes' as created_at
  from generate_series(1, ${REQUESTS}) g;
insert into user_requests
  (tracking_code, service_id, service_version, applicant_id, state, status, answers, created_at, ended_at,
   updated_at, revision)
  select '0' || lpad(g::text, 9, '0'), bs.id, 1, ba.id, bq.state,
    case bq.state when 'running' then 'در انتظار بررسی' when 'completed' then 'تأیید شد'
      when 'rejected' then 'رد شد' else 'لغو شد' end,
    jsonb_build_object('name', 'متقاضی ' || g, 'grade', (10 + g % 10)::text), bq.created_at,
    case when bq.state <> 'running' then bq.created_at + interval '3 days' end,
    bq.created_at + interval '1 day', 6
  from bq join bs on bs.n = bq.g % ${SERVICES} join ba on ba.n = bq.applicant_n
  order by g;

create temp table bids as select
  (select array_agg(id order by n) from bu) as units, (select array_agg(id order by n) from br) as roles,
  (select array_agg(id order by n) from be) as employees, (select id from bp) as provider;
create temp table bt as
  select r.id as request_id, r.applicant_id, r.state as request_state, r.created_at as request_created_at,
    bq.g, k, (bq.g * ${TASKS_PER_REQUEST} + k)::bigint * 7919 % 1000 as x,
    (bq.g * ${TASKS_PER_REQUEST} + k)::bigint * 104729 % 100 as y
  from user_requests r join bq on r.tracking_code = '0' || lpad(bq.g::text, 9, '0'),
    generate_series(0, ${TASKS_PER_REQUEST - 1}) k;
insert into request_tasks
  (request_id, node_key, kind, unit_id, unit_role_id, user_id, state, claimed_by, claimed_at, due_on,
   outcome, done_by, done_at, reminded_at, created_at)
  select request_id, 'review', kind,
    case when user_id is null then unit_id end,
    case when user_id is null then unit_role_id end,
    user_id, state,
    case when state = 'claimed' then claimer end,
    case when state = 'claimed' then created_at + interval '1 hour' end,
    (created_at + interval '7 days')::date,
    case when state = 'done' then 'ok' end,
    case when state = 'done' then case when kind = 'applicant' then user_id else claimer end end,
    case when state = 'done' then created_at + interval '5 hours' end,
    case when state in ('open', 'claimed') and kind = 'provider' and created_at + interval '7 days' <= now()
      then created_at + interval '7 days 9 hours' end,
    created_at
  from (
    select bt.*, t.created_at,
      case when k = 0 and g % 50 = 0 then 'applicant' else 'provider' end as kind,
      case when x < 30 then null else bids.units[unit_n + 1] end as unit_id,
      case when y < 3 then -1 when y < 5 then null
        else bids.roles[(unit_n + y % 3) % ${UNIT_ROLES} + 1] end as unit_role_id,
      case when k = 0 and g % 50 = 0 then applicant_id
        when y in (5, 6) then bids.employees[g % ${EMPLOYEES} + 1]
        when y = 7 and g % 40 = 0 then bids.provider end as user_id,
      case
        when request_state = 'running' and (k = ${TASKS_PER_REQUEST - 1} or (k = ${TASKS_PER_REQUEST - 2} and g % 10 = 1))
          then case when g % 4 = 0 then 'claimed' else 'open' end
        when request_state = 'cancelled' and k = ${TASKS_PER_REQUEST - 1} then 'cancelled'
        else 'done'
      end as state,
      case when unit_n = 0 and (g + k) % 4 = 0 then bids.provider
        else bids.employees[(g * 7 + k) % ${EMPLOYEES} + 1] end as claimer
    from bt cross join bids
      cross join lateral (select case when x < 130 then 0 when x < 180 then 1 else x % ${UNITS} end as unit_n) u
      cross join lateral (select request_created_at + k * interval '6 hours' as created_at) t
  ) s
  order by request_id, k;
`;
}

/** One row per submission, as `POST userrequest` writes it, for the raw insert baseline. */
const RAW_INSERT = `insert into user_requests (tracking_code, service_id, service_version, applicant_id, status, answers, variables)
  values ($1, $2, 1, $3, 'در انتظار بررسی', $4, '{}')`;

type Timed = {
  label: string;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  note: string;
};

async function timedReads(url: string, provider: Admin, applicant: Admin): Promise<Timed[]> {
  const read = async (label: string, who: Admin, route: string) => {
    const res = await fetch(`${url}/api/v1/${route}`, { headers: who.headers });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    const data = ((await res.json()) as { data: Record<string, unknown> }).data;
    const note =
      typeof data.total === 'number'
        ? `${data.total.toLocaleString('en-US')} match`
        : 'recieved' in data
          ? `received ${String(data.recieved)}, sent ${String(data.seneded)}`
          : 'applicant' in data
            ? homeNote(data as unknown as PanelHome)
            : '';
    return {
      label,
      note,
      ...(await latencyPercentiles({ url: `${url}/api/v1/${route}`, headers: who.headers })),
    };
  };
  return [
    await read('baseline: authenticated `GET account/profile` (the provider)', provider, 'account/profile'),
    await read(
      '`GET userrequest/task?box=received`, page 1 of 10',
      provider,
      'userrequest/task?box=received',
    ),
    await read('`GET userrequest/task?box=overdue`, page 1 of 10', provider, 'userrequest/task?box=overdue'),
    await read('`GET userrequest/counter` (received and sent)', provider, 'userrequest/counter'),
    await read('`GET userrequest?box=mine`, page 1 of 10 (an applicant)', applicant, 'userrequest?box=mine'),
    await read(
      '`GET userrequest/home` (the provider: received and overdue, 5 each, and their own requests)',
      provider,
      'userrequest/home',
    ),
    await read(
      '`GET userrequest/home` (an applicant: fixes, drafts, latest 5)',
      applicant,
      'userrequest/home',
    ),
  ];
}

/** What a panel home answered, counted. */
function homeNote({ applicant, provider }: PanelHome): string {
  const mine = `running ${applicant.counts.running}, fixes ${applicant.counts.awaitingFix}`;
  return provider
    ? `received ${provider.counts.received}, overdue ${provider.counts.overdue}; ${mine}`
    : mine;
}

type Burst = { label: string; seconds: number; perSecond: number; p50: number; p95: number };

/** SUBMISSIONS submissions from CLIENTS applicants in parallel; `serviceOf` picks each one's service. */
async function burst(
  label: string,
  url: string,
  applicants: Admin[],
  serviceOf: (client: number, i: number) => number,
): Promise<Burst> {
  const each = SUBMISSIONS / CLIENTS;
  const times: number[] = [];
  const start = performance.now();
  await Promise.all(
    applicants.map(async (who, c) => {
      for (let i = 0; i < each; i += 1) {
        const t0 = performance.now();
        await post(who, 'userrequest', {
          serviceId: serviceOf(c, i),
          answers: { name: `متقاضی ${c}-${i}`, grade: String(10 + (i % 10)) },
        });
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    label,
    seconds,
    perSecond: SUBMISSIONS / seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
  };
}

/** Through the API: the first unit role and unit, a category and SERVICES published services. */
export async function servicesOf(admin: Admin): Promise<number[]> {
  const role = (await post(admin, 'unitrole', { name: 'کارشناس' })) as { id: number };
  const unit = (await post(admin, 'unit', { name: 'دانشکده فنی', unitRoleIds: [role.id] })) as {
    id: number;
  };
  const category = (await post(admin, 'servicecategory', { name: 'آموزشی' })) as { id: number };
  const ids: number[] = [];
  for (let i = 0; i < SERVICES; i += 1) {
    const service = (await post(admin, 'service', {
      serviceFname: `درخواست آموزشی ${i + 1}`,
      serviceEname: `benchService${i + 1}`,
      categories: [category.id],
      elements: [
        { id: 'name', fname: 'نام', ename: 'name', type: 'text', required: true },
        { id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' },
      ],
      process: reviewedProcess({ unitId: unit.id, unitRoleId: role.id }, 7),
    })) as { id: number };
    await post(admin, `service/${service.id}/publish`, {});
    ids.push(service.id);
  }
  return ids;
}

async function measure(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-bench-requests-'));
  const serverEnv = { CAPTCHA: 'off', DATA_DIR: dataDir, ...env };
  const script = path.join(root, 'apps/server/dist/server.js');
  const open = () =>
    env.DATABASE_URL ? postgresSql(env.DATABASE_URL) : pgliteSql(path.join(dataDir, 'pglite'));
  try {
    // 1. Migrations, the Admin and the services through the API; the server stops so PGlite's folder is free.
    let server = await spawnTarget(script, serverEnv);
    let services: number[];
    try {
      services = await servicesOf(await adminOf(server.url));
    } finally {
      await server.stop();
    }
    // 2. Bulk SQL.
    let sql = await open();
    const seedStart = performance.now();
    try {
      await sql.exec(seedSql());
      await sql.exec('vacuum (analyze)');
    } finally {
      await sql.close();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // 3. The reads and the submissions through the API.
    server = await spawnTarget(script, serverEnv);
    let reads: Timed[];
    let bursts: Burst[];
    try {
      const provider = await signIn(server.url, 'provider');
      const applicant = await signIn(server.url, 'applicant0');
      reads = await timedReads(server.url, provider, applicant);
      const applicants = await Promise.all(
        Array.from({ length: CLIENTS }, (_, c) => signIn(server.url, `applicant${c + 1}`)),
      );
      const one = services[0] as number;
      bursts = [
        await burst('one service', server.url, applicants, () => one),
        await burst(
          `spread over ${SERVICES} services`,
          server.url,
          applicants,
          (c, i) => services[(c + i) % SERVICES] as number,
        ),
      ];
    } finally {
      await server.stop();
    }
    // 4. The baseline of the submissions: raw single-row inserts, each its own transaction, on the same tables.
    sql = await open();
    let raw: Burst;
    try {
      const ids = (await sql.one(
        `select (select min(id) from users where username like 'applicant%') as a, ${services[0]} as s`,
      )) as { a: number; s: number };
      const start = performance.now();
      const times = await sql.parallel(
        RAW_INSERT,
        (c, i) => [
          `1${String(c).padStart(2, '0')}${String(i).padStart(7, '0')}`,
          ids.s,
          ids.a + c + 1,
          JSON.stringify({ name: `متقاضی ${c}-${i}`, grade: String(10 + (i % 10)) }),
        ],
        SUBMISSIONS / CLIENTS,
      );
      const seconds = (performance.now() - start) / 1000;
      raw = {
        label: 'raw insert',
        seconds,
        perSecond: SUBMISSIONS / seconds,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
      };
    } finally {
      await sql.close();
    }
    return { seedSeconds, reads, bursts, raw };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Provider and applicant inboxes at 100,000 requests and 500,000 tasks; submissions per second. */
export async function requestsSuite(): Promise<Section> {
  const loadBefore = loadNow();
  const results = await onEachDatabase(measure);
  const loadAfter = loadNow();
  const readTables = results.flatMap(([db, r]) => {
    const base = r.reads[0]?.p50 ?? 1;
    return [
      `**${db}** (seeded in ${r.seedSeconds.toFixed(0)} s)`,
      '',
      '| read | rows | p50 ms | p95 ms | mean ms | req/s, 1 connection | p50 × profile read |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...r.reads.map(
        (q) =>
          `| ${q.label} | ${q.note} | ${f1(q.p50)} | ${f1(q.p95)} | ${f1(q.mean)} | ${q.rps.toFixed(0)} | ${(q.p50 / base).toFixed(1)} |`,
      ),
      '',
    ];
  });
  const burstRows = results.flatMap(([db, r]) => [
    ...r.bursts.map(
      (b) =>
        `| ${db} | \`POST userrequest\`, ${b.label} | ${f1(b.seconds)} | ${b.perSecond.toFixed(0)} | ${f1(b.p50)} | ${f1(b.p95)} | ${(b.perSecond / r.raw.perSecond).toFixed(2)} |`,
    ),
    `| ${db} | baseline: raw \`insert into user_requests\`, one row a transaction, bench process | ${f1(r.raw.seconds)} | ${r.raw.perSecond.toFixed(0)} | ${f1(r.raw.p50)} | ${f1(r.raw.p95)} | 1.00 |`,
  ]);
  return {
    title: 'Request inboxes at 100,000 requests and submissions per second',
    body: [
      `A fresh server per database. Through the API: a unit role, a unit, a category and ${SERVICES} published services (start → the applicant's form → a status → a provider task for that unit and unit role, outcomes approve or reject). Then, with the server stopped, in bulk SQL (bench/suites/requests.ts, \`seedSql\`): ${UNITS} units and ${UNIT_ROLES} unit roles, ${APPLICANTS.toLocaleString('en-US')} applicants and ${EMPLOYEES} employees with a responsibility each, ${REQUESTS.toLocaleString('en-US')} requests over ~694 days (newest 15,000 mostly running, 1% of the older ones stuck running; the rest completed, rejected or cancelled) and ${(REQUESTS * TASKS_PER_REQUEST).toLocaleString('en-US')} tasks, five a request: about 16,000 live (open or claimed), the rest done or cancelled. One unit gets 10% of the tasks and another 5%, the rest spread over the ${UNITS} units; 3% name no unit, 3% unit role −1, 2% no unit role, 2% one employee, 2% are the applicant's. The provider holds 2 responsibilities (the two busiest units), and the applicant has 50 requests. Then \`vacuum (analyze)\`.`,
      '',
      'Each read runs for 3 s on one connection (autocannon), every answer timed; the baseline is an authenticated profile read by the same provider on the same server, in the same run. A task page answers a count and one page, each task with its request, service, applicant, unit and unit role names and its step from the pinned version.',
      '',
      "The received and overdue boxes read the live-unit index with the provider's responsibilities spelled out as constants (per unit its unit roles, −1 or none; no unit, any of them), count and pick the page's ids from the tasks alone, and join names for those 10 rows only; the sent counter reads a partial index of providers' done tasks (migration 0020). Before, a subquery on the responsibilities ran once for every live task with no user (about 10,000 here) and the count joined every match to its request, service and applicant: in the first run of this bench on PGlite the received page took 8.3 × the profile read (p50 216 ms), overdue 6.9 × and the counter 4.3 ×; on PostgreSQL EXPLAIN ANALYZE gave 100 ms for the page and 64 ms for its count, against 13 ms and 1.6 ms after.",
      '',
      "The panel home (`userrequest/home`) is those two boxes (a page of 5 each, with their counts) beside the caller's own part: requests waiting for their fix through the live-user partial index of tasks, the running count and the latest 5 requests through the applicant index of requests, and their drafts.",
      '',
      ...readTables,
      `Then ${SUBMISSIONS.toLocaleString('en-US')} submissions from ${CLIENTS} signed-in applicants in parallel (${SUBMISSIONS / CLIENTS} each, one after another), to one service and then spread over ${SERVICES}; each writes the request, its token, the first task and the events in one transaction after the form check. Submissions to one service wait for each other on the service row's lock (ADR 0008), so ${CLIENTS} clients on one service is the worst case. The baseline is ${SUBMISSIONS.toLocaleString('en-US')} single-row inserts into \`user_requests\` (each its own transaction) on ${CLIENTS} connections from the bench process, on the same tables after the server stopped (PGlite: one connection, in process).`,
      '',
      '| database | what | seconds | per second | p50 ms | p95 ms | × raw inserts |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...burstRows,
      '',
      `Other work shared the 2 cores (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end), so compare the ratios.`,
    ].join('\n'),
  };
}
