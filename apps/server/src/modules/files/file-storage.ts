import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_WIDTHS, type ImageWidth } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { fileMessages } from '../../messages/index.js';

const MB = 1024 * 1024;
/** Storage keys and ids: 128 random bits as 32 lowercase hex digits. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** A new random id or storage key. */
export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

/** True for a string shaped like an id this service hands out (anything else is simply not found). */
export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Resolves once `stream` has released its file. */
function closed(stream: WriteStream): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * Where the bytes live: `DATA_DIR/files/{key}`, uploads in progress under `DATA_DIR/files/incoming/`,
 * smaller copies of images under `DATA_DIR/files/variants/` (image-variants.ts).
 */
export class FileStorage {
  readonly root: string;
  readonly incoming: string;
  readonly variants: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.incoming = path.join(this.root, 'incoming');
    this.variants = path.join(this.root, 'variants');
  }

  /** The stored file of a storage key (keys are generated here, never taken from a client). */
  pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  /**
   * Streams `source` into `incoming/{key}` while hashing and counting, so memory stays flat whatever the
   * size. Refuses (413, Persian; `overflow` words it when the limit is not the use's, e.g. a quota) once
   * more than `limit` bytes arrive, or when `truncated()` reports that the multipart parser cut the part
   * off at its limit; the partial file is deleted on every failure.
   */
  async receive(
    source: Readable,
    key: string,
    limit: number,
    truncated: () => boolean,
    overflow: () => AppError = () => new AppError('payload_too_large', fileMessages.tooLarge(limit / MB)),
  ): Promise<{ path: string; size: number; sha256: string }> {
    await mkdir(this.incoming, { recursive: true });
    const target = path.join(this.incoming, key);
    const hash = createHash('sha256');
    let size = 0;
    const tooLarge = overflow;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) return done(tooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const out = createWriteStream(target, { flags: 'wx' });
    try {
      await pipeline(source, meter, out);
      if (truncated()) throw tooLarge();
    } catch (err) {
      // Node 20's pipeline rejects before the file has closed, its open possibly still running on
      // another thread: removing it then could leave the file behind once the open completes.
      await closed(out);
      await rm(target, { force: true });
      if (err instanceof AppError) throw err;
      throw new AppError('bad_request', fileMessages.incomplete);
    }
    return { path: target, size, sha256: hash.digest('hex') };
  }

  /** Where the copy of a stored image `width` pixels wide is kept. */
  variantPathOf(key: string, width: ImageWidth): string {
    return path.join(this.variants, `${path.basename(this.pathOf(key))}.w${width}.webp`);
  }

  /** Deletes a stored file and every copy made of it; missing ones are fine. */
  async discard(key: string): Promise<void> {
    const copies = IMAGE_WIDTHS.map((width) => this.variantPathOf(key, width));
    await Promise.all([this.pathOf(key), ...copies].map((file) => rm(file, { force: true })));
  }

  /** Moves a received file from `incoming/` to its final place. */
  async keep(received: string, key: string): Promise<void> {
    await rename(received, this.pathOf(key));
  }

  /** Deletes a stored or received file; a missing one is fine. */
  async remove(file: string): Promise<void> {
    await rm(file, { force: true });
  }
}
