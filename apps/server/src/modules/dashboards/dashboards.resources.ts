import { dashboardApi, dashboardBody, isAdmin, normalizeText, type Principal } from '@darvazeh/shared';
import { dashboards } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { dashboardMessages as text, labels } from '../../messages/index.js';
import { isLiveUnit } from '../organisation/organisation.service.js';
import { liveStoredQuery } from '../queries/stored-queries.service.js';
import { isLiveCategory } from '../services/service-categories.service.js';
import { sharedWith } from './dashboards.repository.js';

/**
 * Refuses (400 naming the body field) a portal-wide card («کل سامانه») written by anyone but an Admin —
 * whoever else may come to edit dashboards — and a dashboard whose references are not live: its
 * category, each card's stored query, each binding's source among that query's aliases, each unit a
 * share names.
 */
async function checkBody(db: Db, input: unknown, user: Principal): Promise<void> {
  const body = dashboardBody.parse(input);
  if (!isAdmin(user))
    for (const [i, card] of body.cards.entries())
      if (card.portalWide)
        throw fieldError('bad_request', `cards.${i}.portalWide`, text.portalWideAdminsOnly(card.title));
  if (body.categoryId != null && !(await isLiveCategory(db, body.categoryId)))
    throw fieldError('bad_request', 'categoryId', text.categoryMissing);
  for (const [i, card] of body.cards.entries()) {
    const stored = await liveStoredQuery(db, card.queryId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found')
        throw fieldError('bad_request', `cards.${i}.queryId`, text.queryMissing(card.title));
      throw error;
    });
    const aliases = new Set(stored.definition.sources.map((s) => s.alias));
    for (const [j, binding] of card.bindings.entries())
      if (!aliases.has(binding.source))
        throw fieldError(
          'bad_request',
          `cards.${i}.bindings.${j}.source`,
          text.bindingSource(card.title, binding.source),
        );
  }
  for (const [i, share] of body.shares.entries())
    if (share.unitId !== null && !(await isLiveUnit(db, share.unitId)))
      throw fieldError('bad_request', `shares.${i}.unitId`, text.shareUnitMissing);
}

/**
 * Dashboards (resource `dashboard`, داشبورد): Admins write them; Admins read every one, an Employee only
 * those shared with them (sharedWith: SPEC §6 matching), in lists and by id alike. A write is checked by
 * the shared `dashboardBody` and against the live rows it names; the title (stored normalised) is unique
 * among live dashboards. `portalWide` cards are set by Admins alone: today only Admins write, and the
 * check refuses any other writer's portal-wide card whatever the access rules become.
 */
export const dashboardResource: ResourceDefinition = {
  api: dashboardApi,
  table: dashboards,
  fields: columnFields(dashboards, ['id', 'title', 'categoryId', 'createdAt']),
  nameColumn: dashboards.title,
  duplicateNameMessage: text.duplicateTitle,
  ownedBy: sharedWith,
  recycle: { label: labels.dashboard, title: dashboards.title },
  hooks: {
    check: (db, body, _id, user) => checkBody(db, body, user),
    toValues: (input) => {
      const body = dashboardBody.parse(input);
      return {
        title: normalizeText(body.title),
        categoryId: body.categoryId ?? null,
        cards: body.cards,
        filters: body.filters,
        shares: body.shares,
      };
    },
  },
};
