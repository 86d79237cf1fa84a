// Two portal processes on one PostgreSQL behind HAProxy (Debian's package), run as docs/DEPLOY.md runs
// them, with the configuration it shows (deploy/haproxy.cfg): round robin with no stickiness, health
// checks on /readyz, a shared files folder, X-Forwarded-For trusted from the balancer only. The balancer
// names the instance that answered in `x-served-by`, and its statistics page tells the tests when it has
// taken an instance out of rotation or back in.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { createScratchPostgres } from '../../apps/server/src/test/test-database.js';
import { startServer, type RunningServer } from '../fixtures/server.js';

const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

export const INSTANCES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCES)[number];

/** How long a stopping instance may drain; the tests stop it as soon as the balancer has let it go. */
const DRAIN_MS = 60_000;

export type Cluster = {
  /** The balancer's address: the portal's public origin. */
  url: string;
  databaseUrl: string;
  adminPassword: string;
  instance: (name: InstanceName) => RunningServer;
  /** Starts (again) the named instance on its own port; resolves once it listens. */
  start: (name: InstanceName) => Promise<void>;
  /** Resolves once the balancer's health checks see the instance as `state` (UP or DOWN). */
  balancerSees: (name: InstanceName, state: 'UP' | 'DOWN') => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts PostgreSQL's scratch database, both instances and the balancer. */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const scratch = await createScratchPostgres();
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-cluster-'));
  const [port, statsPort, a, b] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const ports: Record<InstanceName, number> = { a, b };
  const url = `http://127.0.0.1:${port}`;
  const common = {
    CAPTCHA: 'off',
    DATABASE_URL: scratch.url,
    // The shared files folder every instance reads and writes (ARCHITECTURE: no state of their own).
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_ORIGIN: url,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    JOBS_POLL_MS: '200',
    ...env,
  };
  const running: Partial<Record<InstanceName, RunningServer>> = {};
  const start = async (name: InstanceName) => {
    running[name] = await startServer({ ...common, PORT: String(ports[name]) });
  };
  // One after the other: the second finds the database migrated and seeded.
  for (const name of INSTANCES) await start(name);
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${port}`,
      PORTAL_A: `127.0.0.1:${a}`,
      PORTAL_B: `127.0.0.1:${b}`,
      STATS_BIND: `127.0.0.1:${statsPort}`,
    },
  });
  const haproxyExited = new Promise<void>((resolve) => haproxy.on('exit', () => resolve()));

  /** The state the balancer's statistics give each instance ('UP', 'DOWN', 'UP 1/2', …). */
  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    const header = rows[0]!.map((cell) => cell.replace(/^# /, ''));
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
    return Object.fromEntries(
      rows.filter((row) => row[px!] === 'portals').map((row) => [row[sv!]!, row[status!]!]),
    );
  };
  const balancerSees = async (name: InstanceName, state: 'UP' | 'DOWN') => {
    // Polled: HAProxy has no way to tell a client that a check changed a server's state.
    for (;;) {
      const seen: Record<string, string> = await states().catch(() => ({}));
      if (seen[name] === state) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  for (const name of INSTANCES) await balancerSees(name, 'UP');

  return {
    url,
    databaseUrl: scratch.url,
    adminPassword: running.a!.adminPassword,
    instance: (name) => running[name]!,
    start,
    balancerSees,
    stop: async () => {
      haproxy.kill('SIGTERM');
      await haproxyExited;
      for (const name of INSTANCES) await running[name]?.stop().catch(() => undefined);
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
