// Backups (SPEC resource `backup`): Admins only. The archives hold password hashes and signing keys.
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const admin = [ROLE_ADMIN] as const;

/** The backups page: list, make, download, restore, delete, and the schedule. */
export const backupApi = {
  name: 'backup',
  access: admin,
  filter: endpoint({
    method: 'POST',
    path: 'backup/filter',
    access: admin,
    body: (s) => s.filterRequest,
    response: (s) => s.pagedList(s.backupItem),
  }),
  get: endpoint({
    method: 'GET',
    path: 'backup/{id}',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.backupItem,
  }),
  /** Starts a backup now (queued for the job runner); its progress is read back with `get`. */
  create: endpoint({ method: 'POST', path: 'backup', access: admin, response: (s) => s.backupItem }),
  /** Deletes a finished backup and its archive. */
  remove: endpoint({ method: 'DELETE', path: 'backup/{id}', access: admin, params: (s) => s.idParams }),
  /** The archive, streamed; every download is written to the change log. */
  download: endpoint({
    method: 'GET',
    path: 'backup/{id}/download',
    access: admin,
    kind: 'file',
    params: (s) => s.idParams,
  }),
  /** Restores a verified backup: the portal refuses writes (503) until the restore ends. */
  restore: endpoint({
    method: 'POST',
    path: 'backup/{id}/restore',
    access: admin,
    params: (s) => s.idParams,
    response: (s) => s.restoreStatus,
  }),
  restoreStatus: endpoint({
    method: 'GET',
    path: 'backup/restore',
    access: admin,
    response: (s) => s.restoreStatus,
  }),
  settings: endpoint({
    method: 'GET',
    path: 'backup/settings',
    access: admin,
    response: (s) => s.backupSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: 'backup/settings',
    access: admin,
    body: (s) => s.backupSettings,
    response: (s) => s.backupSettings,
  }),
};
