import { readFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { DEFAULT_DISPLAY_SYSTEMS_BASE_ON, HUB_PATH } from '@darvazeh/shared';
import { onEachDatabase, quantile, root, spawnTarget, type Section } from '../lib.js';
import { signIn } from './identity.js';

const CLIENTS = 1_000;
const ROUNDS = 20;
const XSRF = 'bench-xsrf';

/** The resident memory of process `pid`, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

type Fanout = { p50: number; p99: number; perConnectionKb: number };

/**
 * CLIENTS hub connections of one Admin session on one instance; each round changes a general setting
 * (a `settings` notice every connection is told of) and times the write's request to the last
 * connection's message.
 */
async function fanout(env: Record<string, string>): Promise<Fanout> {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off', ...env });
  const sockets: WebSocket[] = [];
  try {
    const cookie = await signIn(server.url);
    const headers = { cookie: `${cookie}; XSRF-TOKEN=${XSRF}`, origin: server.url };
    const write = (method: string, url: string, body: unknown) =>
      fetch(`${server.url}/api/v1/${url}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': XSRF },
        body: JSON.stringify(body),
      });
    // The seed password must be replaced before an Admin may write (the session stays signed in).
    const changed = await write('POST', 'account/change-password-directly', {
      newPassword: 'Bench-Hub-Admin-2!',
    });
    if (!changed.ok) throw new Error(`change-password: ${changed.status} ${await changed.text()}`);
    const setting = { name: 'displaySystemsBaseOn', data: JSON.stringify(DEFAULT_DISPLAY_SYSTEMS_BASE_ON) };
    const created = await write('POST', 'generalsetting', setting);
    if (!created.ok) throw new Error(`generalsetting: ${created.status} ${await created.text()}`);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    const before = await residentBytes(server.pid);
    let told = 0;
    let allTold: (() => void) | undefined;
    const url = `${server.url.replace('http', 'ws')}${HUB_PATH}`;
    for (let i = 0; i < CLIENTS; i += 1) {
      const socket = new WebSocket(url, { headers });
      // Counted once the hub has registered it ('ready'), so no round starts before a connection listens.
      const ready = new Promise((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (data: Buffer) => {
          const text = data.toString('utf8');
          if (text.includes('"ready"')) resolve(undefined);
          if (!text.includes('"settings"')) return;
          told += 1;
          if (told === CLIENTS) allTold?.();
        });
      });
      await ready;
      sockets.push(socket);
    }
    const after = await residentBytes(server.pid);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      told = 0;
      const done = new Promise<void>((resolve) => (allTold = resolve));
      const start = performance.now();
      const res = await write('PUT', `generalsetting/${id}`, setting);
      if (!res.ok) throw new Error(`generalsetting: ${res.status} ${await res.text()}`);
      await done;
      times.push(performance.now() - start);
    }
    return {
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      perConnectionKb: (after - before) / CLIENTS / 1024,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

/** The live hub's fan-out: one change, every connected browser told. */
export async function hubSuite(): Promise<Section> {
  const rows = await onEachDatabase(fanout);
  return {
    title: 'Live hub fan-out',
    body: [
      `${CLIENTS.toLocaleString('en')} hub connections on one instance (one Admin session; the bench process holds the clients on the same two cores). Each of ${ROUNDS} rounds changes a general setting; the time runs from sending that write to the last connection's \`settings\` message, so it includes the write itself, the notice and one pass over every connection. Memory is the server's resident growth while the connections opened, per connection.`,
      '',
      '| database | p50 ms | p99 ms | memory per connection |',
      '|---|---:|---:|---:|',
      ...rows.map(
        ([db, r]) =>
          `| ${db} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.perConnectionKb.toFixed(1)} KB |`,
      ),
    ].join('\n'),
  };
}
