// Where each kind of log lives, as one SQL projection every kind shares, in this order (the list names
// the columns: kind, id, at, outcome, user_id — who it is about —, actor_id — who did it —, code and
// subject for the summary, haystack — what free text searches), so the list is one UNION ALL by time.
import { sql, type SQL } from 'drizzle-orm';
import {
  AUTH_FAILED_RESULTS,
  AUTH_UNFINISHED_RESULTS,
  type AuthResult,
  type LogKind,
} from '@darvazeh/shared';

/** The Tehran days `from` … `to` (both included) over `column`, as a WHERE clause. */
export function withinDays(column: SQL, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date::timestamp at time zone 'Asia/Tehran')
    and ${column} < ((${to}::date + 1)::timestamp at time zone 'Asia/Tehran')`;
}

const listOf = (results: readonly AuthResult[]) =>
  sql.join(
    results.map((result) => sql`${result}`),
    sql`, `,
  );

/** One kind's rows in the shared projection, those of the Tehran days `from` … `to` only. */
type Source = (from: string, to: string) => SQL;

/** The log kinds that have rows, and where. */
export const LOG_SOURCES: Partial<Record<LogKind, Source>> = {
  authlog: (from, to) => sql`select 'authlog', l.id, l.created_at,
      case when l.result in (${listOf(AUTH_FAILED_RESULTS)}) then 'failure'
        when l.result in (${listOf(AUTH_UNFINISHED_RESULTS)}) then 'pending' else 'success' end,
      l.user_id, null::integer, l.result, l.username, concat_ws(' ', l.username, l.ip, l.result)
    from auth_logs l where ${withinDays(sql`l.created_at`, from, to)}`,
  securitystamplog: (from, to) => sql`select 'securitystamplog', l.id, l.created_at, 'success',
      l.user_id, l.actor_id, l.reason, null::text, l.reason
    from security_stamp_logs l where ${withinDays(sql`l.created_at`, from, to)}`,
  unitresponsibilitylog: (from, to) => sql`select 'unitresponsibilitylog', l.id, l.created_at, 'success',
      coalesce((l.after->>'userId')::integer, (l.before->>'userId')::integer), l.actor_id, l.action,
      null::text, concat_ws(' ', l.before::text, l.after::text)
    from change_logs l
    where l.resource = 'unitresponsibility' and ${withinDays(sql`l.created_at`, from, to)}`,
  functionlog: (from, to) => sql`select 'functionlog', l.id, l.created_at,
      case when l.ok then 'success' else 'failure' end,
      l.caller_id, l.caller_id, l.ok::text, f.fname, concat_ws(' ', f.fname, f.ename)
    from function_logs l left join functions f on f.id = l.function_id
    where ${withinDays(sql`l.created_at`, from, to)}`,
  eventonlog: (from, to) => sql`select 'eventonlog', l.id, l.created_at,
      case l.outcome when 'success' then 'success' when 'failed' then 'failure' else 'warning' end,
      l.user_id, null::integer, l.summary, e.fname, concat_ws(' ', e.fname, l.summary, l.occurrence)
    from event_on_logs l left join system_events e on e.id = l.event_id
    where ${withinDays(sql`l.created_at`, from, to)}`,
  // A web service call: about the calling system's applicant account; 2xx success, 5xx error, else refused.
  apilog: (from, to) => sql`select 'apilog', l.id, l.created_at,
      case when l.status between 200 and 299 then 'success' when l.status >= 500 then 'error'
        else 'failure' end,
      l.user_id, null::integer, l.status::text, s.service_fname,
      concat_ws(' ', s.service_fname, c.name, l.method, l.ip, l.tracking_code, l.code, l.status::text)
    from api_logs l left join services s on s.id = l.service_id left join sso_clients c on c.id = l.system_id
    where ${withinDays(sql`l.created_at`, from, to)}`,
  programlog: (from, to) => sql`select 'programlog', l.id, l.created_at,
      case when l.level >= 50 then 'error' else 'warning' end,
      l.user_id, l.user_id, l.level::text, l.message,
      concat_ws(' ', l.message, l.route, l.request_id, l.error_name, l.status::text)
    from program_logs l where ${withinDays(sql`l.created_at`, from, to)}`,
};

/** The tables the retention purge deletes from, each kind's rows only. */
export const LOG_TABLES: Partial<Record<LogKind, { table: SQL; only?: SQL }>> = {
  authlog: { table: sql`auth_logs` },
  securitystamplog: { table: sql`security_stamp_logs` },
  unitresponsibilitylog: { table: sql`change_logs`, only: sql`resource = 'unitresponsibility'` },
  functionlog: { table: sql`function_logs` },
  eventonlog: { table: sql`event_on_logs` },
  apilog: { table: sql`api_logs` },
  programlog: { table: sql`program_logs` },
};
