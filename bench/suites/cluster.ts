import path from 'node:path';
import { startBalancer } from '../../e2e/cluster/haproxy.js';
import { freePort, root, scratchPostgres, spawnTarget, type Section, type Target } from '../lib.js';
import { profileAgainstHealthz } from './identity.js';

type Row = [string, { profile: number; health: number }];

/**
 * Authenticated profile reads on one PostgreSQL database, in one run: one instance read directly, the
 * same instance behind HAProxy (deploy/haproxy.cfg with both of its servers pointing at it), and two
 * instances behind HAProxy.
 */
export async function clusterSuite(): Promise<Section> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the cluster suite needs PostgreSQL: set TEST_DATABASE_URL');
  const scratch = await scratchPostgres(adminUrl);
  const [port, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = {
    CAPTCHA: 'off',
    DATABASE_URL: scratch.url,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '127.0.0.1',
  };
  const script = path.join(root, 'apps/server/dist/server.js');
  const targets: Target[] = [];
  const rows: Row[] = [];
  try {
    const first = await spawnTarget(script, { ...env, PORT: String(a) });
    targets.push(first);
    // Warmed first (JIT, prepared statements, pool), or the first row pays for it.
    await profileAgainstHealthz(first.url);
    rows.push(['one instance, read directly', await profileAgainstHealthz(first.url)]);
    const alone = await startBalancer(port, { a, b: a });
    rows.push(['one instance behind HAProxy', await profileAgainstHealthz(alone.url)]);
    await alone.stop();
    targets.push(await spawnTarget(script, { ...env, PORT: String(b) }));
    const both = await startBalancer(port, { a, b });
    rows.push(['two instances behind HAProxy', await profileAgainstHealthz(both.url)]);
    await both.stop();
  } finally {
    for (const target of targets) await target.stop();
    await scratch.drop();
  }
  const base = rows[0]![1].profile;
  return {
    title: 'Several instances behind HAProxy',
    body: [
      'Authenticated `GET account/profile` (10 connections, median of 3 runs of 5 s) on one PostgreSQL database, with Debian HAProxy and `deploy/haproxy.cfg` (round robin, /readyz checks). On two cores the database, the balancer, both instances and the load generator share the CPUs, so a second instance cannot add throughput here: this run shows the cost of the balancer and that nothing breaks with two instances; correctness is proven by `npm run test:cluster`. `/healthz` is read through the same path.',
      '',
      '| set-up | profile req/s | `/healthz` req/s | profile, ratio to one instance read directly |',
      '|---|---:|---:|---:|',
      ...rows.map(
        ([name, r]) =>
          `| ${name} | ${r.profile.toFixed(0)} | ${r.health.toFixed(0)} | ${(r.profile / base).toFixed(2)} |`,
      ),
    ].join('\n'),
  };
}
