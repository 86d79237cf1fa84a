// The document repository (مخزن اسناد): folders and documents, for Admins and Employees.
import { resourceAccess, staff } from './access.js';
import { resourceEndpoints } from './resource.js';

const staffAccess = resourceAccess(staff);

/** Folders of the document repository. */
export const docRepoFolderApi = resourceEndpoints('docrepofolder', {
  item: (s) => s.docRepoFolder,
  createBody: (s) => s.docRepoFolderBody,
  access: staffAccess,
});

/** Documents of the document repository. */
export const docRepoApi = resourceEndpoints('docrepo', {
  item: (s) => s.docRepo,
  createBody: (s) => s.createDocRepoBody,
  updateBody: (s) => s.updateDocRepoBody,
  access: staffAccess,
});
