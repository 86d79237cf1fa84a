import { createReadStream, type ReadStream } from 'node:fs';
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
import { AppError } from '../../plugins/errors.js';
import { checkFileType, safeFileName } from './file-type-check.js';
import type { SentVariant } from './file-response.js';
import { FileStorage, isFileKey, newFileKey } from './file-storage.js';
import { imageVariant, RESIZABLE_MIMES } from './image-variants.js';
import { fileMessages } from './files.messages.js';
import {
  DEFAULT_UPLOAD_POLICY,
  uploadAllowance,
  withinUploadLimits,
  type UploadPolicy,
} from './upload-policy.js';
import {
  findLiveFile,
  insertFile,
  lockLiveFiles,
  setOwner,
  softDeleteOwned,
  type FileOwner,
  type FileRow,
} from './files.repository.js';

export type { FileOwner, FileRow } from './files.repository.js';

/** Decides whether `principal` (null: anonymous) may download a file attached to record `ownerId`. */
export type FileAccessCheck = (db: Db, principal: Principal | null, ownerId: number) => Promise<boolean>;

// Download permission per owner resource. A plain module-level map: modules register at start-up, and a
// later registration of the same resource (a second app built in one test process) replaces the first.
const fileAccess = new Map<string, FileAccessCheck>();

// The storage of the running app, set by registerFileRoutes (one DATA_DIR per process).
let currentStorage: FileStorage | null = null;

/**
 * Lets `download/{id}` serve files attached to `resource` to whoever `canRead` accepts. Admins may always
 * download; a resource that never registers is Admin-only. Call it when the owning module registers.
 */
export function registerFileAccess(resource: string, canRead: FileAccessCheck): void {
  fileAccess.set(resource, canRead);
}

/** Points the service at `DATA_DIR/files`; called once by registerFileRoutes. */
export function useFileStorage(dataDir: string): FileStorage {
  currentStorage = new FileStorage(dataDir);
  return currentStorage;
}

function storage(): FileStorage {
  if (!currentStorage) throw new Error('file storage used before registerFileRoutes');
  return currentStorage;
}

const notFound = () => new AppError('bad_request', fileMessages.notFound);

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
 * Soft-deletes the files attached to `owner` that are not in `keepIds` (a replaced image, a removed
 * attachment); the clean-up job later removes them from disk and table. Call it in the save transaction.
 */
export async function releaseFiles(tx: Db, owner: FileOwner, keepIds: readonly string[]): Promise<void> {
  await softDeleteOwned(tx, owner, keepIds);
}

/** How a file is asked for: `download/{id}` (attached) or `temp-image/{id}`, `temp-file/{id}` (unattached). */
export type FileRoute = 'download' | 'temp-image' | 'temp-file';

function mayReadTemporary(row: FileRow, principal: Principal | null): boolean {
  return principal !== null && (row.uploaderId === principal.id || isAdmin(principal));
}

async function mayReadAttached(db: Db, row: FileRow, principal: Principal | null): Promise<boolean> {
  if (isAdmin(principal)) return true;
  const check = row.ownerResource === null ? undefined : fileAccess.get(row.ownerResource);
  return check !== undefined && row.ownerId !== null && (await check(db, principal, row.ownerId));
}

/** The file `principal` may read through `route`, or null (unknown and forbidden look the same). */
export async function findReadableFile(
  db: Db,
  principal: Principal | null,
  id: string,
  route: FileRoute,
): Promise<FileRow | null> {
  if (!isFileKey(id)) return null;
  const row = await findLiveFile(db, id);
  if (!row) return null;
  if (route === 'download')
    return row.ownerResource !== null && (await mayReadAttached(db, row, principal)) ? row : null;
  if (row.ownerResource !== null || !mayReadTemporary(row, principal)) return null;
  return route === 'temp-image' && !INLINE_IMAGE_MIMES.includes(row.mime) ? null : row;
}

/** The path on disk of a stored file. */
export function storedPath(row: FileRow): string {
  return storage().pathOf(row.storageKey);
}

/**
 * The smaller WebP copy of a stored image at `width` (made now if needed), or undefined when the file is
 * not an image a copy is made of (a GIF, a document) or cannot be decoded: then the original is sent.
 */
export async function imageVariantOf(row: FileRow, width: ImageWidth): Promise<SentVariant | undefined> {
  if (!RESIZABLE_MIMES.includes(row.mime)) return undefined;
  try {
    const file = await imageVariant(storedPath(row), storage().variantPathOf(row.storageKey, width), width);
    return { path: file, width };
  } catch {
    return undefined;
  }
}

/** An upload as it arrives: the part's stream, the client's name and Content-Type (hints only). */
export type IncomingFile = { stream: Readable; name: string; mime: string; truncated: () => boolean };

/**
 * Receives one upload under `use`: within `principal`'s upload limits (429 past the rate, 413 past the
 * quota, both checked before any byte is read and again when it is recorded), stored, checked by its
 * content, and recorded as unattached.
 */
export async function storeUpload(
  db: Db,
  principal: Principal,
  use: UploadUse,
  incoming: IncomingFile,
  policy: UploadPolicy = DEFAULT_UPLOAD_POLICY,
): Promise<UploadedFile> {
  const files = storage();
  const key = newFileKey();
  const allowance = await uploadAllowance(db, principal, use, policy);
  const received = await files.receive(
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
    await files.keep(received.path, key);
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
      await files.remove(files.pathOf(key));
      throw err;
    }
    return file;
  } finally {
    await files.remove(received.path);
  }
}

/** An uploaded file opened for reading by another module (the Excel import). */
export type OpenedFile = UploadedFile & { use: string; path: string; stream(): ReadStream };

/**
 * Opens an unattached upload of `principal` (Admins: anyone's) for reading, e.g. the `excel` file an
 * import was asked to read. With `use`, the file must have been uploaded under it. Throws a 400 with a
 * Persian message otherwise.
 */
export async function openUploadedFile(
  db: Db,
  id: string,
  principal: Principal,
  use?: UploadUse,
): Promise<OpenedFile> {
  const row = isFileKey(id) ? await findLiveFile(db, id) : undefined;
  if (!row || row.ownerResource !== null || !mayReadTemporary(row, principal)) throw notFound();
  if (use !== undefined && row.use !== use) throw new AppError('bad_request', fileMessages.wrongUse);
  const path = storedPath(row);
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    use: row.use,
    path,
    stream: () => createReadStream(path),
  };
}
