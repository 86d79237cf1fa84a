// `npm run restore -- FILE`: restores a backup archive into the portal's database and files folder while the
// portal is stopped (the page's restore is for a running portal). The archive is checked in a scratch
// database first; a refused archive changes nothing. A wiped DATA_DIR or an empty PostgreSQL database is
// created and migrated first, so a portal can be rebuilt from nothing but its archive, on either engine.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ArchiveError } from './db/snapshot/manifest.js';
import { restoreInto } from './db/snapshot/restore-into.js';
import { archiveProblemMessages, backupMessages } from './messages/index.js';
import { logBackupChange } from './modules/system/backups.repository.js';

/** Where the command writes: the operator's terminal, or a test's buffer. */
export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };

/**
 * Restores the archive named by `args[0]` with the configuration in `env`; answers the exit code (0 done,
 * 1 refused or failed, 2 usage). The restore is change-logged (resource `backup`, record 0, no actor).
 */
export async function runRestoreCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  const [file] = args;
  if (!file) {
    output.err(backupMessages.cliUsage);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    output.err(err.message);
    return 2;
  }
  const archive = path.resolve(file);
  output.out(backupMessages.cliRestoring(archive));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const workDir = path.join(config.backups.dir, '.work-restore-command');
  try {
    await database.migrate();
    const manifest = await restoreInto({
      file: archive,
      secret: config.backups.secret,
      workDir,
      target: database,
      filesDir: path.join(config.dataDir, 'files'),
      inTransaction: (tx) =>
        logBackupChange(tx, {
          recordId: 0,
          action: 'restore',
          after: { fileName: path.basename(archive), by: 'command' },
          actorId: null,
          requestId: null,
        }),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    output.out(backupMessages.cliDone(rows, manifest.files.length));
    return 0;
  } catch (err) {
    if (err instanceof ArchiveError) {
      output.err(backupMessages.cliFailed(archiveProblemMessages[err.problem]));
      return 1;
    }
    output.err(backupMessages.cliFailed(err instanceof Error ? err.message : String(err)));
    return 1;
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await database.close();
  }
}
