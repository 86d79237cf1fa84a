// The archive's manifest and its seal. The manifest names every table (rows, SHA-256 of its JSON lines),
// every sequence and every file (size, SHA-256); the seal is a digest of the manifest's exact bytes, so
// checking the seal and then each entry against the manifest checks the whole archive.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a restore or a check found wrong with an archive; the caller words it for people. */
export type ArchiveProblem =
  'unreadable' | 'tampered' | 'needs_secret' | 'unsealed' | 'newer_portal' | 'unknown_migration';

/** An archive that cannot be restored, and why (`detail` is for the log, never shown). */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  constructor(
    readonly problem: ArchiveProblem,
    readonly detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

// One path segment of safe characters: a name from the archive never climbs out of its folder.
const safeName = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/)
  .refine((name) => name !== '..');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

const manifestSchema = z.object({
  format: z.literal('darvazeh-backup'),
  formatVersion: z.literal(1),
  portalVersion: z.string().max(100),
  /** The drizzle journal tag of the last migration the database had (`0039_backups`). */
  migration: safeName,
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime({ offset: true }),
  tables: z.array(z.object({ name: safeName, rows: count, sha256 })),
  sequences: z.array(
    z.object({ name: safeName, value: z.string().regex(/^-?\d{1,20}$/), isCalled: z.boolean() }),
  ),
  files: z.array(z.object({ name: safeName, size: count, sha256 })),
  /** Files the database names that were not on disk when the backup was taken. */
  missingFiles: z.array(safeName),
});

/** The manifest of an archive (manifest.json). */
export type Manifest = z.infer<typeof manifestSchema>;

/** The seal of manifest.json (manifest.sig): an HMAC with BACKUP_SECRET, or a bare SHA-256 without one. */
type Seal = { algorithm: 'hmac-sha256' | 'sha256'; digest: string };

const sealSchema = z.object({ algorithm: z.enum(['hmac-sha256', 'sha256']), digest: sha256 });

function digestOf(bytes: Buffer, algorithm: Seal['algorithm'], secret: string | undefined): string {
  if (algorithm === 'sha256') return createHash('sha256').update(bytes).digest('hex');
  return createHmac('sha256', secret ?? '')
    .update(bytes)
    .digest('hex');
}

/** Seals manifest bytes: with the secret when there is one. */
export function sealManifest(bytes: Buffer, secret: string | undefined): Buffer {
  const algorithm = secret ? 'hmac-sha256' : 'sha256';
  const seal: Seal = { algorithm, digest: digestOf(bytes, algorithm, secret) };
  return Buffer.from(JSON.stringify(seal));
}

/**
 * Checks the seal and parses the manifest; throws ArchiveError. With a secret configured only an HMAC
 * seal made with it passes: an archive whose seal was swapped for a bare digest is refused, or removing
 * the HMAC would be all an attacker had to do.
 */
export function openManifest(bytes: Buffer, sealBytes: Buffer, secret: string | undefined): Manifest {
  const seal = sealSchema.safeParse(parseJson(sealBytes));
  if (!seal.success) throw new ArchiveError('tampered', 'manifest.sig is not a seal');
  const { algorithm, digest } = seal.data;
  if (algorithm === 'hmac-sha256' && !secret)
    throw new ArchiveError('needs_secret', 'sealed with BACKUP_SECRET, which is not set');
  if (algorithm === 'sha256' && secret)
    throw new ArchiveError('unsealed', 'BACKUP_SECRET is set but the archive has no HMAC');
  const expected = Buffer.from(digestOf(bytes, algorithm, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(digest, 'hex')))
    throw new ArchiveError('tampered', 'manifest.json does not match its seal');
  const manifest = manifestSchema.safeParse(parseJson(bytes));
  if (!manifest.success) throw new ArchiveError('unreadable', `manifest.json: ${manifest.error.message}`);
  return manifest.data;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The archive entry of a table's rows. */
export const tableEntry = (name: string) => `tables/${name}.jsonl`;
/** The archive entry of a stored file. */
export const fileEntry = (name: string) => `files/${name}`;
export const MANIFEST_ENTRY = 'manifest.json';
export const SEAL_ENTRY = 'manifest.sig';
