// The recycle bin (موارد حذف‌شده, SPEC §2 deleted-list): every soft-deleted row in one list; restore brings
// a row back with what was deleted with it, purge removes it and its files for good. Admins only.
import { admin } from './access.js';
import { del, get, post } from './verbs.js';

/** The recycle bin's endpoints. */
export const deletedItemApi = {
  kinds: get('deleted/kinds', admin, { response: (s) => s.deletedKinds }),
  filter: post('deleted/filter', admin, {
    body: (s) => s.deletedFilterRequest,
    response: (s) => s.pagedList(s.deletedItem),
  }),
  restore: post('deleted/{kind}/{id}/restore', admin, { params: (s) => s.deletedItemParams }),
  purge: del('deleted/{kind}/{id}', admin, { params: (s) => s.deletedItemParams }),
};
