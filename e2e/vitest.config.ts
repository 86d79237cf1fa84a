import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The phone-width sweeps visit every page, each with axe, so each takes several times a journey; small
 * files that vitest (with no timings from an earlier run, as on a fresh CI clone) would start last, one
 * worker running alone at the end. They go first.
 */
const LONGEST = ['phone-width-admin.spec.ts', 'phone-width-visitor.spec.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser journeys: Debian Chromium driven by playwright-core against the built server on a fresh database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    // One first start of the server, copied for each journey's server.
    globalSetup: ['fixtures/data-template.ts'],
    // Journeys that seed rows no endpoint writes run their server on a database of their own on the
    // tests' PostgreSQL; without TEST_DATABASE_URL (a machine with no PostgreSQL) they are left out.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/sso-limits.spec.ts'],
    // Safety nets for a journey that hangs, never a measure of speed: every step waits for its element or
    // event (and each page action for ACTION_TIMEOUT_MS, fixtures/browser.ts), and CI machines are shared.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // expect.poll waits for its condition; 1 s (vitest's default) is a guess about the machine's speed.
    expect: { poll: { timeout: 120_000 } },
    // Two journey files at a time: each file starts its own server (port 0, its own data folder) and
    // browser, and a journey spends most of its time waiting on them, so two overlap well on two cores
    // (the 16 files took 430 s one at a time and 266 s two at a time on the same busy machine; three at
    // a time took as long as two for the 37 files: Chromium and the servers then fill both cores).
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
