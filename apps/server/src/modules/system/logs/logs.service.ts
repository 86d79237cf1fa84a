// The one log screen (SPEC §2 logs-list): the list over every kind, a row's details, the Excel export,
// and the daily retention purge. docs/ARCHITECTURE.md "The log screen".
import type { Readable } from 'node:stream';
import {
  formatJalaliDateTime,
  LOG_KIND_LABELS,
  LOG_KINDS,
  LOG_LIST_MAX_ROWS,
  LOG_OUTCOME_LABELS,
  logRetentionSetting,
  type LogDetail,
  type LogEntry,
  type LogKind,
  type LogListResponse,
  type LogRetention,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../plugins/errors.js';
import { generalSettingData } from '../../settings/settings.service.js';
import { writeSheet } from '../../../plugins/excel/sheet-writer.js';
import { labels, logMessages as text } from '../../../messages/index.js';
import { fieldsOf, summaryOf } from './log-details.js';
import {
  countLogRows,
  findLogUsers,
  listLogRows,
  logRecord,
  purgeLogs,
  unitAndRoleNames,
  userNames,
  type LogFilters,
  type LogRow,
} from './logs.repository.js';

const entryOf = (row: LogRow): LogEntry => ({
  kind: row.kind,
  id: row.id,
  at: row.at,
  outcome: row.outcome,
  userId: row.userId,
  userName: row.userName,
  summary: summaryOf(row),
});

/** The users the log screen's picker offers for `q` (a name or username fragment). */
export async function logUsers(db: Db, q: string) {
  return findLogUsers(db, q);
}

/** One page of the rows matching `filters`, newest first; beyond LOG_LIST_MAX_ROWS rows is `capped`. */
export async function listLogs(
  db: Db,
  filters: LogFilters & { page: number; count: number },
): Promise<LogListResponse> {
  const total = await countLogRows(db, filters);
  const reachable = Math.min(total, LOG_LIST_MAX_ROWS);
  const pages = Math.max(1, Math.ceil(reachable / filters.count));
  const offset = (filters.page - 1) * filters.count;
  const rows = offset < reachable ? await listLogRows(db, filters, offset, filters.count) : [];
  return {
    list: rows.map(entryOf),
    pages,
    currentPage: filters.page,
    capped: total > LOG_LIST_MAX_ROWS,
  };
}

/** The row `id` of kind `kind` with its details; 404 when there is none. */
export async function logDetail(db: Db, kind: LogKind, id: number): Promise<LogDetail> {
  const raw = await logRecord(db, kind, id);
  if (!raw) throw new AppError('not_found', text.notFound);
  const [row] = await listLogRows(db, { kind, from: '1900-01-01', to: '2999-12-31', rowId: id }, 0, 1);
  if (!row) throw new AppError('not_found', text.notFound);
  // A responsibility's states name its user, unit and role by id: the details show their names.
  const states = [raw.before, raw.after].filter((v): v is Record<string, unknown> => !!v);
  const idsOf = (key: string) =>
    states
      .map((state) => state[key])
      .filter((v) => v != null)
      .map(Number);
  const users = await userNames(
    db,
    [raw.actor_id, raw.user_id, raw.caller_id, ...idsOf('userId')].filter((v) => v != null).map(Number),
  );
  const places = await unitAndRoleNames(db, { units: idsOf('unitId'), roles: idsOf('unitRoleId') });
  return { ...entryOf(row), fields: fieldsOf(kind, raw, { users, ...places }, row.subject) };
}

const EXPORT_COLUMNS = [
  { key: 'kind', header: text.kind },
  { key: 'at', header: labels.time },
  { key: 'outcome', header: labels.result },
  { key: 'user', header: labels.user },
  { key: 'summary', header: text.summary },
];

/** Every row matching `filters` (at most LOG_LIST_MAX_ROWS, newest first) as an .xlsx with Persian headers. */
export function exportLogs(db: Db, filters: LogFilters): Readable {
  const PAGE = 1_000;
  async function* pages() {
    for (let offset = 0; offset < LOG_LIST_MAX_ROWS; offset += PAGE) {
      const rows = await listLogRows(db, filters, offset, PAGE);
      yield rows.map((row) => ({
        kind: LOG_KIND_LABELS[row.kind],
        at: formatJalaliDateTime(row.at),
        outcome: LOG_OUTCOME_LABELS[row.outcome],
        user: row.userName ?? '',
        summary: summaryOf(row),
      }));
      if (rows.length < PAGE) return;
    }
  }
  return writeSheet(EXPORT_COLUMNS, text.sheet, pages());
}

/** The retention days of each kind (the general setting `logRetention`, defaults where unset). */
export async function readLogRetention(db: Db): Promise<LogRetention> {
  const stored = await generalSettingData(db, 'logRetention');
  let data: unknown = {};
  try {
    data = stored ? JSON.parse(stored) : {};
  } catch {
    data = {};
  }
  const parsed = logRetentionSetting.safeParse(data);
  return parsed.success ? parsed.data : logRetentionSetting.parse({});
}

/** Deletes every kind's rows past its retention; answers how many per kind. */
export async function purgeExpiredLogs(db: Db): Promise<Partial<Record<LogKind, number>>> {
  const retention = await readLogRetention(db);
  const removed: Partial<Record<LogKind, number>> = {};
  for (const kind of LOG_KINDS) {
    const days = retention[kind];
    if (days !== null) removed[kind] = await purgeLogs(db, kind, days);
  }
  return removed;
}
