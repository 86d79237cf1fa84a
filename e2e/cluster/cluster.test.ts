import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { APIRequestContext } from 'playwright-core';
import WebSocket from 'ws';
import { HUB_PATH } from '@darvazeh/shared';
import { createScratchPostgres } from '../../apps/server/src/test/test-database.js';
import { publishService, serviceHome } from '../fixtures/processes.js';
import {
  activatedApi,
  apiPost,
  apiSignIn,
  makeAdminPasswordCurrent,
  newUser,
  newUserWithApi,
} from '../fixtures/sign-in.js';
import { INSTANCES, startCluster, type Cluster } from './cluster.js';

// Issue 27 item 4: two portal processes on one PostgreSQL behind HAProxy (round robin, no stickiness).
// A session made on one instance works on the other; the live hub of a browser connected to one instance
// hears of a request submitted through the other; an event runs once per occurrence whichever instance
// claims its job; kill -9 of one instance under 200 concurrent writes loses no acknowledged
// write and leaves no request hanging; a rolling restart under load fails no request. Each test prints
// its figures.
const FIELDS = { formFields: [{ id: 'title', fname: 'عنوان', ename: 'title', type: 'text' }] };

let c: Cluster;
let admin: APIRequestContext;
let db: pg.Client;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const scratch = await createScratchPostgres();
  dropDatabase = scratch.drop;
  c = await startCluster(scratch.url);
  const adminPassword = await makeAdminPasswordCurrent(c);
  admin = await apiSignIn(c, adminPassword);
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await admin?.dispose();
  await c?.stop();
  await dropDatabase?.();
});

type Answer = { status: number; by: string | null; id?: number };

/** Sends one API call through the balancer: its status, the instance that answered, the id it made. */
async function call(method: 'get' | 'post', path: string, data?: unknown): Promise<Answer> {
  const { cookies } = await admin.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  try {
    const res = await admin[method](`/api/v1/${path}`, { data, headers: { 'x-xsrf-token': xsrf } });
    const body = res.ok() ? ((await res.json()) as { data?: { id?: number } }) : undefined;
    return { status: res.status(), by: res.headers()['x-served-by'] ?? null, id: body?.data?.id };
  } catch {
    // The connection itself failed (the balancer never answered).
    return { status: 0, by: null };
  }
}

const collection = (fname: string) =>
  apiPost<{ id: number }>(admin, 'datacollection', { fname, formInfo: FIELDS });
const writeRecord = (collectionId: number, title: string) =>
  call('post', `datacollection/${collectionId}/record`, { data: { title } });

/** The titles of a collection's live records, as the database holds them. */
async function storedTitles(collectionId: number): Promise<Map<number, string>> {
  const { rows } = await db.query<{ id: number; title: string }>(
    "select id, data->>'title' as title from collection_records where collection_id = $1 and deleted_at is null",
    [collectionId],
  );
  return new Map(rows.map((row) => [row.id, row.title]));
}

describe('two portals on one PostgreSQL behind HAProxy', () => {
  it('signs in through one instance and acts through the other', async () => {
    const reads = await Promise.all(Array.from({ length: 6 }, () => call('get', 'account/profile')));
    expect(reads.map((read) => read.status)).toEqual(Array(6).fill(200));
    expect(new Set(reads.map((read) => read.by))).toEqual(new Set(INSTANCES));
    const notes = await collection('یادداشت‌های دو نمونه');
    const writes: Answer[] = [];
    for (let i = 0; i < 6; i += 1) writes.push(await writeRecord(notes.id, `یادداشت ${i}`));
    expect(writes.map((write) => write.status)).toEqual(Array(6).fill(200));
    expect(new Set(writes.map((write) => write.by))).toEqual(new Set(INSTANCES));
    expect((await storedTitles(notes.id)).size).toBe(6);
  });

  it('tells an Employee connected to instance a of a request submitted through instance b', async () => {
    const home = await serviceHome(admin);
    const serviceId = await publishService(admin, home, {
      serviceFname: 'گواهی اشتغال به تحصیل',
      serviceEname: 'studyCertificate',
      elements: [{ id: 'name', fname: 'نام', ename: 'name', type: 'text', required: true }],
    });
    const PASSWORD = 'Cluster-Pass-2026!';
    const person = { username: 'ali.karimi', firstName: 'علی', lastName: 'کریمی' };
    const post = { unitId: home.unitId, unitRoleId: home.unitRoleId };
    const { temporaryPassword } = await newUser(admin, person, post);
    const employee = await activatedApi(c.url, person.username, temporaryPassword, PASSWORD);
    const session = (await employee.storageState()).cookies.find((k) => k.name === 'darvazeh_session')!;
    const applicant = { username: 'maryam.ahmadi', firstName: 'مریم', lastName: 'احمدی' };
    const { api: applicantApi } = await newUserWithApi(admin, c.url, applicant, PASSWORD);

    // The Employee's browser, as the balancer would have sent it to instance a.
    const hub = new WebSocket(`${c.instance('a').url.replace('http', 'ws')}${HUB_PATH}`, {
      headers: { origin: c.url, cookie: `darvazeh_session=${session.value}` },
    });
    const counters: { recieved: number }[] = [];
    let heard: (() => void) | undefined;
    hub.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string; counter?: { recieved: number } };
      if (message.type === 'counter') counters.push(message.counter!);
      heard?.();
    });
    const counterIs = (n: number) =>
      new Promise<void>((resolve) => {
        heard = () => (counters.at(-1)?.recieved === n ? resolve() : undefined);
        heard();
      });
    await counterIs(0);
    // The applicant's submission goes straight to instance b.
    const { cookies } = await applicantApi.storageState();
    const xsrf = cookies.find((k) => k.name === 'XSRF-TOKEN')!.value;
    const sent = Date.now();
    const submitted = await applicantApi.post(`${c.instance('b').url}/api/v1/userrequest`, {
      data: { serviceId, answers: { name: 'مریم احمدی' } },
      headers: { 'x-xsrf-token': xsrf, origin: c.url },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await counterIs(1);
    console.log(
      `live hub across instances: the counter reached instance a ${Date.now() - sent} ms after the submission to b was sent`,
    );
    hub.close();
    await employee.dispose();
    await applicantApi.dispose();
  });

  it('runs an event once per occurrence, whichever instance claims its job', async () => {
    const letters = await collection('نامه‌های رویداد');
    const copies = await collection('رونوشت نامه‌ها');
    const fn = await apiPost<{ id: number }>(admin, 'function', {
      fname: 'رونوشت نامه',
      ename: 'copyLetter',
      callOn: 'load',
      expressions: [{ id: 'save', type: 'create', collectionId: copies.id, values: { title: "'رونوشت'" } }],
    });
    const event = await apiPost<{ id: number }>(admin, 'systemevent', {
      fname: 'رونوشت هر نامه',
      trigger: { kind: 'record', collectionId: letters.id, on: 'create', condition: '' },
      functionId: fn.id,
    });
    const LETTERS = 40;
    const writes = await Promise.all(
      Array.from({ length: LETTERS }, (_, i) => writeRecord(letters.id, `نامه ${i}`)),
    );
    expect(writes.filter((write) => write.status === 200)).toHaveLength(LETTERS);
    // Every job of the event has ended (done or failed) before anything is counted.
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from jobs where kind like 'event%' and done_at is null and failed_at is null",
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const runs = await db.query<{ outcome: string; occurrences: number; n: number }>(
      'select outcome, count(distinct occurrence)::int as occurrences, count(*)::int as n from event_on_logs where event_id = $1 group by outcome',
      [event.id],
    );
    expect(runs.rows).toEqual([{ outcome: 'success', occurrences: LETTERS, n: LETTERS }]);
    expect((await storedTitles(copies.id)).size).toBe(LETTERS);
  });

  it('loses no acknowledged write when one instance is killed under 200 concurrent writes', async () => {
    const box = await collection('نامه‌های زیر بار');
    const WRITES = 200;
    let settled = 0;
    const results: Answer[] = [];
    const killed = new Promise<void>((resolve) => {
      const writes = Array.from({ length: WRITES }, (_, i) =>
        writeRecord(box.id, `زیر بار ${i}`).then((answer) => {
          settled += 1;
          // A quarter in: the rest are in flight or queued when instance b dies.
          if (settled === WRITES / 4) {
            c.instance('b').signal('SIGKILL');
            resolve();
          }
          return answer;
        }),
      );
      void Promise.all(writes).then((answers) => results.push(...answers));
    });
    await killed;
    await c.instance('b').exited;
    // No request is left hanging: every one of the 200 settles.
    await expect.poll(() => results.length).toBe(WRITES);
    const acknowledged = results.filter((answer) => answer.status === 200);
    const stored = await storedTitles(box.id);
    for (const answer of acknowledged) expect(stored.get(answer.id!)).toMatch(/^زیر بار \d+$/);
    console.log(
      `kill -9 under ${WRITES} concurrent writes: ${acknowledged.length} acknowledged, all ${acknowledged.length} found; ` +
        `${WRITES - acknowledged.length} refused by the balancer (in flight on the killed instance); ${stored.size} stored`,
    );
    // The balancer moves on: what is sent after the kill is answered by the instance left.
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => writeRecord(box.id, `پس از ${i}`)));
    expect(after.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await c.start('b');
    await c.balancerSees('b', 'UP');
  });

  it('fails no request during a rolling restart under load', async () => {
    const box = await collection('نامه‌های راه‌اندازی دوباره');
    let running = true;
    let writes = 0;
    const answers: Answer[] = [];
    const worker = async (w: number) => {
      for (let i = 0; running; i += 1) {
        answers.push(await writeRecord(box.id, `کارگر ${w} نامه ${i}`));
        writes += 1;
        answers.push(await call('get', 'account/profile'));
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    for (const name of INSTANCES) {
      const instance = c.instance(name);
      instance.signal('SIGTERM'); // drains: /readyz answers 503 while it still serves
      await c.balancerSees(name, 'DOWN');
      instance.signal('SIGTERM'); // the balancer has let it go: stop now
      await instance.exited;
      await c.start(name);
      await c.balancerSees(name, 'UP');
    }
    running = false;
    await load;
    const failed = answers.filter((answer) => answer.status !== 200);
    console.log(
      `rolling restart of ${INSTANCES.length} instances: ${answers.length} requests (${writes} writes), ${failed.length} failed`,
    );
    expect(failed).toEqual([]);
    expect((await storedTitles(box.id)).size).toBe(writes);
  });
});
