// Data collections (مجموعه داده) and their records (SPEC §3 data collection, form definition).
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';
import { resourceEndpoints } from './resource.js';

const admin = [ROLE_ADMIN] as const;
const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;

/** Data collections: Admins define them; Admins and Employees read them; and the system collections. */
export const dataCollectionApi = {
  ...resourceEndpoints('datacollection', {
    item: (s) => s.dataCollection,
    createBody: (s) => s.dataCollectionBody,
    updateBody: (s) => s.dataCollectionBody,
    access: { list: staff, read: staff, create: admin, update: admin, delete: admin },
  }),
  system: endpoint({
    method: 'GET',
    path: 'datacollection/system',
    access: staff,
    response: (s) => s.systemCollectionList,
  }),
};

const base = 'datacollection/{collectionId}/record';

/** A collection's records: Admins reach every record, Employees those they created; Excel for Admins. */
export const recordApi = {
  filter: endpoint({
    method: 'POST',
    path: `${base}/filter`,
    access: staff,
    params: (s) => s.collectionParams,
    body: (s) => s.recordFilterRequest,
    response: (s) => s.recordList,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/{recordId}`,
    access: staff,
    params: (s) => s.recordParams,
    response: (s) => s.collectionRecord,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    access: staff,
    params: (s) => s.collectionParams,
    body: (s) => s.recordBody,
    response: (s) => s.collectionRecord,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/{recordId}`,
    access: staff,
    params: (s) => s.recordParams,
    body: (s) => s.recordBody,
    response: (s) => s.collectionRecord,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/{recordId}`,
    access: staff,
    params: (s) => s.recordParams,
  }),
  export: endpoint({
    method: 'POST',
    path: `${base}/export`,
    access: admin,
    kind: 'file',
    params: (s) => s.collectionParams,
    body: (s) => s.recordFilterRequest,
  }),
  import: endpoint({
    method: 'POST',
    path: `${base}/import`,
    access: admin,
    kind: 'upload',
    params: (s) => s.collectionParams,
    response: (s) => s.importResult,
  }),
};
