// The recycle bin (موارد حذف‌شده, SPEC §2 deleted-list): every soft-deleted row in one list; restore brings
// a row back with what was deleted with it, purge removes it and its files for good. Admins only.
import { ROLE_ADMIN } from '../rules/permissions.js';
import { endpoint } from './endpoint.js';

const admin = [ROLE_ADMIN] as const;

/** The recycle bin's endpoints. */
export const deletedItemApi = {
  kinds: endpoint({
    method: 'GET',
    path: 'deleted/kinds',
    access: admin,
    response: (s) => s.deletedKinds,
  }),
  filter: endpoint({
    method: 'POST',
    path: 'deleted/filter',
    access: admin,
    body: (s) => s.deletedFilterRequest,
    response: (s) => s.pagedList(s.deletedItem),
  }),
  restore: endpoint({
    method: 'POST',
    path: 'deleted/{kind}/{id}/restore',
    access: admin,
    params: (s) => s.deletedItemParams,
  }),
  purge: endpoint({
    method: 'DELETE',
    path: 'deleted/{kind}/{id}',
    access: admin,
    params: (s) => s.deletedItemParams,
  }),
};
