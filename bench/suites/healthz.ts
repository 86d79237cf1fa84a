import path from 'node:path';
import { median, requestsPerSecond, root, spawnTarget, type Section } from '../lib.js';

const ROUNDS = 3;

/** `/healthz` of the real server against a bare Fastify hello-world, interleaved rounds, median of each. */
export async function healthzSuite(): Promise<Section> {
  const ours = await spawnTarget(path.join(root, 'apps/server/dist/server.js'));
  const bare = await spawnTarget(path.join(root, 'bench/fixtures/hello-server.mjs'));
  const oursRps: number[] = [];
  const bareRps: number[] = [];
  try {
    // Warm both up, then alternate so drift on the machine touches both sides alike.
    await requestsPerSecond({ url: `${ours.url}/healthz`, duration: 2 });
    await requestsPerSecond({ url: `${bare.url}/healthz`, duration: 2 });
    for (let round = 0; round < ROUNDS; round += 1) {
      oursRps.push(await requestsPerSecond({ url: `${ours.url}/healthz` }));
      bareRps.push(await requestsPerSecond({ url: `${bare.url}/healthz` }));
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  const o = median(oursRps);
  const b = median(bareRps);
  return {
    title: '/healthz against a bare Fastify hello-world',
    body: [
      `Same machine, same run: each server in its own Node process, autocannon with 10 connections, ${ROUNDS} interleaved rounds of 5 s after a 2 s warm-up; medians.`,
      '',
      '| target | requests/s (median) | rounds |',
      '|---|---:|---|',
      `| Darvazeh \`/healthz\` (security headers, cookie parsing, request id, JSON logger at warn) | ${o.toFixed(0)} | ${oursRps.map((r) => r.toFixed(0)).join(', ')} |`,
      `| bare Fastify hello-world | ${b.toFixed(0)} | ${bareRps.map((r) => r.toFixed(0)).join(', ')} |`,
      '',
      `**Ratio: ${(o / b).toFixed(2)}** of the baseline's throughput.`,
    ].join('\n'),
  };
}
