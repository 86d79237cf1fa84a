import type { SsoStatistics, SsoStatisticsBucket } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import {
  loginSeries,
  refusalsByReason,
  statisticsTotals,
  systemNames,
  topSystems,
  type StatisticsRange,
} from './sso-statistics.repository.js';

/** How many systems «پرکاربردترین سامانه‌ها» lists. */
const TOP_SYSTEMS = 10;

/** The sign-in statistics of `/panel/sso/statistics` (`GET ssomanagement/statistics`, Admins). */
export async function ssoStatisticsOf(
  db: Db,
  range: StatisticsRange,
  bucket: SsoStatisticsBucket,
): Promise<SsoStatistics> {
  const [totals, series, reasons, top] = await Promise.all([
    statisticsTotals(db, range),
    loginSeries(db, range, bucket),
    refusalsByReason(db, range),
    topSystems(db, range, TOP_SYSTEMS),
  ]);
  const systems = await systemNames(db, [...new Set(series.map((s) => s.clientId))]);
  return { totals, series, refusalsByReason: reasons, topSystems: top, systems };
}
