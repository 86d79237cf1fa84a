import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { registerErrorHandler } from './errors.js';
import { commonMessages } from '../messages/index.js';

let database: Database;
let app: FastifyInstance;
/** The app's log lines, parsed. */
const logged: { level: number; msg?: string }[] = [];

// Real driver errors (PGlite here, pg on the PostgreSQL run), as Drizzle raises them: a value the
// boundary checks let through must still reach the client as a Persian 400, never a 500.
const CASTS: Record<string, { value: string; type: string }> = {
  '22003': { value: '2147483648', type: 'integer' },
  '22P02': { value: '1.5', type: 'integer' },
  '22008': { value: '294277-01-01 00:00:00+00', type: 'timestamptz' },
  '22007': { value: 'دیروز', type: 'timestamptz' },
  '22009': { value: '+275760-09-13T00:00:00.000Z', type: 'timestamptz' },
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line) as never) } },
  });
  registerErrorHandler(app);
  app.get<{ Params: { code: string; tx: string } }>('/cast/:code/:tx', async (request) => {
    const cast = CASTS[request.params.code];
    if (!cast) throw new Error('unknown case');
    const query = sql`select ${cast.value}::${sql.raw(cast.type)} as v`;
    if (request.params.tx === 'tx') await database.db.transaction((tx) => tx.execute(query));
    else await database.db.execute(query);
    return { reached: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('PostgreSQL data errors are the client’s 400', () => {
  it.each([
    ['22003', commonMessages.valueOutOfRange],
    ['22008', commonMessages.valueOutOfRange],
    ['22P02', commonMessages.invalidFormat],
    ['22007', commonMessages.invalidFormat],
    ['22009', commonMessages.invalidFormat],
  ])('answers %s with a Persian 400, in and out of a transaction', async (code, message) => {
    for (const tx of ['plain', 'tx']) {
      const res = await app.inject({ method: 'GET', url: `/cast/${code}/${tx}` });
      expect(res.statusCode, `${tx}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, message, data: null });
    }
  });

  it('logs them below warning: a client’s mistake is no program error (the program log keeps warnings)', async () => {
    logged.length = 0;
    await app.inject({ method: 'GET', url: '/cast/22003/plain' });
    const refused = logged.find((line) => line.msg === 'value refused by the database');
    expect(refused?.level).toBe(30);
  });
});
