import type { FastifyRequest } from 'fastify';
import { filesApi, UPLOAD_LIMITS, type UploadUse } from '@darvazeh/shared';
import { bind, type BoundEndpoint, type EndpointCall } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { sendStoredFile } from './file-response.js';
import type { FileRoute, FileService, IncomingFile } from './files.service.js';
import { commonMessages, fileMessages } from '../../messages/index.js';

/** The one file part of an upload request, cut off by the parser at the use's limit. */
async function incomingFile(request: FastifyRequest, use: UploadUse): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError('bad_request', fileMessages.noFile);
  // One byte over the limit lets the meter in FileStorage.receive see the overflow and stop at once;
  // the parser alone would keep reading (and discarding) the rest of the part before ending it.
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[use] + 1 } }).catch(() => {
    throw new AppError('bad_request', fileMessages.incomplete);
  });
  if (!part || part.fieldname !== 'file') throw new AppError('bad_request', fileMessages.noFile);
  return {
    stream: part.file,
    name: part.filename,
    mime: part.mimetype,
    truncated: () => part.file.truncated,
  };
}

/**
 * Uploads (`POST file/upload/{use}`, signed-in users) and downloads (`download/{id}`, `temp-image/{id}`,
 * `temp-file/{id}`, each `?w=` for a smaller copy of an image).
 */
export function fileRoutes(files: FileService): BoundEndpoint[] {
  /** A download through `route`: the file if the caller may read it there, else 404. */
  const serve =
    (route: FileRoute) =>
    async ({ params, query, user, request, reply }: EndpointCall<typeof filesApi.download>) => {
      const row = await files.findReadable(user, params.id, route);
      if (!row) throw new AppError('not_found', commonMessages.notFound);
      const variant = query.w === undefined ? undefined : await files.imageVariantOf(row, query.w);
      return sendStoredFile(request, reply, row, files.storedPath(row), variant);
    };
  return [
    bind(filesApi.upload, async ({ params, user, request, reply }) => {
      try {
        const incoming = await incomingFile(request, params.use);
        return ok(await files.store(user, params.use, incoming), fileMessages.uploaded);
      } catch (err) {
        // The rest of a refused body is not worth reading: answer, then close the connection.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw err;
      }
    }),
    bind(filesApi.download, serve('download')),
    bind(filesApi.tempImage, serve('temp-image')),
    bind(filesApi.tempFile, serve('temp-file')),
  ];
}
