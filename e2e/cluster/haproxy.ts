// HAProxy (Debian's package) in front of portal instances, with the configuration docs/DEPLOY.md shows
// (deploy/haproxy.cfg); its statistics page tells when it has taken an instance out of rotation or back
// in. Used by the two-instance tests (cluster.ts) and the cluster benchmark (bench/suites/cluster.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port.js';

const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));

/** The configuration's two servers, `a` and `b`. */
export const INSTANCES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCES)[number];

export type Balancer = {
  /** The balancer's own address. */
  url: string;
  /** Resolves once the balancer's health checks see the instance as `state`. */
  sees: (name: InstanceName, state: 'UP' | 'DOWN') => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts HAProxy on `port` in front of the instances listening on `ports` (127.0.0.1). */
export async function startBalancer(port: number, ports: Record<InstanceName, number>): Promise<Balancer> {
  const statsPort = await freePort();
  const haproxy = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${port}`,
      PORTAL_A: `127.0.0.1:${ports.a}`,
      PORTAL_B: `127.0.0.1:${ports.b}`,
      STATS_BIND: `127.0.0.1:${statsPort}`,
    },
  });
  const exited = new Promise<void>((resolve) => haproxy.on('exit', () => resolve()));

  /** The state the statistics give each instance ('UP', 'DOWN', 'UP 1/2', …). */
  const states = async (): Promise<Record<string, string>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    const header = rows[0]!.map((cell) => cell.replace(/^# /, ''));
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
    return Object.fromEntries(
      rows.filter((row) => row[px!] === 'portals').map((row) => [row[sv!]!, row[status!]!]),
    );
  };
  const sees = async (name: InstanceName, state: 'UP' | 'DOWN') => {
    // Polled: HAProxy has no way to tell a client that a check changed a server's state.
    for (;;) {
      const seen: Record<string, string> = await states().catch(() => ({}));
      if (seen[name] === state) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  for (const name of INSTANCES) await sees(name, 'UP');
  return {
    url: `http://127.0.0.1:${port}`,
    sees,
    stop: async () => {
      haproxy.kill('SIGTERM');
      await exited;
    },
  };
}
