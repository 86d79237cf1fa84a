import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INLINE_IMAGE_MIMES } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { VARIANT_MIME } from './image-variants.js';
import type { FileRow } from './files.repository.js';
import { commonMessages } from '../../messages/index.js';

// A served file is a document, never a page of the portal: nothing in it may run or load anything.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** RFC 5987 `ext-value` encoding: percent-encoded UTF-8, also for the characters encodeURIComponent keeps. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` with an ASCII fallback name for old clients and the real (Persian) name as
 * `filename*=UTF-8''…` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** A smaller WebP copy of an image (image-variants.ts) sent in place of the original. */
export type SentVariant = { path: string; width: number };

/**
 * Streams a stored file from disk: images inline, everything else as an attachment, always with nosniff.
 * Ids never change their bytes, so the ETag is the content hash (and the width, for a smaller copy);
 * caches must revalidate (permission may change) and only the browser may keep a copy.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  row: FileRow,
  filePath: string,
  variant?: SentVariant,
) {
  const file = variant?.path ?? filePath;
  const mime = variant ? VARIANT_MIME : row.mime;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('not_found', commonMessages.notFound);
  const etag = variant ? `"${row.sha256}-w${variant.width}"` : `"${row.sha256}"`;
  const inline = INLINE_IMAGE_MIMES.includes(mime);
  reply.headers({
    etag,
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const name = variant ? `${row.name.replace(/\.[^.]*$/, '')}.webp` : row.name;
  reply.headers({
    'content-type': mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime,
    'content-length': info.size,
    'content-disposition': contentDisposition(name, inline),
  });
  return reply.send(createReadStream(file));
}
