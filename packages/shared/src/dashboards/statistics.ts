// The `statistics` resource (SPEC §3 resource names): the headline figures of the built-in reports
// dashboard, for Admins. Averages are null when nothing was counted.
import { z } from 'zod';

export const statisticsSummary = z.object({
  /** Every request, and those still running. */
  requests: z.number().int(),
  running: z.number().int(),
  /** Requests that ended, and their handling time in working days (the working-day calendar). */
  ended: z.number().int(),
  averageHandlingDays: z.number().nullable(),
  p90HandlingDays: z.number().nullable(),
  /** Provider tasks still waiting past their due day. */
  overdueTasks: z.number().int(),
  /** Survey answers and their mean score (1–5). */
  surveys: z.number().int(),
  averageSurveyScore: z.number().nullable(),
  /** Successful sign-ins since the start of today (Tehran). */
  signInsToday: z.number().int(),
  /** The built-in reports dashboard, while it is live under its title; else null. */
  dashboardId: z.number().int().nullable(),
});
export type StatisticsSummary = z.infer<typeof statisticsSummary>;
