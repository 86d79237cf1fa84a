import type { Readable } from 'node:stream';
import {
  INLINE_IMAGE_MIMES,
  isAdmin,
  type ImageWidth,
  type Principal,
  type UploadedFile,
  type UploadUse,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import type { FileAccessCheck } from '../app-module.js';
import { AppError } from '../../plugins/errors.js';
import { checkFileType, safeFileName } from './file-type-check.js';
import type { SentVariant } from './file-response.js';
import { isFileKey, newFileKey, type FileStorage } from './file-storage.js';
import { imageVariant, RESIZABLE_MIMES } from './image-variants.js';
import { uploadAllowance, withinUploadLimits, type UploadPolicy } from './upload-policy.js';
import {
  claimReleasedFiles,
  DRAFT_FILES,
  findLiveFile,
  insertFile,
  lockLiveFiles,
  moveOwned,
  setOwner,
  softDeleteFilesOf,
  softDeleteOwned,
  type FileOwner,
  type FileRow,
} from './files.repository.js';
import { fileMessages } from '../../messages/index.js';

export { DRAFT_FILES, type FileOwner, type FileRow } from './files.repository.js';

const notFound = () => new AppError('bad_request', fileMessages.notFound);
// Owners (or files) per statement when a purge takes many at once (a collection's records).
const OWNER_BATCH = 500;

/**
 * Attaches uploads to the record that uses them, inside the record's save transaction. Every id must be
 * a live file that is either unattached and uploaded by `principal` (Admins: any unattached file) or
 * already attached to this same owner; with `use`, it must have been uploaded under that use. Otherwise
 * throws a 400 with a Persian message and attaches nothing.
 */
export async function attachFiles(
  tx: Db,
  principal: Principal,
  fileIds: readonly string[],
  owner: FileOwner,
  use?: string,
): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  if (!ids.every(isFileKey)) throw notFound();
  const rows = await lockLiveFiles(tx, ids);
  if (rows.length !== ids.length) throw notFound();
  const admin = isAdmin(principal);
  const unattached: string[] = [];
  for (const row of rows) {
    if (row.ownerResource === null) {
      if (row.uploaderId !== principal.id && !admin) throw notFound();
      unattached.push(row.id);
    } else if (row.ownerResource !== owner.resource || row.ownerId !== owner.id) {
      throw notFound();
    }
    if (use !== undefined && row.use !== use) throw new AppError('bad_request', fileMessages.wrongUse);
  }
  await setOwner(tx, unattached, owner);
}

/**
 * Gives `to` the files among `fileIds` that `from` holds (a draft's files to the request it became), in
 * the save transaction; the others are left as they are, for attachFiles to judge.
 */
export async function moveFiles(
  tx: Db,
  from: FileOwner,
  to: FileOwner,
  fileIds: readonly string[],
): Promise<void> {
  await moveOwned(tx, from, to, fileIds.filter(isFileKey));
}

/**
 * Soft-deletes the files attached to `owner` that are not in `keepIds` (a replaced image, a removed
 * attachment); the clean-up job later removes them from disk and table. Call it in the save transaction.
 */
export async function releaseFiles(tx: Db, owner: FileOwner, keepIds: readonly string[]): Promise<void> {
  await softDeleteOwned(tx, owner, keepIds);
}

/**
 * Soft-deletes every file of the owners (a purged row and what was deleted with it) in the purge's
 * transaction and answers their ids, for the file service's `discardReleased` once it commits.
 */
export async function releaseFilesOf(
  tx: Db,
  owners: readonly { resource: string; ids: readonly number[] }[],
): Promise<string[]> {
  const released: string[] = [];
  for (const owner of owners)
    for (let i = 0; i < owner.ids.length; i += OWNER_BATCH)
      released.push(...(await softDeleteFilesOf(tx, owner.resource, owner.ids.slice(i, i + OWNER_BATCH))));
  return released;
}

/**
 * How a file is asked for: `download/{id}` (attached) or `temp-image/{id}`, `temp-file/{id}` (a pending
 * upload: unattached, or held by a draft — a form still open after «ذخیره موقت» links it that way).
 */
export type FileRoute = 'download' | 'temp-image' | 'temp-file';

const isPending = (row: FileRow) => row.ownerResource === null || row.ownerResource === DRAFT_FILES;

function mayReadTemporary(row: FileRow, principal: Principal | null): boolean {
  return principal !== null && (row.uploaderId === principal.id || isAdmin(principal));
}

/** An upload as it arrives: the part's stream, the client's name and Content-Type (hints only). */
export type IncomingFile = { stream: Readable; name: string; mime: string; truncated: () => boolean };

/** The file service of one app: its storage under `DATA_DIR/files` and the download rules of every module. */
export type FileService = ReturnType<typeof createFileService>;

/**
 * Makes the app's file service. `access` holds, by owner resource, who may download a file attached to a
 * row (each module's `fileAccess`); Admins always may, and files of a resource with no rule are Admin-only.
 * `policy` is every user's upload quota and rate.
 */
export function createFileService(
  db: Db,
  storage: FileStorage,
  access: Readonly<Record<string, FileAccessCheck>>,
  policy: UploadPolicy,
) {
  async function mayReadAttached(row: FileRow, principal: Principal | null): Promise<boolean> {
    if (isAdmin(principal)) return true;
    const check = row.ownerResource === null ? undefined : access[row.ownerResource];
    return check !== undefined && row.ownerId !== null && (await check(db, principal, row.ownerId));
  }

  /** The path on disk of a stored file. */
  const storedPath = (row: FileRow): string => storage.pathOf(row.storageKey);

  return {
    storage,
    storedPath,

    /**
     * Removes the released files among `ids` from the table and their bytes from disk, now rather than at
     * the next clean-up (a purge); one a clean-up run holds is left to it. A crash between the two leaves
     * only bytes without a row, never a row without its bytes.
     */
    async discardReleased(ids: readonly string[]): Promise<void> {
      for (let i = 0; i < ids.length; i += OWNER_BATCH) {
        const keys = await claimReleasedFiles(db, ids.slice(i, i + OWNER_BATCH));
        await Promise.all(keys.map((key) => storage.discard(key)));
      }
    },

    /** The file `principal` may read through `route`, or null (unknown and forbidden look the same). */
    async findReadable(principal: Principal | null, id: string, route: FileRoute): Promise<FileRow | null> {
      if (!isFileKey(id)) return null;
      const row = await findLiveFile(db, id);
      if (!row) return null;
      if (route === 'download')
        return row.ownerResource !== null && (await mayReadAttached(row, principal)) ? row : null;
      if (!isPending(row) || !mayReadTemporary(row, principal)) return null;
      return route === 'temp-image' && !INLINE_IMAGE_MIMES.includes(row.mime) ? null : row;
    },

    /**
     * The smaller WebP copy of a stored image at `width` (made now if needed), or undefined when the file
     * is not an image a copy is made of (a GIF, a document) or cannot be decoded: then the original is sent.
     */
    async imageVariantOf(row: FileRow, width: ImageWidth): Promise<SentVariant | undefined> {
      if (!RESIZABLE_MIMES.includes(row.mime)) return undefined;
      try {
        const file = await imageVariant(storedPath(row), storage.variantPathOf(row.storageKey, width), width);
        return { path: file, width };
      } catch {
        return undefined;
      }
    },

    /**
     * Receives one upload under `use`: within `principal`'s upload limits (429 past the rate, 413 past the
     * quota, both checked before any byte is read and again when it is recorded), stored, checked by its
     * content, and recorded as unattached.
     */
    async store(principal: Principal, use: UploadUse, incoming: IncomingFile): Promise<UploadedFile> {
      const key = newFileKey();
      const allowance = await uploadAllowance(db, principal, use, policy);
      const received = await storage.receive(
        incoming.stream,
        key,
        allowance.limit,
        incoming.truncated,
        allowance.overflow,
      );
      try {
        if (received.size === 0) throw new AppError('bad_request', fileMessages.emptyFile);
        const type = await checkFileType(received.path, use, incoming);
        const file = {
          id: newFileKey(),
          name: safeFileName(incoming.name, type),
          size: received.size,
          mime: type.mime,
        };
        await storage.keep(received.path, key);
        try {
          await withinUploadLimits(db, principal, received.size, policy, (tx) =>
            insertFile(tx, {
              ...file,
              use,
              sha256: received.sha256,
              storageKey: key,
              uploaderId: principal.id,
            }),
          );
        } catch (err) {
          await storage.remove(storage.pathOf(key));
          throw err;
        }
        return file;
      } finally {
        await storage.remove(received.path);
      }
    },
  };
}
