// The statistics of SsoClientLoginLog, grouped by Jalali day, week or month through `jalali_days`
// (ARCHITECTURE "Jalali grouping in SQL"). Every query bounds `created_at` by the range's first and last
// Tehran instants, so it reads the time index (or the system-and-time one when a system is chosen).
import { sql, type SQL } from 'drizzle-orm';
import type { SsoStatistics, SsoStatisticsBucket } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { jalaliDays, ssoClientLoginLogs, ssoClients } from '../../db/schema/index.js';

export type StatisticsRange = { from: string; to: string; clientId?: number | undefined };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = (value: unknown) => Number(value ?? 0);

/** The log rows of the range (Tehran days `from` … `to`, both included) and system, as a WHERE clause. */
function within({ from, to, clientId }: StatisticsRange): SQL {
  const system = clientId === undefined ? sql`` : sql` and l.client_id = ${clientId}`;
  return sql`l.created_at >= (${from}::date::timestamp at time zone 'Asia/Tehran')
    and l.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Tehran')${system}`;
}

// The key of each bucket: the Jalali day, the Jalali year and week, or the Jalali year and month.
const BUCKET_KEY: Record<SsoStatisticsBucket, SQL> = {
  day: sql`lpad(j.jy::text, 4, '0') || '/' || lpad(j.jm::text, 2, '0') || '/' || lpad(j.jd::text, 2, '0')`,
  week: sql`lpad(j.jy::text, 4, '0') || '-' || lpad(j.jweek::text, 2, '0')`,
  month: sql`lpad(j.jy::text, 4, '0') || '/' || lpad(j.jm::text, 2, '0')`,
};

/** The statistics' queries, named so a test can EXPLAIN exactly what runs. */
export const statisticsSql = {
  series: (range: StatisticsRange, bucket: SsoStatisticsBucket) => sql`
    select ${BUCKET_KEY[bucket]} as key, min(j.day)::text as start, l.client_id as "clientId", count(*) as logins
    from ${ssoClientLoginLogs} l
    join ${jalaliDays} j on j.day = (l.created_at at time zone 'Asia/Tehran')::date
      -- The range's days only, so the calendar is read by its key rather than whole.
      and j.day between ${range.from}::date and ${range.to}::date
    where ${within(range)} and l.event = 'authorization'
    group by 1, l.client_id
    order by 2, 3`,
  totals: (range: StatisticsRange) => sql`
    select count(*) filter (where l.event = 'authorization') as logins,
      count(distinct l.user_id) filter (where l.event = 'authorization') as "uniqueUsers",
      count(*) filter (where l.event = 'refusal') as refusals
    from ${ssoClientLoginLogs} l
    where ${within(range)} and l.event in ('authorization', 'refusal')`,
  reasons: (range: StatisticsRange) => sql`
    select coalesce(l.reason, '') as reason, count(*) as count
    from ${ssoClientLoginLogs} l
    where ${within(range)} and l.event = 'refusal'
    group by 1 order by 2 desc, 1`,
  top: (range: StatisticsRange, limit: number) => sql`
    select t.client_id as "clientId", c.name, t.logins, t.users as "uniqueUsers"
    from (
      select l.client_id, count(*) as logins, count(distinct l.user_id) as users
      from ${ssoClientLoginLogs} l
      where ${within(range)} and l.event = 'authorization'
      group by l.client_id
      order by 2 desc, 1
      limit ${limit}
    ) t
    join ${ssoClients} c on c.id = t.client_id
    order by t.logins desc, t.client_id`,
};

/** Logins per system per bucket, oldest bucket first. */
export async function loginSeries(
  db: Db,
  range: StatisticsRange,
  bucket: SsoStatisticsBucket,
): Promise<SsoStatistics['series']> {
  const result: unknown = await db.execute(statisticsSql.series(range, bucket));
  return rowsOf<{ key: string; start: string; clientId: number; logins: string }>(result).map((r) => ({
    key: r.key,
    start: r.start,
    clientId: n(r.clientId),
    logins: n(r.logins),
  }));
}

/** Logins, distinct users among them, and refusals in the range. */
export async function statisticsTotals(db: Db, range: StatisticsRange): Promise<SsoStatistics['totals']> {
  const result: unknown = await db.execute(statisticsSql.totals(range));
  const [row] = rowsOf<Record<string, unknown>>(result);
  return { logins: n(row?.logins), uniqueUsers: n(row?.uniqueUsers), refusals: n(row?.refusals) };
}

/** Refusals per reason in the range, most first. */
export async function refusalsByReason(
  db: Db,
  range: StatisticsRange,
): Promise<SsoStatistics['refusalsByReason']> {
  const result: unknown = await db.execute(statisticsSql.reasons(range));
  return rowsOf<{ reason: string; count: string }>(result).map((r) => ({
    reason: r.reason,
    count: n(r.count),
  }));
}

/** The `limit` systems with the most logins in the range, with their distinct users and names. */
export async function topSystems(
  db: Db,
  range: StatisticsRange,
  limit: number,
): Promise<SsoStatistics['topSystems']> {
  const result: unknown = await db.execute(statisticsSql.top(range, limit));
  return rowsOf<{ clientId: number; name: string; logins: string; uniqueUsers: string }>(result).map((r) => ({
    clientId: n(r.clientId),
    name: r.name,
    logins: n(r.logins),
    uniqueUsers: n(r.uniqueUsers),
  }));
}

/** The names of systems by id (deleted ones too: their logs remain). */
export async function systemNames(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const result: unknown = await db.execute(sql`
    select c.id, c.name from ${ssoClients} c
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by c.id`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({ id: n(r.id), name: r.name }));
}
