import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm keeps date-fns-jalali (a prerelease the pickers accept) under apps/web/node_modules, out of reach of
// @mui/x-date-pickers in the root node_modules; both Vite configs point its imports there.
const JALALI_DIR = fileURLToPath(new URL('./apps/web/node_modules/date-fns-jalali', import.meta.url));

// Timeouts here are safety nets that end a test that hangs, never a measure of speed: every test waits for
// its event (an element, an answer, a process's line, a row), so a busy machine makes a run slower, not red.
// CI machines are shared: beside two CPU-burning processes and seven other engineers' runs on two cores,
// a designer test that takes 5 s alone took 165 s, and a server started from source over a minute to listen.
const HUNG_TEST_MS = 600_000;

// One vitest run covers shared, the scripts, server and web; e2e has its own config (it needs a built app).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: HUNG_TEST_MS,
    hookTimeout: HUNG_TEST_MS,
    // expect.poll waits for its condition; 1 s (vitest's default) is a guess about the machine's speed.
    expect: { poll: { timeout: 120_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        // The start and build scripts' own logic (plain Node, no dependencies).
        test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/pglite-snapshot.ts'],
          // Each file builds its own app on its own database, and no test depends on a module's fresh
          // state, so files share one module graph per worker: the API run drops from about 250 s to
          // 170 s on this machine (most of the difference was re-importing the app for every file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // setup.ts gives findBy*/waitFor their one timeout (asyncUtilTimeout), again a safety net.
          setupFiles: ['src/test/setup.ts'],
          // The pickers import date-fns-jalali, which npm installed under apps/web only: let Vite
          // resolve the pickers so the alias below reaches their imports.
          server: { deps: { inline: ['@mui/x-date-pickers'] } },
        },
        resolve: { alias: [{ find: /^date-fns-jalali(?=\/|$)/, replacement: JALALI_DIR }] },
      },
    ],
  },
});
