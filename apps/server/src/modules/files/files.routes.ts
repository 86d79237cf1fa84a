import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  fileQuery,
  UPLOAD_LIMITS,
  uploadedFile,
  uploadUseParams,
  type UploadUse,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { messages } from '../../messages.js';
import { scheduleFileCleanup } from './file-cleanup.js';
import { sendStoredFile } from './file-response.js';
import { fileMessages } from './files.messages.js';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from './upload-policy.js';
import {
  findReadableFile,
  imageVariantOf,
  storedPath,
  storeUpload,
  useFileStorage,
  type FileRoute,
  type IncomingFile,
} from './files.service.js';

const FILE_ROUTES: readonly FileRoute[] = ['download', 'temp-image', 'temp-file'];
const idParams = z.object({ id: z.string().max(200) });

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
 * Uploads (`POST file/upload/{use}`, signed-in users, within `uploads`' quota and rate) and downloads (`download/{id}`, `temp-image/{id}`,
 * `temp-file/{id}`), plus the periodic clean-up. Multipart parsing lives in this plugin's own scope.
 */
export async function registerFileRoutes(
  parent: FastifyInstance,
  options: { db: Db; dataDir: string; uploads?: UploadPolicy },
): Promise<void> {
  const { db, uploads = DEFAULT_UPLOAD_POLICY } = options;
  const storage = useFileStorage(options.dataDir);
  await parent.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 2, parts: 3, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/file/upload/:use',
      {
        preValidation: requireRoles(['*']),
        schema: { params: uploadUseParams, response: { 200: envelope(uploadedFile) } },
      },
      async (request, reply) => {
        const principal = userOf(request);
        try {
          const incoming = await incomingFile(request, request.params.use);
          const stored = await storeUpload(db, principal, request.params.use, incoming, uploads);
          return ok(stored, fileMessages.uploaded);
        } catch (err) {
          // The rest of a refused body is not worth reading: answer, then close the connection.
          if (!request.raw.readableEnded) reply.header('connection', 'close');
          throw err;
        }
      },
    );

    for (const route of FILE_ROUTES) {
      app.get(
        `/${route}/:id`,
        { schema: { params: idParams, querystring: fileQuery } },
        async (request, reply) => {
          const row = await findReadableFile(db, request.principal, request.params.id, route);
          if (!row) throw new AppError('not_found', messages.notFound);
          const { w } = request.query;
          const variant = w === undefined ? undefined : await imageVariantOf(row, w);
          return sendStoredFile(request, reply, row, storedPath(row), variant);
        },
      );
    }

    scheduleFileCleanup(scope, db, storage);
  });
}
