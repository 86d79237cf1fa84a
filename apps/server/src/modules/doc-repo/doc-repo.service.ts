import { hasRoles, ROLE_ADMIN, ROLE_EMPLOYEE, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { documentVisible } from './doc-repo.repository.js';

/** Whether `viewer` may download a document's file: staff who may see the document. */
export async function documentFileReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  return (
    viewer !== null &&
    hasRoles(viewer, [ROLE_ADMIN, ROLE_EMPLOYEE]) &&
    (await documentVisible(db, viewer, id))
  );
}
