import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

// Everything the Fastify server answers; the dev and preview servers forward it so the
// browser sees one origin, as in production (cookies and XSRF depend on that).
const backend = 'http://localhost:8080';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: backend, ws: true },
  '/conf.json': { target: backend },
  '/healthz': { target: backend },
};

/**
 * Preloads the Persian face of the font: without it the browser finds the font only once the first page
 * has rendered, and lays the page out a second time when it arrives.
 */
function preloadPersianFont(): Plugin {
  return {
    name: 'darvazeh:preload-persian-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) =>
          /vazirmatn-arabic-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) throw new Error('the Persian font file is missing from the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The messages module (src/lib/messages) only declares constants. Saying so lets a page that imports one
 * area from its index skip the others: otherwise the index's re-exports put every area into the first
 * page's chunk, which holds every module the entry reaches.
 */
function sideEffectFreeMessages(): Plugin {
  return {
    name: 'darvazeh:side-effect-free-messages',
    transform: {
      filter: { id: /\/src\/lib\/messages\/[\w-]+\.ts$/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadPersianFont(), sideEffectFreeMessages()],
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
