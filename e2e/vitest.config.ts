import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium driven by playwright-core against the built server on a fresh database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One journey file at a time: two cores, each file starts its own server and browser.
    fileParallelism: false,
  },
});
