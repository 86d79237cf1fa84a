// `npm start`: installs what is missing, builds, then serves the portal (migrations run at server start).
import { run, ensureDependencies, mustRun } from './run.mjs';

await ensureDependencies();
await mustRun('building', 'npm', ['run', 'build']);
console.log('\n▶ starting Darvazeh on http://localhost:' + (process.env.PORT || '8080'));
const code = await run(process.execPath, ['apps/server/dist/server.js']);
process.exit(code);
