import { logsApi } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { bind, type BoundEndpoint } from '../../../plugins/endpoints.js';
import { ok } from '../../../plugins/envelope.js';
import { XLSX_MIME } from '../../../plugins/excel/sheet.js';
import { exportLogs, listLogs, logDetail, logUsers } from './logs.service.js';

/** The log screen's endpoints (Admins only, declared in shared api/logs.ts). */
export function logRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(logsApi.filter, async ({ body }) => ok(await listLogs(db, body))),
    bind(logsApi.detail, async ({ params }) => ok(await logDetail(db, params.kind, params.id))),
    bind(logsApi.users, async ({ query }) => ok(await logUsers(db, query.q))),
    bind(logsApi.export, async ({ body, reply }) =>
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="logs-${body.from}-${body.to}.xlsx"`)
        .send(exportLogs(db, body)),
    ),
  ];
}
