// `npm run restore -- FILE`: restores a backup archive while the portal is stopped (stop it first: a running
// portal would keep writing to the data the restore replaces). Builds what changed, then runs the server's
// restore command with the same environment (DATA_DIR, DATABASE_URL, BACKUP_SECRET) as `npm start`.
import { run, ensureDependencies, mustRun } from './run.mjs';

await ensureDependencies();
await mustRun('building', 'npm', ['run', 'build']);
const code = await run(process.execPath, ['apps/server/dist/restore.js', ...process.argv.slice(2)]);
process.exit(code);
