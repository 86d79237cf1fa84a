// Helpers for tests of backups: every data table's digest, and an archive rewritten with one entry changed.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { promisify } from 'node:util';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ZipFile as ZipWriter } from 'yazl';
import type { Database, Db } from '../db/client.js';
import { MANIFEST_ENTRY, SEAL_ENTRY, sealManifest } from '../db/snapshot/manifest.js';
import { dataTables } from '../db/snapshot/snapshot-scope.js';
import { canonicalOutput, tableDigest } from '../db/snapshot/table-lines.js';
import { files } from '../db/schema/index.js';

/** Every data table of `database` → `rows:sha256` of its lines (the archive's form). */
export async function digestOf(database: Database): Promise<Record<string, string>> {
  return database.db.transaction(async (tx) => {
    await canonicalOutput(tx);
    const digests: Record<string, string> = {};
    for (const table of await dataTables(tx)) {
      const { rows, sha256 } = await tableDigest(tx, table);
      digests[table.name] = `${rows}:${sha256}`;
    }
    return digests;
  });
}

/** The storage keys of every file row: what a backup puts in its archive. */
export async function storedFileNames(database: Db): Promise<string[]> {
  const rows = await database.select({ key: files.storageKey }).from(files);
  return rows.map((row) => row.key).sort();
}

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

async function bytesOf(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await promisify<Entry, Readable>(zip.openReadStream.bind(zip) as never)(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Copies the archive `from` to `to`, passing every entry's bytes through `change` (answer null to leave
 * the entry out). The seal is kept as it was, unless `reseal` says to seal the changed manifest again as
 * someone holding that key (undefined: none, the bare digest anyone can compute) would.
 */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer | null,
  { reseal }: { reseal?: { secret: string | undefined } } = {},
): Promise<void> {
  let manifest: Buffer | undefined;
  const changeAndSeal = (name: string, bytes: Buffer) => {
    if (name === SEAL_ENTRY && reseal && manifest) return sealManifest(manifest, reseal.secret);
    const changed = change(name, bytes);
    if (name === MANIFEST_ENTRY && changed) manifest = changed;
    return changed;
  };
  const zip = await openZip(from, { lazyEntries: true, autoClose: false });
  const out = new ZipWriter();
  const written = createWriteStream(to);
  out.outputStream.pipe(written);
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      bytesOf(zip, entry).then((bytes) => {
        const changed = changeAndSeal(entry.fileName, bytes);
        if (changed) out.addBuffer(changed, entry.fileName);
        zip.readEntry();
      }, reject);
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  zip.close();
  out.end();
  await once(written, 'close');
}
