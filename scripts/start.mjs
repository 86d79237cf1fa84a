// `npm start`: installs what is missing, builds what changed since the last build (scripts/build.mjs), then
// serves the portal (migrations run at server start).
import { prepareOrExit } from './build.mjs';
import { run } from './run.mjs';

await prepareOrExit();
console.log('\n▶ starting Darvazeh on http://localhost:' + (process.env.PORT || '8080'));
const code = await run(process.execPath, ['apps/server/dist/server.js']);
process.exit(code);
