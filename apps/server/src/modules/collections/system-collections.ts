import type { FieldType, SystemCollection, SystemCollectionField } from '@darvazeh/shared';
import { labels, logMessages, wsHelpMessages } from '../../messages/index.js';

const field = (ename: string, fname: string, type: FieldType = 'text'): SystemCollectionField => ({
  id: ename,
  fname,
  ename,
  type,
});

const id = field('id', labels.id);
const createdAt = field('createdAt', labels.createdAt, 'date');

/**
 * The system collections of SPEC §3, read-only: the product's own tables seen as data collections, so
 * forms and queries can draw on them. Names exactly as SPEC; fields are the public columns of each table
 * (never hashes or secrets). Requests and RequestTasks are not in SPEC §3's list: named here for the
 * dashboards' reports (requests per service, unit and month; open requests by status); Services names a request's service.
 */
export const SYSTEM_COLLECTIONS: readonly SystemCollection[] = [
  {
    name: 'users',
    fname: labels.users,
    fields: [
      id,
      field('username', labels.username),
      field('firstName', labels.name),
      field('lastName', labels.lastName),
      field('email', labels.email),
      field('mobile', labels.mobile),
      field('locked', labels.locked, 'checkbox'),
      createdAt,
    ],
  },
  {
    name: 'Unit',
    fname: labels.organisationalUnits,
    fields: [
      id,
      field('name', labels.name),
      field('parentId', labels.parentUnit),
      field('unitTypeId', labels.unitType),
    ],
  },
  {
    name: 'UnitType',
    fname: labels.unitTypes,
    fields: [id, field('name', labels.name)],
  },
  {
    name: 'UnitResponsibility',
    fname: labels.responsibilities,
    fields: [
      id,
      field('userId', labels.user),
      field('unitId', labels.unit),
      field('unitRoleId', labels.unitRole),
      field('personalId', labels.personalId),
    ],
  },
  {
    name: 'AuthLog',
    fname: labels.signInLog,
    fields: [
      id,
      field('userId', labels.user),
      field('username', labels.username),
      field('ip', labels.ip),
      field('userAgent', labels.userAgent),
      field('result', labels.result),
      field('createdAt', labels.time, 'date'),
    ],
  },
  {
    name: 'SsoClientLoginLog',
    fname: labels.otherSystemsSignInLog,
    fields: [
      id,
      field('userId', labels.user),
      field('clientId', labels.system),
      field('protocol', labels.protocol),
      field('event', labels.event),
      field('reason', labels.reason),
      field('ip', labels.ip),
      field('createdAt', labels.time, 'date'),
    ],
  },
  {
    name: 'Requests',
    fname: labels.requests,
    fields: [
      id,
      field('trackingCode', logMessages.trackingCode),
      field('serviceId', labels.service),
      field('applicantId', labels.applicant),
      field('state', labels.requestState),
      field('status', wsHelpMessages.status),
      createdAt,
      field('endedAt', labels.endedAt, 'date'),
      field('handlingDays', labels.handlingDays),
      field('surveyScore', labels.surveyScore),
    ],
  },
  {
    name: 'RequestTasks',
    fname: labels.requestTasks,
    fields: [
      id,
      field('requestId', labels.request),
      field('kind', labels.taskKind),
      field('unitId', labels.unit),
      field('unitRoleId', labels.unitRole),
      field('state', labels.taskState),
      createdAt,
      field('doneAt', labels.doneAt, 'date'),
      field('overdue', labels.overdue, 'checkbox'),
    ],
  },
  {
    name: 'Services',
    fname: labels.services,
    fields: [id, field('serviceFname', labels.name)],
  },
];
