import { hasRoles, ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import { registerFileAccess } from '../files/files.service.js';
import { documentVisible } from './doc-repo.repository.js';

/**
 * The document repository's routes are the resource convention's (docrepofolder, docrepo in
 * resources.ts); this adds who may download a document's file: staff who may see the document.
 */
export function registerDocRepoFileAccess(): void {
  registerFileAccess(
    'docrepo',
    async (db, principal, id) =>
      principal !== null &&
      hasRoles(principal, [ROLE_ADMIN, ROLE_EMPLOYEE]) &&
      (await documentVisible(db, principal, id)),
  );
}
