// `npm run restore -- FILE`: restores a backup archive while the portal is stopped (stop it first: a running
// portal would keep writing to the data the restore replaces). Builds what changed (scripts/build.mjs), then
// runs the server's restore command with the same environment (DATA_DIR, DATABASE_URL, BACKUP_SECRET) as
// `npm start`.
import { buildStale } from './build.mjs';
import { ensureDependencies, run } from './run.mjs';

await ensureDependencies();
console.log('\n▶ building what changed');
const built = await buildStale();
if (built !== 0) {
  console.error(`✗ building failed (exit ${built})`);
  process.exit(built);
}
const code = await run(process.execPath, ['apps/server/dist/restore.js', ...process.argv.slice(2)]);
process.exit(code);
