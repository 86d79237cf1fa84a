import type { FieldType, SystemCollection, SystemCollectionField } from '@darvazeh/shared';
import { labels, logMessages, wsHelpMessages } from '../../messages/index.js';

const field = (ename: string, fname: string, type: FieldType = 'text'): SystemCollectionField => ({
  id: ename,
  fname,
  ename,
  type,
});

// Fields several collections share, spelt once.
const id = field('id', labels.id);
const createdAt = field('createdAt', labels.createdAt, 'date');
const signedAt = field('createdAt', labels.time, 'date');
const name = field('name', labels.name);
const username = field('username', labels.username);
const userId = field('userId', labels.user);
const unitId = field('unitId', labels.unit);
const unitRoleId = field('unitRoleId', labels.unitRole);
const ip = field('ip', labels.ip);

/** One system collection: its SPEC name, its Persian name, and its fields after the `id` all have. */
const collection = (
  tableName: string,
  fname: string,
  ...fields: SystemCollectionField[]
): SystemCollection => ({
  name: tableName,
  fname,
  fields: [id, ...fields],
});

/**
 * The system collections of SPEC §3, read-only: the product's own tables seen as data collections, so
 * forms and queries can draw on them. Names exactly as SPEC; fields are the public columns of each table
 * (never hashes or secrets). Requests and RequestTasks are not in SPEC §3's list: named here for the
 * dashboards' reports (requests per service, unit and month; open requests by status); Services names a request's service.
 */
export const SYSTEM_COLLECTIONS: readonly SystemCollection[] = [
  collection(
    'users',
    labels.users,
    username,
    field('firstName', labels.name),
    field('lastName', labels.lastName),
    field('email', labels.email),
    field('mobile', labels.mobile),
    field('locked', labels.locked, 'checkbox'),
    createdAt,
  ),
  collection(
    'Unit',
    labels.organisationalUnits,
    name,
    field('parentId', labels.parentUnit),
    field('unitTypeId', labels.unitType),
  ),
  collection('UnitType', labels.unitTypes, name),
  collection(
    'UnitResponsibility',
    labels.responsibilities,
    userId,
    unitId,
    unitRoleId,
    field('personalId', labels.personalId),
  ),
  collection(
    'AuthLog',
    labels.signInLog,
    userId,
    username,
    ip,
    field('userAgent', labels.userAgent),
    field('result', labels.result),
    signedAt,
  ),
  collection(
    'SsoClientLoginLog',
    labels.otherSystemsSignInLog,
    userId,
    field('clientId', labels.system),
    field('protocol', labels.protocol),
    field('event', labels.event),
    field('reason', labels.reason),
    ip,
    signedAt,
  ),
  collection(
    'Requests',
    labels.requests,
    field('trackingCode', logMessages.trackingCode),
    field('serviceId', labels.service),
    field('applicantId', labels.applicant),
    field('state', labels.requestState),
    field('status', wsHelpMessages.status),
    createdAt,
    field('endedAt', labels.endedAt, 'date'),
    field('handlingDays', labels.handlingDays),
    field('surveyScore', labels.surveyScore),
  ),
  collection(
    'RequestTasks',
    labels.requestTasks,
    field('requestId', labels.request),
    field('kind', labels.taskKind),
    unitId,
    unitRoleId,
    field('state', labels.taskState),
    createdAt,
    field('doneAt', labels.doneAt, 'date'),
    field('overdue', labels.overdue, 'checkbox'),
  ),
  collection('Services', labels.services, field('serviceFname', labels.name)),
];
