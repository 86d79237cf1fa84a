// Dashboards (داشبورد, SPEC §2 /panel/bi, §3 resource `dashboard`, chart fields chartType and queryId):
// cards over stored queries laid on a grid, filters declared once for the whole dashboard and bound to
// the cards' query fields, and who it is shared with (SPEC §6 matching). `dashboard/data` (SPEC §7's
// special list) runs the cards for the viewer with the filters' values; the viewer's scope is applied on
// the server by the query compiler, so nothing here can widen it.
import { z } from 'zod';
import { normalizeJalaliDate } from '../rules/jalali.js';
import { hasUnstorableCharacter } from '../rules/text.js';
import { VALIDATION_MESSAGES } from '../rules/messages.js';
import { resourceItem } from '../schemas/envelope.js';
import { storedQueryColumn } from '../queries/stored-query.js';
import { QUERY_DATE_GROUPS } from '../queries/query-definition.js';
import { DASHBOARD_MESSAGES as M } from './messages.js';

/** Caps of one dashboard (ARCHITECTURE §5: a dashboard's cost is bounded before it runs). */
export const DASHBOARD_LIMITS = {
  cards: 24,
  filters: 12,
  shares: 50,
  /** Filters one card binds to its query's fields. */
  bindings: 12,
  title: 200,
  cardTitle: 200,
  filterTitle: 100,
  /** Columns of the grid a card's x and w live in. */
  gridColumns: 12,
  /** The lowest row a card may start on, and the tallest card. */
  gridRows: 500,
  cardHeight: 24,
  /** Values of one unit, service or status filter. */
  filterValues: 50,
  /** Characters of one text value of a filter. */
  filterText: 200,
} as const;

/** How a card draws its query's rows. */
export const CHART_TYPES = [
  'number',
  'bar',
  'line',
  'area',
  'pie',
  'doughnut',
  'table',
  'gauge',
  'map',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/**
 * A dashboard filter's kind: a Jalali date range (from and to, both optional), a unit, a service or a
 * request status (one value or a list), or a parameter of the cards' queries (one value, compared with
 * the filter's `op`).
 */
export const DASHBOARD_FILTER_KINDS = ['dateRange', 'unit', 'service', 'status', 'parameter'] as const;
export type DashboardFilterKind = (typeof DASHBOARD_FILTER_KINDS)[number];

/** The comparisons a parameter filter may make (eq by default). */
export const PARAMETER_FILTER_OPS = ['eq', 'like', 'gt', 'gte', 'lt', 'lte'] as const;

/** Unit role id meaning any unit role in a share (SPEC §6). */
const ANY_UNIT_ROLE = -1;

const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownKey : M.notObject),
};

const text = (max: number, required: string, tooLong: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((s) => !hasUnstorableCharacter(s), VALIDATION_MESSAGES.invalidCharacters);

const cardId = z.string(M.badCardId).regex(/^[A-Za-z0-9_-]{1,40}$/, M.badCardId);
const filterId = z.string(M.badFilterId).regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, M.badFilterId);
/** A query source alias and field id, as query definitions spell them. */
const alias = z.string(M.notObject).regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, M.notObject);
const fieldId = z.string(M.notObject).regex(/^[A-Za-z0-9_-]{1,64}$/, M.notObject);
const positiveId = (message: string) => z.int(message).min(1, message).max(2_147_483_647, message);

/** How a card draws: stacked or horizontal bars, a gauge's range. Colours come from the theme. */
export const cardOptions = z.strictObject(
  {
    stacked: z.boolean(M.badOption).optional(),
    horizontal: z.boolean(M.badOption).optional(),
    gaugeMin: z.number(M.badOption).optional(),
    gaugeMax: z.number(M.badOption).optional(),
  },
  objectError,
);

/** Where a card sits on the grid: column x and width w within DASHBOARD_LIMITS.gridColumns, row y, height h. */
export const cardLayout = z
  .strictObject(
    {
      x: z
        .int(M.badLayout(DASHBOARD_LIMITS.gridColumns))
        .min(0)
        .max(DASHBOARD_LIMITS.gridColumns - 1),
      y: z.int(M.badLayout(DASHBOARD_LIMITS.gridColumns)).min(0).max(DASHBOARD_LIMITS.gridRows),
      w: z.int(M.badLayout(DASHBOARD_LIMITS.gridColumns)).min(1).max(DASHBOARD_LIMITS.gridColumns),
      h: z.int(M.badLayout(DASHBOARD_LIMITS.gridColumns)).min(1).max(DASHBOARD_LIMITS.cardHeight),
    },
    objectError,
  )
  .refine((l) => l.x + l.w <= DASHBOARD_LIMITS.gridColumns, M.badLayout(DASHBOARD_LIMITS.gridColumns));

/** A dashboard filter bound to one field of a card's query (`source`: the query's alias for it). */
export const cardBinding = z.strictObject({ filterId, source: alias, fieldId }, objectError);

/**
 * One card: its stored query (`queryId`), how it draws (`chartType`, `options`), where it sits, which
 * dashboard filters it binds to which fields of its query, and `portalWide` («کل سامانه»): the card counts
 * the whole portal for every viewer instead of what the viewer's unit responsibilities own.
 */
export const dashboardCard = z.strictObject(
  {
    id: cardId,
    title: text(
      DASHBOARD_LIMITS.cardTitle,
      M.cardTitleRequired,
      M.cardTitleTooLong(DASHBOARD_LIMITS.cardTitle),
    ),
    queryId: positiveId(M.badQueryId),
    chartType: z.enum(CHART_TYPES, M.badChartType),
    options: cardOptions.default({}),
    layout: cardLayout,
    bindings: z
      .array(cardBinding, M.notObject)
      .max(DASHBOARD_LIMITS.bindings, M.tooManyBindings(DASHBOARD_LIMITS.bindings))
      .default([]),
    portalWide: z.boolean(M.notObject).default(false),
  },
  objectError,
);
export type DashboardCard = z.output<typeof dashboardCard>;

/** A filter declared for the whole dashboard; `op` only for a parameter (eq by default). */
export const dashboardFilter = z
  .strictObject(
    {
      id: filterId,
      kind: z.enum(DASHBOARD_FILTER_KINDS, M.badFilterKind),
      title: text(
        DASHBOARD_LIMITS.filterTitle,
        M.filterTitleRequired,
        M.filterTitleTooLong(DASHBOARD_LIMITS.filterTitle),
      ),
      op: z.enum(PARAMETER_FILTER_OPS, M.badFilterOp).optional(),
    },
    objectError,
  )
  .refine((f) => f.op === undefined || f.kind === 'parameter', {
    message: M.opOnlyForParameter,
    path: ['op'],
  });
export type DashboardFilter = z.output<typeof dashboardFilter>;

/**
 * Who a dashboard is shared with, one entry per rule (SPEC §6 matching): `role` a role alias (null: any
 * role), `unitId` a unit (null: any unit) and `unitRoleId` a unit role (−1: any). An entry naming no unit
 * and unit role −1 asks only for the role; otherwise one of the viewer's unit responsibilities must match.
 */
export const dashboardShare = z.strictObject(
  {
    role: z
      .string(M.badRole)
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,49}$/, M.badRole)
      .nullable(),
    unitId: positiveId(M.badShare).nullable(),
    unitRoleId: z
      .int(M.badShare)
      .refine((n) => n === ANY_UNIT_ROLE || (n >= 1 && n <= 2_147_483_647), M.badShare),
  },
  objectError,
);
export type DashboardShare = z.output<typeof dashboardShare>;

/** The references inside a dashboard: unique card and filter ids, bindings to declared filters. */
function checkDashboard(
  d: { cards: DashboardCard[]; filters: DashboardFilter[] },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const filters = new Set<string>();
  d.filters.forEach((f, i) => {
    if (filters.has(f.id)) issue(['filters', i, 'id'], M.duplicateFilterId(f.id));
    filters.add(f.id);
  });
  const cards = new Set<string>();
  d.cards.forEach((card, i) => {
    if (cards.has(card.id)) issue(['cards', i, 'id'], M.duplicateCardId(card.id));
    cards.add(card.id);
    const bound = new Set<string>();
    card.bindings.forEach((b, j) => {
      if (!filters.has(b.filterId))
        issue(['cards', i, 'bindings', j, 'filterId'], M.unknownFilter(b.filterId));
      else if (bound.has(b.filterId))
        issue(['cards', i, 'bindings', j, 'filterId'], M.duplicateBinding(b.filterId));
      bound.add(b.filterId);
    });
  });
}

/**
 * Body of `POST dashboard` and `PUT dashboard/{id}` (Admins). On the server every card's stored query must
 * be live, every binding's source one of its query's aliases, and every unit a share names a live unit.
 */
export const dashboardBody = z
  .strictObject(
    {
      title: text(DASHBOARD_LIMITS.title, M.titleRequired, M.titleTooLong(DASHBOARD_LIMITS.title)),
      categoryId: positiveId(M.badCategory).nullable().optional(),
      cards: z
        .array(dashboardCard, M.notObject)
        .max(DASHBOARD_LIMITS.cards, M.tooManyCards(DASHBOARD_LIMITS.cards))
        .default([]),
      filters: z
        .array(dashboardFilter, M.notObject)
        .max(DASHBOARD_LIMITS.filters, M.tooManyFilters(DASHBOARD_LIMITS.filters))
        .default([]),
      shares: z
        .array(dashboardShare, M.notObject)
        .max(DASHBOARD_LIMITS.shares, M.tooManyShares(DASHBOARD_LIMITS.shares))
        .default([]),
    },
    objectError,
  )
  .superRefine(checkDashboard);
export type DashboardBody = z.input<typeof dashboardBody>;

/** A dashboard as the API answers it (to Admins, and to viewers it is shared with). */
export const dashboardItem = resourceItem({
  title: z.string(),
  categoryId: z.number().int().nullable(),
  cards: z.array(dashboardCard),
  filters: z.array(dashboardFilter),
  shares: z.array(dashboardShare),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

const filterScalar = z.union(
  [
    z
      .string()
      .max(DASHBOARD_LIMITS.filterText, M.filterValueTooLong(DASHBOARD_LIMITS.filterText))
      .refine((s) => !hasUnstorableCharacter(s), VALIDATION_MESSAGES.invalidCharacters),
    z.number(),
    z.boolean(),
  ],
  M.notObject,
);

/** A Jalali day typed as 'YYYY/MM/DD' (Persian digits and '-' too), answered as 'YYYY/MM/DD'. */
const jalaliDay = z
  .string(M.badDate)
  .max(20, M.badDate)
  .transform((input, ctx) => {
    const day = normalizeJalaliDate(input);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: M.badDate });
      return z.NEVER;
    }
    return day;
  });

/** A date range filter's value: either end may be left open. */
export const dateRangeValue = z
  .strictObject({ from: jalaliDay.nullable().optional(), to: jalaliDay.nullable().optional() }, objectError)
  .refine((r) => !r.from || !r.to || r.from <= r.to, M.dateRangeReversed);

/**
 * The value of one filter: null (not set), a date range, one value, or a list of values (unit, service,
 * status). Which of them a filter takes is its kind's, checked on the server against the dashboard.
 */
export const dashboardFilterValue = z.union(
  [
    z.null(),
    dateRangeValue,
    filterScalar,
    z
      .array(filterScalar, M.notObject)
      .max(DASHBOARD_LIMITS.filterValues, M.tooManyFilterValues(DASHBOARD_LIMITS.filterValues)),
  ],
  M.notObject,
);
export type DashboardFilterValue = z.output<typeof dashboardFilterValue>;

/**
 * Body of `POST dashboard/data`: the dashboard, its cards to run (all when left out) and the filters'
 * values by filter id (a filter left out is not applied).
 */
export const dashboardDataBody = z.strictObject(
  {
    id: positiveId(M.badDashboardId),
    cardIds: z
      .array(cardId, M.badCardIds)
      .min(1, M.badCardIds)
      .max(DASHBOARD_LIMITS.cards, M.tooManyCards(DASHBOARD_LIMITS.cards))
      .optional(),
    filters: z
      .record(filterId, dashboardFilterValue, M.notObject)
      .refine(
        (values) => Object.keys(values).length <= DASHBOARD_LIMITS.filters,
        M.tooManyFilters(DASHBOARD_LIMITS.filters),
      )
      .default({}),
  },
  objectError,
);
export type DashboardDataBody = z.input<typeof dashboardDataBody>;

/**
 * The lists a card's rows may lead to (drill-down): the Admin's list of every request, the requests the
 * viewer's unit responsibilities own (their inbox's requests view), or a data collection's records.
 */
export const DRILL_LISTS = ['requests', 'ownedRequests', 'records'] as const;
export type DrillList = (typeof DRILL_LISTS)[number];

/**
 * How a card's rows lead to a list, as the server decides it from the card's stored query, its bindings,
 * the filters' values and the viewer: `list` (and `collectionId` for records); `filters`, the list's
 * filters every row shares (from the dashboard's filters the card binds: for requests `service`, `state`,
 * and `from`/`to` as ISO days; for records a field id and its value); and `columns`, the answer's columns
 * each naming one of the list's filters by a row's cell (`dateGroup`: the cell is a Jalali day, month or
 * year of creation, which the list takes as a range of days). The list applies the viewer's own scope
 * again on the server: a drill never widens what the viewer may see.
 */
export const dashboardCardDrill = z.object({
  list: z.enum(DRILL_LISTS),
  collectionId: z.number().int().nullable(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  columns: z.array(
    z.object({
      column: z.string(),
      filter: z.string(),
      dateGroup: z.enum(QUERY_DATE_GROUPS).nullable(),
    }),
  ),
});
export type DashboardCardDrill = z.infer<typeof dashboardCardDrill>;

/**
 * One card's answer: its query's columns (names, and Persian labels as of the query's last save), rows and
 * `truncated` (and a number card's `previous` period); or, for a card that failed alone (its query was deleted or no longer compiles, a source the
 * viewer may not read, a timeout), `error` with the Persian reason and no rows.
 */
const cardRows = z.array(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]));

export const dashboardCardData = z.object({
  id: z.string(),
  error: z.string().nullable(),
  columns: z.array(z.string()),
  labels: z.array(storedQueryColumn),
  rows: cardRows,
  truncated: z.boolean(),
  /**
   * A number card bound to a date range filter with both ends: the same card run for the range of equal
   * length just before it (previousRange), for the viewer's same scope and the other filters as they are.
   */
  previous: z.object({ from: z.string(), to: z.string(), rows: cardRows }).optional(),
  /** Where its rows lead (null: nowhere, e.g. a failed card or a query over sources no list shows). */
  drill: dashboardCardDrill.nullable(),
  /**
   * What people read instead of the ids and keys some columns hold, by column and value as text: a
   * request's service and a task's unit by name, a request's state by its Persian label.
   */
  names: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type DashboardCardData = z.infer<typeof dashboardCardData>;

/** The answer of `POST dashboard/data`: the cards asked for, in the dashboard's order. */
export const dashboardData = z.object({ cards: z.array(dashboardCardData) });
export type DashboardData = z.infer<typeof dashboardData>;
