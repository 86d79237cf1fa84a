// Imported first by main.tsx, before zod loads. The page's CSP has no 'unsafe-eval', so zod's compiled
// fast path is never available in the browser; without this its `new Function` probe is refused and
// the browser reports a CSP violation on every page. `jitless` skips the probe (zod reads this global).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
