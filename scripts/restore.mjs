// `npm run restore -- FILE`: restores a backup archive while the portal is stopped (stop it first: a running
// portal would keep writing to the data the restore replaces). Builds what changed (scripts/build.mjs), then
// runs the server's restore command with the same environment (DATA_DIR, DATABASE_URL, BACKUP_SECRET) as
// `npm start`.
import { prepareOrExit } from './build.mjs';
import { run } from './run.mjs';

await prepareOrExit();
const code = await run(process.execPath, ['apps/server/dist/restore.js', ...process.argv.slice(2)]);
process.exit(code);
