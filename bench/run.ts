// `npm run bench`: runs every suite against the built app and rewrites BENCHMARKS.md.
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { root, type Section } from './lib.js';
import { healthzSuite } from './suites/healthz.js';
import { identitySuite } from './suites/identity.js';

const suites: (() => Promise<Section>)[] = [healthzSuite, identitySuite];

const sections: Section[] = [];
for (const suite of suites) {
  const section = await suite();
  console.log(`\n## ${section.title}\n${section.body}`);
  sections.push(section);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const doc = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).`,
  'Every figure is compared with a baseline measured in the same run, so the ratios matter more than the absolute numbers.',
  '',
  ...sections.flatMap((s) => [`## ${s.title}`, '', s.body, '']),
].join('\n');
await writeFile(path.join(root, 'BENCHMARKS.md'), doc);
console.log('\nBENCHMARKS.md written');
