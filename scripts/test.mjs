// `npm test`: typecheck, lint, unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys against the built server. Prints one closing
// "N passed, N failed" line summing every vitest run. Typecheck and lint run side by side, and the build
// runs beside the PostgreSQL run, to keep CI's wall-clock time down on two cores.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, mustRun, mustRunTogether, run } from './run.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'darvazeh-test-'));
const totals = { passed: 0, failed: 0 };
let failed = false;

async function vitest(label, args, env = {}) {
  const outputFile = path.join(reports, `${totals.passed + totals.failed}-${Date.now()}.json`);
  console.log(`\n▶ ${label}`);
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    { env },
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (code !== 0) {
    failed = true;
    console.error(`✗ ${label} failed`);
  }
}

await ensureDependencies();
await mustRunTogether([
  { label: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { label: 'lint', cmd: 'npm', args: ['run', 'lint'] },
]);
await vitest('unit and API tests (PGlite)', []);
ensureChromium();
if (process.env.TEST_DATABASE_URL) {
  // The PostgreSQL run spends much of its time waiting on the database; the build uses those gaps.
  // Server tests read the TypeScript sources (and a temporary web root), never the dist folders.
  const building = mustRunTogether([{ label: 'building', cmd: 'npm', args: ['run', 'build'] }]);
  await vitest('API tests (PostgreSQL)', ['--project', 'server'], { TEST_DB_ENGINE: 'postgres' });
  await building;
} else {
  console.log('\n(TEST_DATABASE_URL is not set: skipping the PostgreSQL run; .ci/run provides one)');
  await mustRun('building', 'npm', ['run', 'build']);
}
await vitest('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);
rmSync(reports, { recursive: true, force: true });

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
