// A web service as its designer manages it (issue 26): which connected systems may call it (through their
// units' unitwebserviceaccess rows) and how its calls went in the API log.
import { z } from 'zod';

/** The periods, in days, the designer's figures may cover; the first is not the default. */
export const WS_FIGURE_DAYS = [7, 30, 90] as const;
export type WsFigureDays = (typeof WS_FIGURE_DAYS)[number];
/** The period the figures cover unless another is asked for. */
export const WS_FIGURE_DEFAULT_DAYS: WsFigureDays = 30;

const id = z.number().int();

/**
 * `GET service/{id}/web-service-callers`: the units allowed to call the service (each with its connected
 * systems' names), and every live connected system an Admin may allow (its unit, null when it has none:
 * such a system can call no web service).
 */
export const webServiceCallers = z.object({
  allowed: z.array(
    z.object({
      /** The unitwebserviceaccess row (what revoking removes). */
      id,
      unitId: id,
      unitName: z.string(),
      systems: z.array(z.string()),
    }),
  ),
  systems: z.array(
    z.object({ id, name: z.string(), unitId: id.nullable(), unitName: z.string().nullable() }),
  ),
});
export type WebServiceCallers = z.infer<typeof webServiceCallers>;

/** Query of `GET service/{id}/web-service-figures`: the period, in days. */
export const webServiceFiguresQuery = z.strictObject({
  days: z.coerce
    .number()
    .pipe(z.literal(WS_FIGURE_DAYS, { error: 'بازه را از فهرست برگزینید.' }))
    .default(WS_FIGURE_DEFAULT_DAYS),
});

/** The service's calls in the period: how many, how many refused or failed (4xx, 5xx), and their p95. */
export const webServiceFigures = z.object({
  days: z.number().int(),
  calls: z.number().int(),
  errors: z.number().int(),
  /** The 95th percentile of the answered calls' durations, in milliseconds; null with no answered call. */
  p95Ms: z.number().nullable(),
});
export type WebServiceFigures = z.infer<typeof webServiceFigures>;
