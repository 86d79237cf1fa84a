// What serving the app's page costs: the home page (index.html with the settings and, since the home
// page's boot data, its menu, systems and first news page) against another page (settings only) and
// /healthz, on a server filled with a portal's home page content.
import path from 'node:path';
import { seedHomeContent } from '../fixtures/home-content.js';
import { median, onEachDatabase, requestsPerSecond, root, spawnTarget, type Section } from '../lib.js';

const ROUNDS = 3;
const TARGETS = [
  ['`/` (home page: settings, menu, systems, 6 news)', '/'],
  ['`/panel` (any other page: settings only)', '/panel'],
  ['`/healthz`', '/healthz'],
] as const;

async function measure(env: Record<string, string>): Promise<number[]> {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off', ...env });
  try {
    await seedHomeContent(server.url);
    for (const [, route] of TARGETS) await requestsPerSecond({ url: `${server.url}${route}`, duration: 2 });
    const rounds: number[][] = TARGETS.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [i, [, route]] of TARGETS.entries())
        rounds[i]?.push(await requestsPerSecond({ url: `${server.url}${route}` }));
    return rounds.map(median);
  } finally {
    await server.stop();
  }
}

/** Requests per second for the home page, another page and /healthz, on each database. */
export async function pagesSuite(): Promise<Section> {
  const results = await onEachDatabase(measure);
  const rows = TARGETS.map(
    ([name], i) => `| ${name} | ${results.map(([, rps]) => (rps[i] ?? NaN).toFixed(0)).join(' | ')} |`,
  );
  return {
    title: 'Serving pages (index.html with boot data)',
    body: [
      `A server filled with bench/fixtures/home-content.ts; autocannon with 10 connections, ${ROUNDS} interleaved rounds of 5 s after a 2 s warm-up; medians of requests/s. Each answer reads its data afresh (no cache), so an Admin's change shows on the next page.`,
      '',
      `| page | ${results.map(([name]) => name).join(' | ')} |`,
      `|---|${results.map(() => '---:').join('|')}|`,
      ...rows,
    ].join('\n'),
  };
}
