import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createScratchPostgres, testEngine } from '../test/test-database.js';
import { spawnServer, type ServerProcess } from '../test/spawn-server.js';

describe.runIf(testEngine() === 'postgres')('migrations on a shared PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await drop?.();
  });

  it('lets two processes started at the same moment both become ready, seeding once', async () => {
    const scratch = await createScratchPostgres();
    drop = scratch.drop;
    servers.push(spawnServer({ DATABASE_URL: scratch.url }), spawnServer({ DATABASE_URL: scratch.url }));
    const urls = await Promise.all(servers.map((s) => s.listening));
    for (const url of urls) expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const admins = await client.query("select count(*)::int as n from users where username = 'admin'");
    const roles = await client.query('select count(*)::int as n from roles');
    await client.end();
    expect(admins.rows[0].n).toBe(1);
    expect(roles.rows[0].n).toBe(2);
    expect(servers.filter((s) => /Password:/.test(s.output()))).toHaveLength(1);
  });
});
