// `npm test`: typecheck, lint, unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys against the built server, and (with PostgreSQL)
// two instances of it behind HAProxy. Prints one closing
// "N passed, N failed" line summing every vitest run. Typecheck and lint run side by side, and the build
// runs beside the PostgreSQL run, to keep CI's wall-clock time down on two cores.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import {
  ensureDebianTools,
  ensureDependencies,
  mustRun,
  mustRunTogether,
  registryNode,
  runTeed,
} from './run.mjs';

/** The current LTS line of Node (the registry's `node` package marks it so); the machine's may be older. */
const LTS_NODE = 24;

const reports = mkdtempSync(path.join(tmpdir(), 'darvazeh-test-'));
const totals = { passed: 0, failed: 0 };
/** Why each failed run failed, repeated at the very end: CI shows only the tail of the output. */
const failures = [];

// vitest runs one worker fewer than the cores (one on two); these runs wait on databases and the
// file system enough that two workers on two cores finish sooner (the PGlite run 330 → 241 s, the
// PostgreSQL run 178 → 116 s on this machine). The journeys set their own in e2e/vitest.config.ts.
const WORKERS = Math.max(2, availableParallelism() - 1);

/** Runs vitest with `args`; on `node`, a Node binary other than this one, when given. */
async function vitest(label, args, env = {}, node = null) {
  const outputFile = path.join(reports, `${totals.passed + totals.failed}-${Date.now()}.json`);
  console.log(`\n▶ ${label}`);
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`];
  if (!args.includes('--config')) vitestArgs.push(`--maxWorkers=${WORKERS}`);
  const { code, signal, output } = node
    ? await runTeed(node, ['node_modules/vitest/vitest.mjs', ...vitestArgs], { env })
    : await runTeed('npx', ['vitest', ...vitestArgs], { env });
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : undefined;
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (code !== 0) {
    console.error(`✗ ${label} failed`);
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    failures.push(`✗ ${label} failed (${how})\n${explain(report, output)}`);
  }
}

/**
 * Names what made a vitest run fail when no single test did: a file that failed outside its tests (a
 * hook, an import) or an error vitest caught between tests.
 */
function explain(report, output) {
  if (!report) return '  no JSON report was written (vitest crashed or was killed)';
  const lines = [];
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`  ${file.name} › ${test.fullName}`);
    if (file.status === 'failed' && !failedTests.length) {
      lines.push(`  ${file.name}: ${(file.message || 'failed outside its tests').slice(0, 2000)}`);
    }
  }
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const caught = plain.indexOf('Unhandled Error');
  if (caught >= 0) lines.push(plain.slice(caught, caught + 4000));
  // What vitest says about its own end: a close that timed out, a worker that died, the error count.
  const notes = plain.split('\n').filter((line) => /close timed out|worker|Errors\s+\d|hanging/i.test(line));
  lines.push(...notes.slice(0, 20).map((line) => `  ${line.trim()}`));
  return lines.join('\n') || "  (no failing test or file in the report: see the run's output above)";
}

await ensureDependencies();
await mustRunTogether([
  { label: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { label: 'lint', cmd: 'npm', args: ['run', 'lint'] },
]);
await vitest('unit and API tests (PGlite)', []);
ensureDebianTools();
if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL run spends much of its time waiting on the database; the build uses those gaps.
  // Server tests read the TypeScript sources (and a temporary web root), never the dist folders.
  const building = mustRunTogether([{ label: 'building', cmd: 'npm', args: ['run', 'build'] }]);
  // The machine's Node runs the PGlite tests and the journeys' server; the API tests on PostgreSQL run on
  // the current LTS, so every change is tested on both (universities run the LTS; see README).
  const lts = registryNode(LTS_NODE);
  const on = lts ? `Node ${LTS_NODE}` : `Node ${process.versions.node}; Node ${LTS_NODE} was not available`;
  await vitest(`API tests (PostgreSQL, ${on})`, ['--project', 'server'], { TEST_DB_ENGINE: 'postgres' }, lts);
  await building;
} else {
  console.log('\n(TEST_DATABASE_URL is not set: skipping the PostgreSQL run; .ci/run provides one)');
  await mustRun('building', 'npm', ['run', 'build']);
}
await vitest('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);
if (process.env.TEST_DATABASE_URL) {
  await vitest('two instances behind HAProxy (PostgreSQL)', ['--config', 'e2e/vitest.cluster.config.ts']);
}
rmSync(reports, { recursive: true, force: true });

for (const failure of failures) console.error(`\n${failure}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed > 0 ? 1 : 0);
