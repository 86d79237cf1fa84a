// The built-in reports (issue 28 item 6): the stored queries and cards of the Admins' ready dashboard,
// made of nothing but the ordinary query definition (SPEC §3) and dashboard card, so an Admin copies the
// dashboard (dashboard/{id}/copy) and changes the copy like any other. The headline figures of the
// `statistics` resource are read from the same definitions (builtin-reports.service.ts).
import {
  AUTH_SUCCESS_RESULTS,
  type DashboardCard,
  type DashboardFilter,
  type QueryDefinitionInput,
} from '@darvazeh/shared';
import { labels, reportMessages as m, wsHelpMessages } from '../../messages/index.js';

/** The report queries' keys: each a stored query and the card drawing it. */
export type ReportKey =
  | 'requestsByServiceMonth'
  | 'requestsByUnitMonth'
  | 'handlingTime'
  | 'overdueByUnit'
  | 'openByStatus'
  | 'surveyByService'
  | 'signInsPerDay';

const count = { aggregate: 'count' as const, as: m.countColumn };

// A request's service and a task's unit are selected by id: the answer names them (value-names.ts), and
// a card over requests alone leads to the requests of the row's service (drill-down).
const requests = { sources: [{ alias: 'r', collectionId: 'Requests' }] };
const tasks = { sources: [{ alias: 'k', collectionId: 'RequestTasks' }] };
const provider = { source: 'k', fieldId: 'kind', op: 'eq' as const, value: 'provider' };

/** The definitions of the reports, each answering Persian-named columns (their headers). */
export const REPORT_DEFINITIONS: Record<ReportKey, QueryDefinitionInput> = {
  requestsByServiceMonth: {
    ...requests,
    selects: [
      { source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth', as: m.monthColumn },
      { source: 'r', fieldId: 'serviceId', as: labels.service },
      { source: 'r', fieldId: 'id', ...count },
    ],
    orderBy: [{ select: m.monthColumn }, { select: labels.service }],
  },
  requestsByUnitMonth: {
    ...tasks,
    selects: [
      { source: 'k', fieldId: 'createdAt', dateGroup: 'jalaliMonth', as: m.monthColumn },
      { source: 'k', fieldId: 'unitId', as: m.unitColumn },
      { source: 'k', fieldId: 'requestId', aggregate: 'countDistinct', as: m.countColumn },
    ],
    whereStatement: provider,
    orderBy: [{ select: m.monthColumn }, { select: m.unitColumn }],
  },
  handlingTime: {
    ...requests,
    selects: [
      { source: 'r', fieldId: 'serviceId', as: labels.service },
      { source: 'r', fieldId: 'handlingDays', aggregate: 'avg', as: m.averageDaysColumn },
      { source: 'r', fieldId: 'handlingDays', aggregate: 'p90', as: m.p90DaysColumn },
      { source: 'r', fieldId: 'id', ...count },
    ],
    whereStatement: { source: 'r', fieldId: 'endedAt', op: 'isNull', value: false },
    orderBy: [{ select: labels.service }],
  },
  overdueByUnit: {
    ...tasks,
    selects: [
      { source: 'k', fieldId: 'unitId', as: m.unitColumn },
      { source: 'k', fieldId: 'id', ...count },
    ],
    whereStatement: { and: [provider, { source: 'k', fieldId: 'overdue', op: 'eq', value: true }] },
    orderBy: [{ select: m.countColumn, dir: 'desc' }],
  },
  openByStatus: {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'status', as: wsHelpMessages.status },
      { source: 'r', fieldId: 'id', ...count },
    ],
    whereStatement: { source: 'r', fieldId: 'state', op: 'eq', value: 'running' },
    orderBy: [{ select: m.countColumn, dir: 'desc' }],
  },
  surveyByService: {
    ...requests,
    selects: [
      { source: 'r', fieldId: 'serviceId', as: labels.service },
      { source: 'r', fieldId: 'surveyScore', aggregate: 'avg', as: m.averageScoreColumn },
      { source: 'r', fieldId: 'id', ...count },
    ],
    whereStatement: { source: 'r', fieldId: 'surveyScore', op: 'isNull', value: false },
    orderBy: [{ select: labels.service }],
  },
  signInsPerDay: {
    sources: [{ alias: 'a', collectionId: 'AuthLog' }],
    selects: [
      { source: 'a', fieldId: 'createdAt', dateGroup: 'jalaliDay', as: m.dayColumn },
      { source: 'a', fieldId: 'id', ...count },
    ],
    whereStatement: { source: 'a', fieldId: 'result', op: 'in', value: [...AUTH_SUCCESS_RESULTS] },
    orderBy: [{ select: m.dayColumn }],
  },
};

/** The dashboard's filter: a Jalali date range bound to when each report's rows were made. */
export const REPORT_FILTERS: DashboardFilter[] = [{ id: 'period', kind: 'dateRange', title: m.period }];

type CardOf = Omit<DashboardCard, 'queryId' | 'id' | 'bindings' | 'portalWide' | 'options'> &
  Partial<Pick<DashboardCard, 'options'>> & { date: { source: string; fieldId: string } };

/** Each report's card: its title (the query's), how it draws, where it sits, and its dated field. */
export const REPORT_CARDS: Record<ReportKey, CardOf> = {
  requestsByServiceMonth: {
    title: m.requestsByServiceMonth,
    chartType: 'bar',
    options: { stacked: true },
    layout: { x: 0, y: 0, w: 6, h: 5 },
    date: { source: 'r', fieldId: 'createdAt' },
  },
  requestsByUnitMonth: {
    title: m.requestsByUnitMonth,
    chartType: 'bar',
    options: { stacked: true },
    layout: { x: 6, y: 0, w: 6, h: 5 },
    date: { source: 'k', fieldId: 'createdAt' },
  },
  handlingTime: {
    title: m.handlingTime,
    chartType: 'table',
    layout: { x: 0, y: 5, w: 6, h: 5 },
    date: { source: 'r', fieldId: 'endedAt' },
  },
  overdueByUnit: {
    title: m.overdueByUnit,
    chartType: 'bar',
    options: { horizontal: true },
    layout: { x: 6, y: 5, w: 6, h: 5 },
    date: { source: 'k', fieldId: 'createdAt' },
  },
  openByStatus: {
    title: m.openByStatus,
    chartType: 'pie',
    layout: { x: 0, y: 10, w: 4, h: 5 },
    date: { source: 'r', fieldId: 'createdAt' },
  },
  surveyByService: {
    title: m.surveyByService,
    chartType: 'bar',
    layout: { x: 4, y: 10, w: 8, h: 5 },
    date: { source: 'r', fieldId: 'endedAt' },
  },
  signInsPerDay: {
    title: m.signInsPerDay,
    chartType: 'line',
    layout: { x: 0, y: 15, w: 12, h: 5 },
    date: { source: 'a', fieldId: 'createdAt' },
  },
};

/** The report keys in the dashboard's order. */
export const REPORT_KEYS = Object.keys(REPORT_DEFINITIONS) as ReportKey[];

/** The cards of the dashboard over the reports' stored queries (`queryIds` by report). */
export function reportCards(queryIds: Record<ReportKey, number>): DashboardCard[] {
  return REPORT_KEYS.map((key) => {
    const { date, options, ...card } = REPORT_CARDS[key];
    return {
      ...card,
      id: key,
      queryId: queryIds[key],
      options: options ?? {},
      bindings: [{ filterId: 'period', ...date }],
      portalWide: false,
    };
  });
}

/** The `statistics` figures, each one row of one query over the same sources and fields as the cards. */
export const HEADLINE_DEFINITIONS = {
  requests: {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
  },
  running: {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
    whereStatement: REPORT_DEFINITIONS.openByStatus.whereStatement,
  },
  handling: {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' },
      { source: 'r', fieldId: 'handlingDays', aggregate: 'avg', as: 'average' },
      { source: 'r', fieldId: 'handlingDays', aggregate: 'p90', as: 'p90' },
    ],
    whereStatement: REPORT_DEFINITIONS.handlingTime.whereStatement,
  },
  overdue: {
    sources: [{ alias: 'k', collectionId: 'RequestTasks' }],
    selects: [{ source: 'k', fieldId: 'id', aggregate: 'count', as: 'n' }],
    whereStatement: REPORT_DEFINITIONS.overdueByUnit.whereStatement,
  },
  survey: {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' },
      { source: 'r', fieldId: 'surveyScore', aggregate: 'avg', as: 'average' },
    ],
    whereStatement: REPORT_DEFINITIONS.surveyByService.whereStatement,
  },
} satisfies Record<string, QueryDefinitionInput>;

/** Successful sign-ins from Jalali day `today` ('YYYY/MM/DD') on. */
export function signInsSince(today: string): QueryDefinitionInput {
  return {
    sources: [{ alias: 'a', collectionId: 'AuthLog' }],
    selects: [{ source: 'a', fieldId: 'id', aggregate: 'count', as: 'n' }],
    whereStatement: {
      and: [
        REPORT_DEFINITIONS.signInsPerDay.whereStatement!,
        { source: 'a', fieldId: 'createdAt', op: 'gte', value: today },
      ],
    },
  };
}
