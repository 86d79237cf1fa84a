import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  IMPORT_MAX_BYTES,
  importReport,
  importResult,
  ROLE_ADMIN,
  UNIT_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
  type ImportColumn,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { requireRoles, userOf } from '../../../plugins/authorize.js';
import { ok } from '../../../plugins/envelope.js';
import { orgMessages } from '../organisation.messages.js';
import type { ImportOutcome } from './issues.js';
import { receiveXlsx, templateOf, XLSX_MIME } from './sheet.js';
import { importUnits } from './unit-import.service.js';
import { importUsers } from './user-import.service.js';

type Importer = (
  db: Db,
  actor: { userId: number; requestId: string },
  file: Buffer,
) => Promise<ImportOutcome>;

const KINDS: { name: string; sheet: string; columns: readonly ImportColumn[]; run: Importer }[] = [
  { name: 'user', sheet: 'کاربران', columns: USER_IMPORT_COLUMNS, run: importUsers },
  { name: 'unit', sheet: 'واحدها', columns: UNIT_IMPORT_COLUMNS, run: importUnits },
];

const adminOnly = requireRoles([ROLE_ADMIN]);

/**
 * Admins' Excel imports: `GET {user,unit}/import-template` and `POST {user,unit}/import` (multipart, one
 * .xlsx up to 20 MiB). Multipart parsing exists only inside this scope; every other route stays JSON-only.
 */
export function registerImportRoutes(parent: FastifyInstance, db: Db): void {
  void parent.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    for (const kind of KINDS) {
      app.get(`/${kind.name}/import-template`, { preValidation: adminOnly }, async (_request, reply) =>
        reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', `attachment; filename="${kind.name}-import-template.xlsx"`)
          .send(await templateOf(kind.columns, kind.sheet)),
      );

      app.post(
        `/${kind.name}/import`,
        {
          preValidation: adminOnly,
          schema: { response: { 200: envelope(importResult), 400: envelope(importReport.nullable()) } },
        },
        async (request, reply) => {
          const file = await receiveXlsx(request);
          const outcome = await kind.run(db, { userId: userOf(request).id, requestId: request.id }, file);
          if (!outcome.ok) {
            const message = orgMessages.importRefused(outcome.report.total);
            return reply.code(400).send({ success: false, message, data: outcome.report });
          }
          return ok({ imported: outcome.imported }, orgMessages.importDone(outcome.imported));
        },
      );
    }
  });
}
