// `npm start`: installs what is missing, builds what changed since the last build (scripts/build.mjs), then
// serves the portal (migrations run at server start).
import { buildStale } from './build.mjs';
import { ensureDependencies, run } from './run.mjs';

await ensureDependencies();
console.log('\n▶ building what changed');
const built = await buildStale();
if (built !== 0) {
  console.error(`✗ building failed (exit ${built})`);
  process.exit(built);
}
console.log('\n▶ starting Darvazeh on http://localhost:' + (process.env.PORT || '8080'));
const code = await run(process.execPath, ['apps/server/dist/server.js']);
process.exit(code);
