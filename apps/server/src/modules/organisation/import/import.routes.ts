import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  importApi,
  UNIT_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
  type ImportColumn,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { bind, type BoundEndpoint } from '../../../plugins/endpoints.js';
import { answerImport, type ImportOutcome } from '../../../plugins/excel/issues.js';
import { receiveXlsx, templateOf, XLSX_MIME } from '../../../plugins/excel/sheet.js';
import { importUnits } from './unit-import.service.js';
import { importUsers } from './user-import.service.js';
import { labels } from '../../../messages/index.js';

type Importer = (
  db: Db,
  actor: { userId: number; requestId: string },
  file: Buffer,
) => Promise<ImportOutcome>;

async function sendTemplate(
  reply: FastifyReply,
  name: string,
  sheet: string,
  columns: readonly ImportColumn[],
) {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${name}-import-template.xlsx"`)
    .send(await templateOf(columns, sheet));
}

/**
 * Admins' Excel imports: `GET {user,unit}/import-template` and `POST {user,unit}/import` (multipart, one
 * .xlsx up to 20 MiB). Each writes every row in one transaction or answers the row-by-row report.
 */
export function importRoutes(db: Db): BoundEndpoint[] {
  const run = async (importer: Importer, user: Principal, request: FastifyRequest, reply: FastifyReply) =>
    answerImport(
      await importer(db, { userId: user.id, requestId: request.id }, await receiveXlsx(request)),
      reply,
    );
  return [
    bind(importApi.userTemplate, ({ reply }) =>
      sendTemplate(reply, 'user', labels.users, USER_IMPORT_COLUMNS),
    ),
    bind(importApi.userImport, ({ user, request, reply }) => run(importUsers, user, request, reply)),
    bind(importApi.unitTemplate, ({ reply }) =>
      sendTemplate(reply, 'unit', labels.units, UNIT_IMPORT_COLUMNS),
    ),
    bind(importApi.unitImport, ({ user, request, reply }) => run(importUnits, user, request, reply)),
  ];
}
