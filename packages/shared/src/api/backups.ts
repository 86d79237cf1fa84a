// Backups (SPEC resource `backup`): Admins only. The archives hold password hashes and signing keys.
import { admin } from './access.js';
import { del, get, post, put } from './verbs.js';

/** The backups page: list, make, download, restore, delete, and the schedule. */
export const backupApi = {
  name: 'backup',
  access: admin,
  filter: post('backup/filter', admin, {
    body: (s) => s.filterRequest,
    response: (s) => s.pagedList(s.backupItem),
  }),
  get: get('backup/{id}', admin, { params: (s) => s.idParams, response: (s) => s.backupItem }),
  /** Starts a backup now (queued for the job runner); its progress is read back with `get`. */
  create: post('backup', admin, { response: (s) => s.backupItem }),
  /** Deletes a finished backup and its archive. */
  remove: del('backup/{id}', admin, { params: (s) => s.idParams }),
  /** The archive, streamed; every download is written to the change log. */
  download: get('backup/{id}/download', admin, { kind: 'file', params: (s) => s.idParams }),
  /** Restores a verified backup: the portal refuses writes (503) until the restore ends. */
  restore: post('backup/{id}/restore', admin, {
    params: (s) => s.idParams,
    response: (s) => s.restoreStatus,
  }),
  restoreStatus: get('backup/restore', admin, { response: (s) => s.restoreStatus }),
  settings: get('backup/settings', admin, { response: (s) => s.backupSettings }),
  saveSettings: put('backup/settings', admin, {
    body: (s) => s.backupSettings,
    response: (s) => s.backupSettings,
  }),
};
