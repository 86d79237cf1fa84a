// The built-in reports (issue 28 item 6): the Admins' ready dashboard, written once on a fresh portal;
// copying any dashboard with copies of its cards' stored queries, so the copy is changed freely; and the
// `statistics` resource's headline figures, read with the same query model as the cards.
import {
  dashboardApi,
  formatJalaliDate,
  normalizeText,
  queryApi,
  type DashboardItem,
  type Principal,
  type QueryDefinitionInput,
  type StatisticsSummary,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { logChanges, type ChangeEntry, type LogActor } from '../../plugins/resources/resource-writes.js';
import { dashboardMessages as text, reportMessages as m } from '../../messages/index.js';
import { liveQueryNames, liveStoredQuery, storeQuery } from '../queries/stored-queries.service.js';
import {
  HEADLINE_DEFINITIONS,
  REPORT_CARDS,
  REPORT_DEFINITIONS,
  REPORT_FILTERS,
  REPORT_KEYS,
  reportCards,
  signInsSince,
  type ReportKey,
} from './builtin-reports.js';
import {
  anyDashboardEver,
  insertDashboard,
  liveDashboard,
  liveDashboardTitled,
  liveDashboardTitles,
} from './builtin-reports.repository.js';
import { keptAnswer } from './kept-answers.js';

/** Copy names tried at once when looking for a free one. */
const NAMES_TRIED = 20;

/** The first of «…», «رونوشت …», «رونوشت ۲ …» … that `taken` does not hold (normalised as stored). */
async function freeName(
  base: string,
  taken: (names: string[]) => Promise<Set<string>>,
  copy: boolean,
): Promise<string> {
  for (let from = copy ? 1 : 0; ; from += NAMES_TRIED) {
    const names = Array.from({ length: NAMES_TRIED }, (_, i) =>
      normalizeText(from + i === 0 ? base : m.copyOf(base, from + i)),
    );
    const used = await taken(names);
    const free = names.find((name) => !used.has(name));
    if (free) return free;
  }
}

/**
 * Writes the built-in reports dashboard and its stored queries, in one transaction, on a portal that never
 * held a dashboard (so one an Admin deleted is not brought back); answers whether it wrote them. Run after
 * the migrations, under their lock (server.ts), so two instances starting together write it once.
 */
export async function seedBuiltInReports(db: Db): Promise<boolean> {
  if (await anyDashboardEver(db)) return false;
  await db.transaction(async (tx) => {
    const queryIds = {} as Record<ReportKey, number>;
    for (const key of REPORT_KEYS) {
      const name = await freeName(
        `${m.queryPrefix}: ${REPORT_CARDS[key].title}`,
        (names) => liveQueryNames(tx, names),
        false,
      );
      queryIds[key] = (await storeQuery(tx, name, REPORT_DEFINITIONS[key], null)).id;
    }
    await insertDashboard(tx, {
      title: normalizeText(m.dashboardTitle),
      categoryId: null,
      cards: reportCards(queryIds),
      filters: REPORT_FILTERS,
      shares: [],
      creatorId: null,
    });
  });
  return true;
}

/**
 * A new dashboard titled «رونوشت …» with dashboard `id`'s filters and cards, each card over a copy of its
 * stored query (one copy per query the cards share), not shared with anyone yet; one transaction, each
 * new row in the change log as the `dashboard` or `query` resource's create would write it. 404
 * for a dashboard that is not live; a card whose query was deleted is the 400 a save of it would answer.
 */
export async function copyDashboard(db: Db, actor: LogActor, id: number): Promise<DashboardItem> {
  const source = await liveDashboard(db, id);
  if (!source) throw new AppError('not_found', text.dashboardNotFound);
  const row = await db.transaction(async (tx) => {
    const copies = new Map<number, number>();
    const created: ChangeEntry[] = [];
    for (const [i, card] of source.cards.entries()) {
      if (copies.has(card.queryId)) continue;
      const stored = await liveStoredQuery(tx, card.queryId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found')
          throw fieldError('bad_request', `cards.${i}.queryId`, text.queryMissing(card.title));
        throw error;
      });
      const name = await freeName(stored.fname, (names) => liveQueryNames(tx, names), true);
      const query = await storeQuery(tx, name, stored.definition, actor.actorId, stored.description);
      created.push({ action: 'create', id: query.id, before: null, after: query });
      copies.set(card.queryId, query.id);
    }
    await logChanges(tx, queryApi.name, actor, created);
    const title = await freeName(source.title, (titles) => liveDashboardTitles(tx, titles), true);
    const dashboard = await insertDashboard(tx, {
      title,
      categoryId: source.categoryId,
      cards: source.cards.map((card) => ({ ...card, queryId: copies.get(card.queryId)! })),
      filters: source.filters,
      shares: [],
      creatorId: actor.actorId,
    });
    await logChanges(tx, dashboardApi.name, actor, [
      { action: 'create', id: dashboard.id, before: null, after: dashboard },
    ]);
    return dashboard;
  });
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    cards: row.cards,
    filters: row.filters,
    shares: row.shares,
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorId,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updaterId: row.updaterId,
  };
}

/** The first row's column `name` as a number, or null. */
function figure(rows: readonly unknown[], name: string): number | null {
  const row = rows[0];
  const value =
    row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>)[name] : null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The headline figures of the built-in reports for `user` (an Admin: the endpoint's access), each read by
 * the query compiler from the same sources and fields as the dashboard's cards.
 */
export async function statisticsSummary(
  db: Db,
  user: Principal,
  now = new Date(),
): Promise<StatisticsSummary> {
  // The panel home asks on every visit: the answers are kept until a request or task is written.
  const run = async (definition: QueryDefinitionInput) => (await keptAnswer(db, user, definition)).rows;
  const requests = await run(HEADLINE_DEFINITIONS.requests);
  const running = await run(HEADLINE_DEFINITIONS.running);
  const handling = await run(HEADLINE_DEFINITIONS.handling);
  const overdue = await run(HEADLINE_DEFINITIONS.overdue);
  const survey = await run(HEADLINE_DEFINITIONS.survey);
  const signIns = await run(signInsSince(formatJalaliDate(now)));
  return {
    requests: figure(requests, 'n') ?? 0,
    running: figure(running, 'n') ?? 0,
    ended: figure(handling, 'n') ?? 0,
    averageHandlingDays: figure(handling, 'average'),
    p90HandlingDays: figure(handling, 'p90'),
    overdueTasks: figure(overdue, 'n') ?? 0,
    surveys: figure(survey, 'n') ?? 0,
    averageSurveyScore: figure(survey, 'average'),
    signInsToday: figure(signIns, 'n') ?? 0,
    dashboardId: await liveDashboardTitled(db, normalizeText(m.dashboardTitle)),
  };
}
