// `dashboard/data` (SPEC §7's special list): runs a dashboard's cards for the viewer with the filters'
// values bound. The viewer's scope is the query compiler's (queries.service QueryScope), applied to every
// source's relation itself, and the filters are only ever conditions every row must meet as well — so no
// filter value can widen what a card counts. A card that fails alone answers its own Persian error.
import {
  dashboardDataBody,
  isAdmin,
  previousRange,
  isoDayOfJalali,
  selectName,
  type DashboardCard,
  type DashboardCardDrill,
  type DashboardCardData,
  type DashboardData,
  type DashboardFilter,
  type DashboardFilterValue,
  type Principal,
  type QueryCondition,
  type QueryDefinition,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { commonMessages, dashboardMessages as text } from '../../messages/index.js';
import { QUERY_TIMEOUT_MS, type QueryScope, type RunOptions } from '../queries/queries.service.js';
import { liveStoredQuery } from '../queries/stored-queries.service.js';
import { heldResponsibilities } from '../requests/request-access.service.js';
import { visibleDashboard } from './dashboards.repository.js';
import { keptAnswer } from './kept-answers.js';
import { valueNames } from './value-names.js';

/** Cards run at once for one call: the rest wait, so one dashboard never holds the whole pool. */
const CARDS_AT_ONCE = 4;

/**
 * How long one card may take, from when it starts: reading its query, any wait for a connection and its
 * statements together. Its statements have the query timeout between them (runQuery), and as long again
 * is left for waiting — behind another card's statement on PGlite's one connection, or for the pool on
 * PostgreSQL. A card past it answers its own Persian error and the dashboard does not wait for it; its
 * statement is still stopped at the query timeout.
 */
export const CARD_TIMEOUT_MS = 2 * QUERY_TIMEOUT_MS;

type Scalar = string | number | boolean;
/** What one filter's value becomes for each card binding it: conditions on the bound field. */
type Bound = (source: string, fieldId: string) => QueryCondition[];

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** A date range's conditions on the bound field: from its first day to its last, either end open. */
const rangeBound =
  (from: string | null | undefined, to: string | null | undefined): Bound =>
  (source, fieldId) => [
    ...(from ? [{ source, fieldId, op: 'gte' as const, value: from }] : []),
    ...(to ? [{ source, fieldId, op: 'lte' as const, value: to }] : []),
  ];

/**
 * The conditions a filter's value stands for, or null when the filter is not applied; a value its kind
 * does not take is the client's 400 naming `filters.{id}`.
 */
function boundValue(filter: DashboardFilter, value: DashboardFilterValue): Bound | null {
  if (value === null) return null;
  const bad = () =>
    fieldError('bad_request', `filters.${filter.id}`, commonMessages.badFilterValue(filter.title));
  const list = Array.isArray(value) ? value : isScalar(value) ? [value] : null;
  switch (filter.kind) {
    case 'dateRange': {
      if (Array.isArray(value) || isScalar(value)) throw bad();
      const { from, to } = value;
      if (!from && !to) return null;
      return rangeBound(from, to);
    }
    case 'unit':
    case 'service': {
      if (!list || !list.every(isId)) throw bad();
      if (list.length === 0) return null;
      return (source, fieldId) => [{ source, fieldId, op: 'in', value: list }];
    }
    case 'status': {
      if (!list || !list.every((v) => typeof v === 'string' && v.trim() !== '')) throw bad();
      if (list.length === 0) return null;
      return (source, fieldId) => [{ source, fieldId, op: 'in', value: list }];
    }
    case 'parameter': {
      if (!isScalar(value)) throw bad();
      const op = filter.op ?? 'eq';
      return (source, fieldId) => [{ source, fieldId, op, value }];
    }
  }
}

/** A card's failure as its answer: the Persian reason, no rows. */
const failed = (card: DashboardCard, error: string): DashboardCardData => ({
  id: card.id,
  error,
  columns: [],
  labels: [],
  rows: [],
  truncated: false,
  drill: null,
});

/** The record's own columns a collection's records list does not filter by. */
const RECORD_COLUMNS: ReadonlySet<string> = new Set(['id', 'createdAt', 'creatorId', 'updatedAt']);

/** One value a list's filter takes: the value itself, or a list of exactly one. */
function oneValue(value: DashboardFilterValue | undefined): string | number | null {
  const one = Array.isArray(value) && value.length === 1 ? value[0] : value;
  return typeof one === 'string' || typeof one === 'number' ? one : null;
}

/**
 * Where a card's rows lead (DashboardCardDrill), or null: a query over one source only, the requests
 * (the Admin's list of every request; anyone else's list of the requests their unit responsibilities
 * own, where the server applies their scope again) or a data collection (its records list, which shows an
 * Employee only their own); columns of that source the list filters by (a request's service, state and
 * Jalali day, month or year of creation; a record's form fields), and the dashboard's filters the card
 * binds to such fields as filters every row shares. Nothing here reaches the data: it only names a list.
 */
function drillOf(
  definition: QueryDefinition,
  card: DashboardCard,
  declared: ReadonlyMap<string, DashboardFilter>,
  values: Readonly<Record<string, DashboardFilterValue>>,
  admin: boolean,
): DashboardCardDrill | null {
  const [source] = definition.sources;
  if (!source || definition.sources.length !== 1) return null;
  const { alias, collectionId } = source;
  const records = typeof collectionId === 'number';
  if (!records && collectionId !== 'Requests') return null;

  const filters: DashboardCardDrill['filters'] = {};
  for (const binding of card.bindings) {
    const filter = declared.get(binding.filterId);
    const value = values[binding.filterId];
    if (!filter || value === undefined || value === null || binding.source !== alias) continue;
    const one = oneValue(value);
    if (records) {
      const eq = filter.kind !== 'parameter' || (filter.op ?? 'eq') === 'eq';
      if (eq && one !== null && filter.kind !== 'dateRange' && !RECORD_COLUMNS.has(binding.fieldId))
        filters[binding.fieldId] = one;
    } else if (filter.kind === 'dateRange' && binding.fieldId === 'createdAt' && !Array.isArray(value)) {
      const range = value as { from?: string | null; to?: string | null };
      const from = isoDayOfJalali(range.from ?? '');
      const to = isoDayOfJalali(range.to ?? '');
      if (from) filters.from = from;
      if (to) filters.to = to;
    } else if (filter.kind === 'service' && binding.fieldId === 'serviceId' && typeof one === 'number')
      filters.service = one;
    else if (filter.kind === 'status' && binding.fieldId === 'state' && typeof one === 'string')
      filters.state = one;
  }

  const columns: DashboardCardDrill['columns'] = [];
  for (const select of definition.selects) {
    if (select.aggregate || select.source !== alias) continue;
    const column = selectName(select);
    if (records) {
      if (!select.dateGroup && !RECORD_COLUMNS.has(select.fieldId))
        columns.push({ column, filter: select.fieldId, dateGroup: null });
    } else if (select.fieldId === 'serviceId' && !select.dateGroup)
      columns.push({ column, filter: 'service', dateGroup: null });
    else if (select.fieldId === 'state' && !select.dateGroup)
      columns.push({ column, filter: 'state', dateGroup: null });
    else if (select.fieldId === 'createdAt' && select.dateGroup)
      columns.push({ column, filter: 'created', dateGroup: select.dateGroup });
  }
  if (columns.length === 0) return null;
  return {
    list: records ? 'records' : admin ? 'requests' : 'ownedRequests',
    collectionId: records ? collectionId : null,
    filters,
    columns,
  };
}

/**
 * Runs `input` (a `dashboard/data` body) for `user`: the dashboard must be one they may see (404
 * otherwise, as for one that does not exist); the cards asked for (all by default, 400 for one it does
 * not have) run with the filters' values bound to their fields (400 for a filter it does not declare or a
 * value its kind does not take), each within `scope`: an Admin's, or a portal-wide card's, reads every
 * source whole; anyone else's reads what their unit responsibilities own (queries.service QueryScope). A
 * card that fails (its query deleted or no longer compiling, a source out of the viewer's reach, its
 * statements past the query timeout, the card past `cardTimeoutMs`: CARD_TIMEOUT_MS) answers its Persian
 * error alone; an error that is our bug is handed to `unexpected` and the
 * card answers a generic one.
 */
export async function dashboardData(
  db: Db,
  user: Principal,
  input: unknown,
  unexpected: (error: unknown) => void,
  {
    cardTimeoutMs = CARD_TIMEOUT_MS,
    ...options
  }: Pick<RunOptions, 'timeoutMs'> & { cardTimeoutMs?: number } = {},
): Promise<DashboardData> {
  const body = dashboardDataBody.parse(input);
  const dashboard = await visibleDashboard(db, user, body.id);
  if (!dashboard) throw new AppError('not_found', text.dashboardNotFound);

  const declared = new Map(dashboard.filters.map((f) => [f.id, f]));
  const bound = new Map<string, Bound>();
  // The date ranges with both ends, by filter id: the period before each, for number cards bound to it.
  const before = new Map<string, { from: string; to: string }>();
  for (const [id, value] of Object.entries(body.filters)) {
    const filter = declared.get(id);
    if (!filter) throw fieldError('bad_request', `filters.${id}`, text.unknownFilter(id));
    const conditions = boundValue(filter, value);
    if (conditions) bound.set(id, conditions);
    if (filter.kind === 'dateRange' && value && typeof value === 'object' && !Array.isArray(value)) {
      const previous = previousRange(value.from, value.to);
      if (previous) before.set(id, previous);
    }
  }
  const byId = new Map(dashboard.cards.map((c) => [c.id, c]));
  const cards = (body.cardIds ?? dashboard.cards.map((c) => c.id)).map((id) => {
    const card = byId.get(id);
    if (!card) throw fieldError('bad_request', 'cardIds', text.unknownCard(id));
    return card;
  });

  const admin = isAdmin(user);
  const viewer: QueryScope = admin
    ? { all: true }
    : { all: false, owner: { userId: user.id, held: await heldResponsibilities(db, user.id) } };

  const runCard = async (card: DashboardCard): Promise<DashboardCardData> => {
    const also = card.bindings.flatMap((b) => bound.get(b.filterId)?.(b.source, b.fieldId) ?? []);
    const scope: QueryScope = card.portalWide ? { all: true } : viewer;
    try {
      const stored = await liveStoredQuery(db, card.queryId);
      const answerFor = (conditions: QueryCondition[]) =>
        keptAnswer(db, user, stored.definition, { ...options, scope, also: conditions });
      const { columns, rows, truncated } = await answerFor(also);
      const drill = drillOf(stored.definition, card, declared, body.filters, admin);
      const answer: DashboardCardData = {
        id: card.id,
        error: null,
        columns,
        labels: stored.columns,
        rows,
        truncated,
        drill,
        names: await valueNames(db, stored.definition, columns, rows),
      };
      // A number card bound to a whole date range also answers the period before it: the same scope, the
      // other filters as they are, each bound range moved back by its own length.
      const moved =
        card.chartType === 'number' ? card.bindings.find((b) => before.has(b.filterId)) : undefined;
      if (moved) {
        const earlier = card.bindings.flatMap((b) => {
          const range = before.get(b.filterId);
          return range
            ? rangeBound(range.from, range.to)(b.source, b.fieldId)
            : (bound.get(b.filterId)?.(b.source, b.fieldId) ?? []);
        });
        const range = before.get(moved.filterId)!;
        answer.previous = { ...range, rows: (await answerFor(earlier)).rows };
      }
      return answer;
    } catch (error) {
      if (error instanceof AppError) return failed(card, error.message);
      unexpected(error);
      return failed(card, text.cardFailed);
    }
  };

  /** `card`'s answer, or its timeout's error once `cardTimeoutMs` has passed (runCard never throws). */
  const timedCard = (card: DashboardCard): Promise<DashboardCardData> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DashboardCardData>((resolve) => {
      timer = setTimeout(
        () => resolve(failed(card, text.cardTimedOut(Math.max(1, Math.round(cardTimeoutMs / 1000))))),
        cardTimeoutMs,
      );
    });
    return Promise.race([runCard(card), late]).finally(() => clearTimeout(timer));
  };

  // A few at a time, in the dashboard's order.
  const answers: DashboardCardData[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cards.length) {
      const index = next;
      next += 1;
      answers[index] = await timedCard(cards[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CARDS_AT_ONCE, cards.length) }, worker));
  return { cards: answers };
}
