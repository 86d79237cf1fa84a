import type { AppModule } from '../app-module.js';
import { docRepoFolderResource, docRepoResource } from './doc-repo.resources.js';
import { documentFileReadable } from './doc-repo.service.js';

/**
 * The document repository (SPEC §2 `/panel/doc-repo`): folders and documents through the resource
 * convention, and who may download a document's file.
 */
export function docRepoModule(): AppModule {
  return {
    name: 'doc-repo',
    resources: [docRepoFolderResource, docRepoResource],
    fileAccess: { docrepo: documentFileReadable },
  };
}
