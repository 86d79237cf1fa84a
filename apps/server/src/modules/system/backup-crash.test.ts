// kill -9 in the middle of a backup: after the restart the portal serves again, the backup is listed as
// failed (interrupted), never as good, and nothing of its archive is left in the backups folder.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../messages/index.js';
import { HttpApi } from '../../test/http-api.js';
import { spawnServer, type ServerProcess } from '../../test/spawn-server.js';
import { createScratchPostgres, testEngine } from '../../test/test-database.js';

/** The files of the backups folder; none when the server was killed before it made the folder. */
async function archivesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

const ADMIN_PASSWORD = 'Backup-Crash-Pass1!';
const NEW_PASSWORD = 'Backup-Crash-Pass2!';
type Backup = { id: number; state: string; failure: string | null };

describe('a backup whose server is killed', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is listed as failed after the restart, with no archive left, and the portal serves', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-backup-crash-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      CAPTCHA: 'off',
      JOBS_POLL_MS: '100',
    };
    // PGlite: the default lease (minutes), so only the start's own settling can end the backup in time.
    if (testEngine() === 'postgres') {
      env.JOBS_LEASE_MS = '2000';
      const scratch = await createScratchPostgres();
      drop = scratch.drop;
      env.DATABASE_URL = scratch.url;
    }
    server = spawnServer(env);
    let api = new HttpApi(await server.listening);
    await api.signIn(ADMIN_PASSWORD);
    await api.ok('POST', 'account/change-password-directly', { newPassword: NEW_PASSWORD });
    await api.signIn(NEW_PASSWORD);

    const { id } = await api.ok<Backup>('POST', 'backup');
    let seen = await api.ok<Backup>('GET', `backup/${id}`);
    while (seen.state === 'queued') seen = await api.ok<Backup>('GET', `backup/${id}`);
    // Killed while the job writes or verifies the archive (it runs for seconds; the poll takes milliseconds).
    expect(seen.state).toBe('running');
    server.child.kill('SIGKILL');
    await server.exited;

    server = spawnServer(env);
    api = new HttpApi(await server.listening);
    await api.signIn(NEW_PASSWORD);
    let after = await api.ok<Backup>('GET', `backup/${id}`);
    // On PostgreSQL the dead worker's lease lapses first (2 s here); on PGlite the start settles it.
    while (after.state === 'running') after = await api.ok<Backup>('GET', `backup/${id}`);
    expect(after).toMatchObject({ state: 'failed', failure: backupMessages.interrupted });
    const list = await api.ok<{ list: Backup[] }>('POST', 'backup/filter', {});
    expect(list.list.filter((backup) => backup.state === 'verified')).toEqual([]);
    await expect
      .poll(async () => (await archivesIn(path.join(dataDir, 'backups'))).filter((f) => !f.startsWith('.')))
      .toEqual([]);
    // And it takes a new backup.
    expect((await api.call('POST', 'backup')).status).toBe(200);
  }, 300_000);
});
