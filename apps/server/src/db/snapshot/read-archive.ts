// Reads a backup archive for a restore or a check: the seal and manifest first (the zip's central
// directory allows it), then each entry streamed and held to the manifest's count and SHA-256. The entry
// list must be exactly what the manifest names: nothing missing, nothing added.
import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  ArchiveError,
  fileEntry,
  MANIFEST_ENTRY,
  openManifest,
  SEAL_ENTRY,
  tableEntry,
  type Manifest,
} from './manifest.js';

/** The manifest can be large (a line per file) but never near this. */
const MANIFEST_LIMIT = 256 * 1024 * 1024;

/** An archive being read; `close` when done. */
export type ArchiveReader = {
  manifest: Manifest;
  /** The table's JSON lines; throws ArchiveError (tampered) at the end when they do not match. */
  tableLines(name: string): AsyncGenerator<string>;
  /** The stored file's bytes; the stream errors (ArchiveError) at its end when they do not match. */
  fileStream(name: string): Promise<Readable>;
  close(): void;
};

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (entries.has(entry.fileName)) reject(new ArchiveError('tampered', `${entry.fileName} twice`));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ArchiveError('unreadable', 'manifest too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A pass-through that hashes and counts, and fails at its end when the digest is not `sha256`. */
function checked(what: string, sha256: string, size?: number): Transform {
  const hash = createHash('sha256');
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      const ok = hash.digest('hex') === sha256 && (size === undefined || seen === size);
      done(ok ? null : new ArchiveError('tampered', `${what} does not match the manifest`));
    },
  });
}

/** `source` piped into `check`, passing on the source's errors too (pipe does not). */
function through(source: Readable, check: Transform): Transform {
  source.once('error', (err) => check.destroy(err));
  return source.pipe(check);
}

/** The '\n'-ended lines of a stream (a stream error, such as a failed check, is thrown here). */
async function* linesOf(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const text = carry + decoder.write(chunk);
    const lines = text.split('\n');
    carry = lines.pop() ?? '';
    yield* lines;
  }
  carry += decoder.end();
  if (carry !== '') throw new ArchiveError('tampered', 'a table does not end with a line break');
}

/**
 * Opens `file`, checks the seal (with `secret`, see openManifest) and that the entries are exactly those
 * the manifest names; throws ArchiveError otherwise.
 */
export async function openArchive(file: string, secret: string | undefined): Promise<ArchiveReader> {
  const zip = await openZip(file, { lazyEntries: true, autoClose: false, strictFileNames: true }).catch(
    (err: unknown) => {
      throw new ArchiveError('unreadable', err instanceof Error ? err.message : String(err));
    },
  );
  try {
    const entries = await listEntries(zip);
    const stream = (entry: Entry) => promisify<Entry, Readable>(zip.openReadStream.bind(zip) as never)(entry);
    const entry = (name: string) => {
      const found = entries.get(name);
      if (!found) throw new ArchiveError('tampered', `${name} is missing`);
      return found;
    };
    const manifestBytes = await readAll(await stream(entry(MANIFEST_ENTRY)), MANIFEST_LIMIT);
    const sealBytes = await readAll(await stream(entry(SEAL_ENTRY)), 4096);
    const manifest = openManifest(manifestBytes, sealBytes, secret);
    const expected = new Set([
      MANIFEST_ENTRY,
      SEAL_ENTRY,
      ...manifest.tables.map((t) => tableEntry(t.name)),
      ...manifest.files.map((f) => fileEntry(f.name)),
    ]);
    if (expected.size !== entries.size || [...entries.keys()].some((name) => !expected.has(name)))
      throw new ArchiveError('tampered', 'the entries are not those the manifest names');
    return {
      manifest,
      async *tableLines(name) {
        const table = manifest.tables.find((t) => t.name === name);
        if (!table) throw new ArchiveError('tampered', `no table ${name}`);
        const bytes = through(await stream(entry(tableEntry(name))), checked(`table ${name}`, table.sha256));
        let rows = 0;
        for await (const line of linesOf(bytes)) {
          rows += 1;
          yield line;
        }
        if (rows !== table.rows) throw new ArchiveError('tampered', `table ${name} has ${rows} rows`);
      },
      async fileStream(name) {
        const stored = manifest.files.find((f) => f.name === name);
        if (!stored) throw new ArchiveError('tampered', `no file ${name}`);
        return through(
          await stream(entry(fileEntry(name))),
          checked(`file ${name}`, stored.sha256, stored.size),
        );
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
