import { defineConfig } from 'vitest/config';

// Two portal instances on one PostgreSQL behind HAProxy (`npm run test:cluster`; e2e/cluster/cluster.ts).
// Needs TEST_DATABASE_URL, Debian's haproxy and the built server.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['cluster/**/*.test.ts'],
    // Safety nets for a hang, never a measure of speed: every step waits for its event.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 120_000 } },
    fileParallelism: false,
  },
});
