import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INLINE_IMAGE_MIMES } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { messages } from '../../messages.js';
import type { FileRow } from './files.repository.js';

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

/**
 * Streams a stored file from disk: images inline, everything else as an attachment, always with nosniff.
 * Ids never change their bytes, so the ETag is the content hash; caches must revalidate (permission may
 * change) and only the browser may keep a copy.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  row: FileRow,
  filePath: string,
) {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw new AppError('not_found', messages.notFound);
  const etag = `"${row.sha256}"`;
  const inline = INLINE_IMAGE_MIMES.includes(row.mime);
  reply.headers({
    etag,
    'cache-control': 'private, no-cache',
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.headers({
    'content-type': row.mime.startsWith('text/') ? `${row.mime}; charset=utf-8` : row.mime,
    'content-length': info.size,
    'content-disposition': contentDisposition(row.name, inline),
  });
  return reply.send(createReadStream(filePath));
}
