import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

// Everything the Fastify server answers; the dev and preview servers forward it so the
// browser sees one origin, as in production (cookies and XSRF depend on that).
const backend = 'http://localhost:8080';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: backend, ws: true },
  '/conf.json': { target: backend },
  '/healthz': { target: backend },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // "source" makes @darvazeh/shared resolve to its TypeScript, so no shared build is needed.
    conditions: ['source', ...defaultClientConditions],
    // npm keeps date-fns-jalali (a prerelease the pickers accept) under apps/web/node_modules, out of
    // reach of @mui/x-date-pickers in the root node_modules; point the pickers' imports here.
    alias: [
      {
        find: /^date-fns-jalali(?=\/|$)/,
        replacement: `${import.meta.dirname}/node_modules/date-fns-jalali`,
      },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page imports statically goes into one chunk: on a slow link each small
          // shared chunk costs a request of its own, while lazy pages still split off as before.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
