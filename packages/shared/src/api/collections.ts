// Data collections (مجموعه داده) and their records (SPEC §3 data collection, form definition).
import { admin, resourceAccess, staff } from './access.js';
import { del, get, post, put } from './verbs.js';
import { resourceEndpoints } from './resource.js';

/** Data collections: Admins define them; Admins and Employees read them; and the system collections. */
export const dataCollectionApi = {
  ...resourceEndpoints('datacollection', {
    item: (s) => s.dataCollection,
    createBody: (s) => s.dataCollectionBody,
    access: resourceAccess(staff, admin),
  }),
  system: get('datacollection/system', staff, { response: (s) => s.systemCollectionList }),
};

const base = 'datacollection/{collectionId}/record';

/** A collection's records: Admins reach every record, Employees those they created; Excel for Admins. */
export const recordApi = {
  filter: post(`${base}/filter`, staff, {
    params: (s) => s.collectionParams,
    body: (s) => s.recordFilterRequest,
    response: (s) => s.recordList,
  }),
  get: get(`${base}/{recordId}`, staff, {
    params: (s) => s.recordParams,
    response: (s) => s.collectionRecord,
  }),
  create: post(base, staff, {
    params: (s) => s.collectionParams,
    body: (s) => s.recordBody,
    response: (s) => s.collectionRecord,
  }),
  update: put(`${base}/{recordId}`, staff, {
    params: (s) => s.recordParams,
    body: (s) => s.recordBody,
    response: (s) => s.collectionRecord,
  }),
  remove: del(`${base}/{recordId}`, staff, { params: (s) => s.recordParams }),
  export: post(`${base}/export`, admin, {
    kind: 'file',
    params: (s) => s.collectionParams,
    body: (s) => s.recordFilterRequest,
  }),
  import: post(`${base}/import`, admin, {
    kind: 'upload',
    params: (s) => s.collectionParams,
    response: (s) => s.importResult,
  }),
};
