// One dashboard card as an Excel sheet (`dashboard/card-excel`): the rows `dashboard/data` answers the
// viewer for that card — the same dashboard visibility, viewer scope and filter checks, since it is the
// same call — under the columns' Persian labels, with Jalali months and days as people read them.
import type { Readable } from 'node:stream';
import {
  dashboardCardExportBody,
  readableText,
  type DashboardCardData,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { writeSheet } from '../../plugins/excel/sheet-writer.js';
import { AppError } from '../../plugins/errors.js';
import { commonMessages, requestMessages } from '../../messages/index.js';
import { dashboardData } from './dashboards.service.js';
import { visibleDashboard } from './dashboards.repository.js';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A number a cell holds (PostgreSQL answers big counts and averages as text), or null. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value);
  return null;
}

/** A cell as the sheet holds it: numbers as numbers, yes/no in words, text as the card shows it. */
function sheetCell(value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = numberOf(value);
  if (number !== null) return number;
  if (typeof value === 'boolean') return value ? requestMessages.yes : requestMessages.no;
  if (typeof value === 'string') return readableText(value);
  if (Array.isArray(value))
    return value
      .map(sheetCell)
      .filter((v) => v !== null)
      .join(commonMessages.listSeparator);
  return JSON.stringify(value);
}

/** The sheet's columns: each answer column under its Persian label, numbers with thousands separators. */
function columnsOf(data: DashboardCardData) {
  const labels = new Map(data.labels.map((l) => [l.name, l.label]));
  return data.columns.map((name, i) => {
    // A service, unit or state by the name people read, not its id or key.
    const named = data.names?.[name];
    const values = data.rows
      .map((row) => (Array.isArray(row) ? row[i] : row[name]))
      .map((value) => (named && Object.hasOwn(named, String(value)) ? named[String(value)] : value));
    const numbers = values.filter((v) => v !== null && v !== undefined).map(numberOf);
    const numeric = numbers.length > 0 && numbers.every((n) => n !== null);
    return {
      key: `c${i}`,
      header: labels.get(name) ?? name,
      numFmt: numeric ? (numbers.every(Number.isInteger) ? '#,##0' : '#,##0.##') : undefined,
      values,
    };
  });
}

/**
 * The card `input.cardId` of the dashboard `input.id` as an .xlsx for `user`, with the filters' values as
 * the show page applies them: 404 for a dashboard they may not see, 400 for a card or filter it does not
 * have, and the card's own Persian error (400) when it fails. Answers the stream and the card's title.
 */
export async function cardSheet(
  db: Db,
  user: Principal,
  input: unknown,
  unexpected: (error: unknown) => void,
): Promise<{ stream: Readable; title: string }> {
  const body = dashboardCardExportBody.parse(input);
  const { cards } = await dashboardData(
    db,
    user,
    { id: body.id, cardIds: [body.cardId], filters: body.filters },
    unexpected,
  );
  const data = cards[0]!;
  if (data.error !== null) throw new AppError('bad_request', data.error);
  const dashboard = await visibleDashboard(db, user, body.id);
  const title = dashboard?.cards.find((c) => c.id === body.cardId)?.title ?? body.cardId;
  const columns = columnsOf(data);
  const rows = data.rows.map((_, r) =>
    Object.fromEntries(columns.map((c) => [c.key, sheetCell(c.values[r])])),
  );
  async function* pages() {
    yield rows;
  }
  return { stream: writeSheet(columns, title, pages()), title };
}
