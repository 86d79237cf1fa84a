import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from './file-storage.js';
import { claimExpiredFiles } from './files.repository.js';

/** Unattached uploads older than this are removed (an upload whose record was never saved). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the clean-up runs in a server process. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Removes uploads interrupted before they finished (a crash mid-stream) once they are a day old. */
async function removeStaleIncoming(storage: FileStorage, cutoff: Date): Promise<number> {
  const names = await readdir(storage.incoming).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(storage.incoming, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes soft-deleted files and files left unattached for a day, from the table and from disk. Safe to
 * run in several processes at once: each row is claimed (and deleted) by exactly one of them. A crash
 * between the delete and the unlink leaves only an orphan file, never a row without its bytes.
 */
export async function cleanUpFiles(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<{ files: number; incoming: number }> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  let files = 0;
  for (;;) {
    const keys = await claimExpiredFiles(db, cutoff, BATCH);
    await Promise.all(keys.map((key) => storage.discard(key)));
    files += keys.length;
    if (keys.length < BATCH) break;
  }
  return { files, incoming: await removeStaleIncoming(storage, cutoff) };
}

/** Runs the clean-up every `intervalMs` while `app` is up; the timer never keeps the process alive. */
export function scheduleFileCleanup(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
  intervalMs = CLEANUP_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = cleanUpFiles(db, storage).then(
        (removed) => app.log.info({ removed }, 'file clean-up done'),
        (err: unknown) => app.log.error({ err }, 'file clean-up failed'),
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
