// Puts an archive's stored files back into the files folder. Stored files are named by random keys and
// never change, so writing them before the database commits is safe (the live rows name the same bytes
// under the same names, or none); a failed restore removes the ones it added, and a finished one removes
// the files its data no longer names.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ArchiveReader } from './read-archive.js';
import type { ProgressListener } from './write-archive.js';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every file of the archive into `filesDir` (each checked while written, through a temporary name
 * and a rename); answers the names that were not there before. On failure removes those and throws.
 */
export async function putFilesBack(
  archive: ArchiveReader,
  filesDir: string,
  onProgress: ProgressListener = () => undefined,
): Promise<string[]> {
  await mkdir(filesDir, { recursive: true });
  const added: string[] = [];
  const total = archive.manifest.files.reduce((sum, f) => sum + f.size, 0);
  let done = 0;
  try {
    for (const file of archive.manifest.files) {
      const target = path.join(filesDir, file.name);
      const temporary = path.join(filesDir, `.${file.name}.restoring`);
      if (!(await exists(target))) added.push(file.name);
      try {
        await pipeline(await archive.fileStream(file.name), createWriteStream(temporary));
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      await rename(temporary, target);
      done += file.size;
      onProgress({ phase: 'files', done, total });
    }
    return added;
  } catch (err) {
    await removeFiles(filesDir, added);
    throw err;
  }
}

/** Removes the named files from `filesDir`; missing ones are fine. */
export async function removeFiles(filesDir: string, names: readonly string[]): Promise<void> {
  for (const name of names) await rm(path.join(filesDir, name), { force: true });
}

/**
 * Removes the stored files (regular files directly in `filesDir`) whose names are not in `keep`; folders
 * (uploads in progress, the images' smaller copies) are left alone. Answers how many it removed.
 */
export async function pruneFiles(filesDir: string, keep: ReadonlySet<string>): Promise<number> {
  const entries = await readdir(filesDir, { withFileTypes: true }).catch(() => []);
  const stale = entries.filter((e) => e.isFile() && !keep.has(e.name)).map((e) => e.name);
  await removeFiles(filesDir, stale);
  return stale.length;
}
