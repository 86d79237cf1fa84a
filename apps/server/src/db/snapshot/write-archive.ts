// Writes a backup archive: one consistent snapshot of the data tables (JSON lines, in one REPEATABLE READ
// transaction), the stored files its rows name, and the sealed manifest, streamed into a zip without
// holding a table or the archive in memory. Written to `{file}.partial` and renamed when complete, so a
// crash never leaves a file that looks finished.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { ZipFile } from 'yazl';
import type { Database, Db } from '../client.js';
import { databaseLevel } from './migration-level.js';
import {
  fileEntry,
  MANIFEST_ENTRY,
  SEAL_ENTRY,
  sealManifest,
  tableEntry,
  type Manifest,
} from './manifest.js';
import { dataTables, readSequences, sequenceNames } from './snapshot-scope.js';
import { canonicalOutput, countLines, tableCount, tableLines } from './table-lines.js';

/** Where a backup or restore is: its phase and how far through it (rows or bytes). */
export type SnapshotProgress = { phase: string; done: number; total: number };
/** Told of progress as it happens; must not wait on the database (it is called inside the snapshot). */
export type ProgressListener = (progress: SnapshotProgress) => void;

export type WriteArchiveOptions = {
  /** The database and its engine (recorded in the manifest). */
  database: Pick<Database, 'db' | 'kind'>;
  /** The archive's final path; its folder must exist. */
  file: string;
  /** The folder of the stored files (`DATA_DIR/files`). */
  filesDir: string;
  /** The names of the stored files the snapshot's rows refer to, read inside the snapshot. */
  fileNames: (tx: Db) => Promise<string[]>;
  portalVersion: string;
  secret: string | undefined;
  onProgress?: ProgressListener;
};

/** Feeds one entry to the zip and resolves once the zip has read all of it. */
async function addEntry(
  zip: ZipFile,
  name: string,
  source: AsyncIterable<string | Buffer>,
  compress: boolean,
  failed: Promise<never>,
): Promise<void> {
  const stream = Readable.from(source, { objectMode: false });
  zip.addReadStream(stream, name, { compress, mtime: new Date(0) });
  await Promise.race([once(stream, 'end'), failed]);
}

/** Writes the archive and answers its manifest and size; throws (leaving no file) when anything fails. */
export async function writeArchive(
  options: WriteArchiveOptions,
): Promise<{ manifest: Manifest; size: number }> {
  const { database, file, onProgress = () => undefined } = options;
  const partial = `${file}.partial`;
  const zip = new ZipFile();
  const out = createWriteStream(partial, { flags: 'wx' });
  zip.outputStream.pipe(out);
  const closed = once(out, 'close');
  // Any write failure (a full disk) ends every wait below.
  const failed = new Promise<never>((_resolve, reject) => {
    out.once('error', reject);
    zip.outputStream.once('error', reject);
  });
  failed.catch(() => undefined);
  try {
    const createdAt = new Date().toISOString();
    const snapshot = await database.db.transaction(
      async (tx) => {
        await canonicalOutput(tx);
        const migration = await databaseLevel(tx);
        const tables = await dataTables(tx);
        const counts = await Promise.all(tables.map((table) => tableCount(tx, table)));
        const total = counts.reduce((a, b) => a + b, 0);
        const sequences = await readSequences(tx, await sequenceNames(tx));
        const fileNames = await options.fileNames(tx);
        const digests: Manifest['tables'] = [];
        let done = 0;
        for (const table of tables) {
          const hash = createHash('sha256');
          let rows = 0;
          async function* lines() {
            for await (const chunk of tableLines(tx, table)) {
              hash.update(chunk);
              const n = countLines(chunk);
              rows += n;
              done += n;
              onProgress({ phase: 'database', done, total });
              yield chunk;
            }
          }
          await addEntry(zip, tableEntry(table.name), lines(), true, failed);
          digests.push({ name: table.name, rows, sha256: hash.digest('hex') });
        }
        return { migration, tables: digests, sequences, fileNames };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const { files, missingFiles } = await addFiles(zip, options, snapshot.fileNames, failed);
    const manifest: Manifest = {
      format: 'darvazeh-backup',
      formatVersion: 1,
      portalVersion: options.portalVersion,
      migration: snapshot.migration,
      engine: database.kind,
      createdAt,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
      missingFiles,
    };
    const bytes = Buffer.from(JSON.stringify(manifest));
    zip.addBuffer(bytes, MANIFEST_ENTRY, { mtime: new Date(0) });
    zip.addBuffer(sealManifest(bytes, options.secret), SEAL_ENTRY, { mtime: new Date(0) });
    zip.end();
    await Promise.race([closed, failed]);
    // On disk before it is named finished: a power cut must not leave a complete-looking empty file.
    const handle = await open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return { manifest, size: (await stat(file)).size };
  } catch (err) {
    out.destroy();
    await closed.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

/** Adds each stored file (uncompressed: uploads are mostly compressed already), hashing it on the way. */
async function addFiles(
  zip: ZipFile,
  options: WriteArchiveOptions,
  names: readonly string[],
  failed: Promise<never>,
): Promise<Pick<Manifest, 'files' | 'missingFiles'>> {
  const onProgress = options.onProgress ?? (() => undefined);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(options.filesDir, name)).then(
        (info) => (info.isFile() ? info.size : null),
        () => null,
      ),
    ),
  );
  const total = sizes.reduce<number>((a, b) => a + (b ?? 0), 0);
  const files: Manifest['files'] = [];
  const missingFiles: string[] = [];
  let done = 0;
  for (const [i, name] of names.entries()) {
    if (sizes[i] === null) {
      missingFiles.push(name);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    async function* bytes() {
      for await (const chunk of createReadStream(
        path.join(options.filesDir, name),
      ) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        done += chunk.length;
        onProgress({ phase: 'files', done, total });
        yield chunk;
      }
    }
    await addEntry(zip, fileEntry(name), bytes(), false, failed);
    files.push({ name, size, sha256: hash.digest('hex') });
  }
  return { files, missingFiles };
}
