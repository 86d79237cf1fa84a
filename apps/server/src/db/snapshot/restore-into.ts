// A whole restore: the archive checked in a scratch database, its files put back, its data replacing the
// target's in one transaction, and the files its data no longer names removed. Used by the backups page's
// restore (the portal in maintenance) and by `npm run restore` (the portal stopped).
import type { Database, Db } from '../client.js';
import type { Manifest } from './manifest.js';
import { replaceData } from './replace-data.js';
import { restoreToScratch } from './restore-archive.js';
import { pruneFiles, putFilesBack, removeFiles } from './restore-files.js';
import type { ProgressListener } from './write-archive.js';

export type RestoreOptions = {
  file: string;
  secret: string | undefined;
  /** A folder of the restore's own (the scratch database); removed when done. */
  workDir: string;
  /** The database whose data is replaced, migrated to the code's level. */
  target: Pick<Database, 'db'>;
  /** The stored files' folder (`DATA_DIR/files`). */
  filesDir: string;
  onProgress?: ProgressListener;
  /** Runs inside the target's transaction after the data is in (a record that commits with it). */
  inTransaction?: (tx: Db) => Promise<void>;
};

/**
 * Restores the archive `file` into `target` and `filesDir`, all or nothing for the database; throws
 * ArchiveError when the archive is refused (nothing changed then). Answers the archive's manifest.
 */
export async function restoreInto(options: RestoreOptions): Promise<Manifest> {
  const { scratch, archive } = await restoreToScratch(options);
  try {
    const added = await putFilesBack(archive, options.filesDir, options.onProgress);
    try {
      await replaceData({
        target: options.target,
        source: scratch.database,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.inTransaction ? { inTransaction: options.inTransaction } : {}),
      });
    } catch (err) {
      await removeFiles(options.filesDir, added);
      throw err;
    }
    const { manifest } = archive;
    await pruneFiles(
      options.filesDir,
      new Set([...manifest.files.map((f) => f.name), ...manifest.missingFiles]),
    );
    return manifest;
  } finally {
    archive.close();
    await scratch.dispose();
  }
}
