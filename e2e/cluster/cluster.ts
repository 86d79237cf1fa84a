// Two portal processes on one PostgreSQL behind HAProxy, run as docs/DEPLOY.md runs them: the same
// environment on both, a shared files folder, PUBLIC_ORIGIN the balancer's address, X-Forwarded-For
// trusted from the balancer only, and a drain on SIGTERM. The balancer (haproxy.ts) names the instance
// that answered in `x-served-by`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { startServer, type RunningServer } from '../fixtures/server.js';
import { INSTANCES, startBalancer, type InstanceName } from './haproxy.js';

export { INSTANCES, type InstanceName };

/** How long a stopping instance may drain; the tests stop it as soon as the balancer has let it go. */
const DRAIN_MS = 60_000;

export type Cluster = {
  /** The balancer's address: the portal's public origin. */
  url: string;
  adminPassword: string;
  instance: (name: InstanceName) => RunningServer;
  /** Starts (again) the named instance on its own port; resolves once it listens. */
  start: (name: InstanceName) => Promise<void>;
  /** Resolves once the balancer's health checks see the instance as `state` (UP or DOWN). */
  balancerSees: (name: InstanceName, state: 'UP' | 'DOWN') => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts both instances on the (empty) PostgreSQL database `databaseUrl`, then the balancer. */
export async function startCluster(databaseUrl: string, env: Record<string, string> = {}): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'darvazeh-cluster-'));
  const [port, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
  const ports: Record<InstanceName, number> = { a, b };
  const common = {
    CAPTCHA: 'off',
    DATABASE_URL: databaseUrl,
    // The shared files folder every instance reads and writes (ARCHITECTURE: no state of their own).
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
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
  const balancer = await startBalancer(port, ports);
  return {
    url: balancer.url,
    adminPassword: running.a!.adminPassword,
    instance: (name) => running[name]!,
    start,
    balancerSees: balancer.sees,
    stop: async () => {
      await balancer.stop();
      for (const name of INSTANCES) await running[name]?.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
