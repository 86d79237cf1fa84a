// How much one user may upload: a cap on the bytes of their uploads no record has taken yet, and a cap on
// how many uploads they start in a window. Both are computed from the files table, so every server
// process agrees and a restart forgets nothing.
import {
  formatThousands,
  isAdmin,
  UPLOAD_LIMITS,
  UPLOAD_RATE_WINDOW_MS,
  type Principal,
  type UploadUse,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { lockUploader, uploadUsage } from './files.repository.js';
import { fileMessages } from '../../messages/index.js';

const MB = 1024 * 1024;

/** The limits, from the configuration (UPLOAD_QUOTA_MB, UPLOAD_QUOTA_ADMIN_MB, UPLOAD_RATE_LIMIT). */
export type UploadPolicy = {
  /** Most bytes of live, unattached uploads per user. */
  quotaBytes: number;
  /** The same for Admins. */
  adminQuotaBytes: number;
  /** Most uploads one user may start in UPLOAD_RATE_WINDOW_MS. */
  ratePerWindow: number;
};

const quotaOf = (policy: UploadPolicy, principal: Principal) =>
  isAdmin(principal) ? policy.adminQuotaBytes : policy.quotaBytes;

/** A size in whole megabytes, or kilobytes below one megabyte, in Persian digits grouped in threes. */
function sizeText(bytes: number): string {
  return bytes >= MB
    ? fileMessages.megabytes(formatThousands(Math.floor(bytes / MB)))
    : fileMessages.kilobytes(formatThousands(Math.max(1, Math.floor(bytes / 1024))));
}

function quotaError(quota: number): AppError {
  return new AppError('payload_too_large', fileMessages.quotaExceeded(sizeText(quota)));
}

function rateError(policy: UploadPolicy): AppError {
  return new AppError(
    'too_many_requests',
    fileMessages.tooManyUploads(policy.ratePerWindow, UPLOAD_RATE_WINDOW_MS / 60_000),
  );
}

/** The byte limit of one upload and the error past it: the use's limit, or what is left of the quota. */
export type UploadAllowance = { limit: number; overflow: () => AppError };

/**
 * Checks, before any byte is read, that `principal` may start an upload: under the rate limit (429) and
 * with quota left (413). Answers how many bytes this upload may have; throws AppError otherwise.
 */
export async function uploadAllowance(
  db: Db,
  principal: Principal,
  use: UploadUse,
  policy: UploadPolicy,
): Promise<UploadAllowance> {
  const usage = await uploadUsage(db, principal.id, UPLOAD_RATE_WINDOW_MS);
  if (usage.recent >= policy.ratePerWindow) throw rateError(policy);
  const quota = quotaOf(policy, principal);
  const left = quota - usage.unattachedBytes;
  if (left <= 0) throw quotaError(quota);
  const useLimit = UPLOAD_LIMITS[use];
  return left < useLimit
    ? { limit: left, overflow: () => quotaError(quota) }
    : {
        limit: useLimit,
        overflow: () => new AppError('payload_too_large', fileMessages.tooLarge(useLimit / MB)),
      };
}

/**
 * Runs `record` (the insert of an upload of `size` bytes) after checking both limits again under a
 * per-user lock, in one transaction: two uploads of one user that passed the first check together are
 * counted one after the other, so neither limit is overrun.
 */
export async function withinUploadLimits(
  db: Db,
  principal: Principal,
  size: number,
  policy: UploadPolicy,
  record: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUploader(tx, principal.id);
    const usage = await uploadUsage(tx, principal.id, UPLOAD_RATE_WINDOW_MS);
    if (usage.recent >= policy.ratePerWindow) throw rateError(policy);
    const quota = quotaOf(policy, principal);
    if (usage.unattachedBytes + size > quota) throw quotaError(quota);
    await record(tx);
  });
}
