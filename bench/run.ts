// `npm run bench [-- name ...]`: runs every suite (or only the named ones) against the built app and
// writes BENCHMARKS.md; sections of suites not run this time are kept as they were.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { root, type Section } from './lib.js';
import { attacksSuite } from './suites/attacks.js';
import { backupsSuite } from './suites/backups.js';
import { clusterSuite } from './suites/cluster.js';
import { dashboardsSuite } from './suites/dashboards.js';
import { healthzSuite } from './suites/healthz.js';
import { hubSuite } from './suites/hub.js';
import { identitySuite } from './suites/identity.js';
import { organisationSuite } from './suites/organisation.js';
import { lighthouseSuite } from './suites/lighthouse.js';
import { pagesSuite } from './suites/pages.js';
import { recordsSuite } from './suites/records.js';
import { formRendererSuite } from './suites/form-renderer.js';
import { functionsSuite } from './suites/functions.js';
import { requestsSuite } from './suites/requests.js';
import { ssoSuite } from './suites/sso.js';
import { wsCallSuite } from './suites/ws-call.js';

const suites: Record<string, () => Promise<Section>> = {
  healthz: healthzSuite,
  identity: identitySuite,
  organisation: organisationSuite,
  lighthouse: lighthouseSuite,
  pages: pagesSuite,
  records: recordsSuite,
  'form-renderer': formRendererSuite,
  functions: functionsSuite,
  requests: requestsSuite,
  sso: ssoSuite,
  'ws-call': wsCallSuite,
  attacks: attacksSuite,
  backups: backupsSuite,
  cluster: clusterSuite,
  hub: hubSuite,
  dashboards: dashboardsSuite,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in suites));
if (unknown.length)
  throw new Error(`unknown suite ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}`);
const names = asked.length ? asked : Object.keys(suites);

const file = path.join(root, 'BENCHMARKS.md');
const previous = await readFile(file, 'utf8').catch(() => '');
// Every section starts at a level-2 heading; the title is the heading's text.
const kept = new Map(
  previous
    .split(/^## /m)
    .slice(1)
    .map((chunk) => [chunk.slice(0, chunk.indexOf('\n')), chunk.slice(chunk.indexOf('\n') + 1).trim()]),
);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);
for (const name of names) {
  const section = await (suites[name] as () => Promise<Section>)();
  const body = `Measured on ${today} (${machine}) by \`npm run bench -- ${name}\`.\n\n${section.body}`;
  console.log(`\n## ${section.title}\n${body}`);
  kept.set(section.title, body);
}

const doc = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (all suites) or `npm run bench -- <suite>` (one section).',
  'Every figure is compared with a baseline measured in the same run, so the ratios matter more than the absolute numbers.',
  '',
  ...[...kept].flatMap(([title, body]) => [`## ${title}`, '', body, '']),
].join('\n');
await writeFile(file, doc);
console.log('\nBENCHMARKS.md written');
