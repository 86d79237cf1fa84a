// A dashboard card's export (SPEC §2 /panel/bi/show): the same dashboard, filters and viewer scope as
// `dashboard/data`, for one card, answered as an Excel sheet.
import { type z } from 'zod';
import { dashboardCard, dashboardDataBody } from './dashboard.js';

/**
 * Body of `POST dashboard/card-excel`: the dashboard, the card and the filters' values as the show page
 * applies them (the shape `dashboard/data` takes, one card instead of a list).
 */
export const dashboardCardExportBody = dashboardDataBody
  .omit({ cardIds: true })
  .extend({ cardId: dashboardCard.shape.id });
export type DashboardCardExportBody = z.input<typeof dashboardCardExportBody>;
