import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStorage, newFileKey } from './file-storage.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-storage-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('FileStorage.receive', () => {
  it('leaves no partial file behind when the first chunk is already over the limit', async () => {
    const storage = new FileStorage(dataDir);
    // The refusal can come while the target file is still opening on another libuv thread (Node 20's
    // pipeline rejects before the file closes); the file must be gone once receive() has answered.
    for (let i = 0; i < 50; i += 1) {
      const source = Readable.from([Buffer.alloc(4000, 'a')]);
      await expect(storage.receive(source, newFileKey(), 1000, () => false)).rejects.toMatchObject({
        code: 'payload_too_large',
      });
    }
    expect(await readdir(storage.incoming)).toEqual([]);
  });
});
