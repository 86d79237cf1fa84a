import { ssoApi, isAdmin } from '@darvazeh/shared';
import {
  samlPending,
  samlSpSessions,
  ssoClientLoginLogs,
  ssoClients,
  ssoIpLimits,
  ssoOidcClients,
  ssoSamlSps,
  ssoUnitLimits,
  ssoUserLimits,
} from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';
import { isLiveUnit, unitNamesOf } from '../organisation/organisation.service.js';
import { managedBy, ssoUnitsOf } from './sso.repository.js';
import { labels, ssoMessages as text } from '../../messages/index.js';

/** The owner resource of connected systems' rows, change log and logos. */
export const SSO_RESOURCE = 'ssomanagement';

/**
 * Connected systems (سامانه‌های متصل) as the resource convention serves them: Admins manage every one;
 * an Employee in unit role 3 manages only the systems of those units (every query is limited to them,
 * and a write naming another unit, or none, is refused with 403). The logo is attached, and a replaced
 * one released, in the save's transaction.
 */
export const ssoResource: ResourceDefinition = {
  api: ssoApi,
  table: ssoClients,
  fields: columnFields(ssoClients, [
    'id',
    'name',
    'homeUrl',
    'categoryId',
    'unitId',
    'enabled',
    'showOnMainPage',
    'priority',
  ]),
  ownedBy: managedBy,
  // Purged for good with its protocol settings, its limits, its sign-in states and its sign-in log.
  recycle: {
    label: labels.connectedSystem,
    title: ssoClients.name,
    parents: [{ column: ssoClients.unitId, kind: 'unit' }],
    files: true,
    purgeAlso: [
      ssoOidcClients.systemId,
      ssoSamlSps.clientId,
      samlPending.clientId,
      samlSpSessions.clientId,
      ssoUserLimits.clientId,
      ssoUnitLimits.clientId,
      ssoIpLimits.clientId,
      ssoClientLoginLogs.clientId,
    ],
  },
  hooks: {
    check: async (db, body, _id, user) => {
      const unitId = body.unitId as number | null;
      if (!isAdmin(user)) {
        if (unitId === null) throw new AppError('forbidden', text.unitRequired);
        if (!ssoUnitsOf(user).includes(unitId)) throw new AppError('forbidden', text.unitNotYours);
      }
      if (unitId !== null && !(await isLiveUnit(db, unitId)))
        throw new AppError('bad_request', text.unitMissing);
    },
    afterWrite: async (tx, id, body, actor) => {
      const owner = { resource: SSO_RESOURCE, id };
      const keep = typeof body.logoFileId === 'string' ? [body.logoFileId] : [];
      await attachFiles(tx, actor.user, keep, owner, 'image');
      await releaseFiles(tx, owner, keep);
    },
    expand: async (db, rows) => {
      const ids = [...new Set(rows.map((r) => r.unitId).filter((id): id is number => id !== null))];
      const names = await unitNamesOf(db, ids);
      return rows.map((r) => {
        const unitId = r.unitId as number | null;
        return { ...r, unit: unitId === null ? null : { id: unitId, name: names.get(unitId) ?? '' } };
      });
    },
  },
};
