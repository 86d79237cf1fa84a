import { dashboardApi, statisticsApi } from '@darvazeh/shared';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule, ModuleContext } from '../app-module.js';
import { dashboardResource } from './dashboards.resources.js';
import { dashboardData } from './dashboards.service.js';
import { copyDashboard, statisticsSummary } from './builtin-reports.service.js';
import { cardSheet } from './dashboards-excel.service.js';
import { XLSX_MIME } from '../../plugins/excel/sheet.js';

/**
 * Dashboards (داشبورد, SPEC §2 /panel/bi): the `dashboard` resource (Admins write; an Employee reads the
 * dashboards shared with them) and `POST dashboard/data`, which runs a dashboard's cards for the viewer
 * within their scope, a failing card answering its own error; `POST dashboard/card-excel`, one card's
 * answer for the viewer as an Excel sheet; the built-in reports' copy action and the `statistics` resource
 * (builtin-reports.service.ts).
 */
export function dashboardsModule({ db }: ModuleContext): AppModule {
  return {
    name: 'dashboards',
    resources: [dashboardResource],
    endpoints: [
      bind(dashboardApi.data, async ({ body, user, request }) =>
        ok(
          await dashboardData(db, user, body, (err) =>
            request.log.error({ err }, 'a dashboard card failed unexpectedly'),
          ),
        ),
      ),
      bind(dashboardApi.copy, async ({ params, user, request }) =>
        ok(await copyDashboard(db, { actorId: user.id, requestId: request.id }, params.id)),
      ),
      bind(statisticsApi.summary, async ({ user }) => ok(await statisticsSummary(db, user))),
      bind(dashboardApi.cardExcel, async ({ body, user, request, reply }) => {
        const { stream } = await cardSheet(db, user, body, (err) =>
          request.log.error({ err }, 'a dashboard card failed unexpectedly'),
        );
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', `attachment; filename="dashboard-${body.id}-card.xlsx"`)
          .send(stream);
      }),
    ],
  };
}
