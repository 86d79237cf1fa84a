// The cap on one user's function runs in flight, proven without racing the clock: the runs wait on a local
// server (let through by OUTBOUND_ALLOW_HOSTS, as an Admin would allow an intranet API) that holds the
// first calls until the test lets them go, so those runs are in flight for certain when the next one comes;
// it answers any further call at once, so a broken cap fails the test instead of hanging it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Client } from '../../test/test-app.js';
import { functionMessages } from '../../messages/index.js';
import { MAX_RUNS_IN_FLIGHT } from './functions.service.js';

const t = testApp({ admin: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });

/** The calls the server holds (at most `holdAtMost`), and those waiting to hear that it holds `n`. */
const held: ServerResponse<IncomingMessage>[] = [];
const waiters: { n: number; resolve: () => void }[] = [];
let holdAtMost = 0;
let calls = 0;
let target: Server;
beforeAll(async () => {
  target = createServer((_req, res) => {
    calls += 1;
    if (held.length >= holdAtMost) return void res.end('{}');
    held.push(res);
    for (const w of waiters.filter((w) => held.length >= w.n)) w.resolve();
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

/** Resolves once the server holds `n` calls. */
const holding = (n: number) =>
  new Promise<void>((resolve) => (held.length >= n ? resolve() : waiters.push({ n, resolve })));
const releaseAll = () => {
  for (const res of held.splice(0)) res.end('{}');
};

const run = (client: Client, functionId: number) =>
  client.post('/api/v1/function/run-request-function', { functionId, answers: {} });

describe('runs of one user in flight', () => {
  it(`keeps at most ${MAX_RUNS_IN_FLIGHT}, refusing more with a Persian 429, and never holds back another user`, async () => {
    const { port } = target.address() as AddressInfo;
    const fn = await t.function({
      expressions: [
        {
          id: 'wait',
          type: 'curl',
          url: `'http://127.0.0.1:${port}/'`,
          method: 'get',
          headers: {},
          into: 'answer',
        },
      ],
    });
    const user = await t.user();
    holdAtMost = MAX_RUNS_IN_FLIGHT;
    const first = Array.from({ length: MAX_RUNS_IN_FLIGHT }, () => run(t.as(user), fn.id));
    await holding(MAX_RUNS_IN_FLIGHT);
    const refused = await run(t.as(user), fn.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      functionMessages.tooManyRuns(MAX_RUNS_IN_FLIGHT),
    ]);
    expect(calls).toBe(MAX_RUNS_IN_FLIGHT);
    // Another user's run reaches the server while the first user's are held.
    expect((await run(t.as(await t.user()), fn.id)).statusCode).toBe(200);
    expect(calls).toBe(MAX_RUNS_IN_FLIGHT + 1);
    holdAtMost = 0;
    releaseAll();
    const answers = await Promise.all(first);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(MAX_RUNS_IN_FLIGHT).fill(200));
    // Let go, the first user may run again.
    expect((await run(t.as(user), fn.id)).statusCode).toBe(200);
  });
});
