// The document repository (مخزن اسناد): folders and documents, for Admins and Employees.
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../rules/permissions.js';
import { resourceEndpoints } from './resource.js';

const staff = [ROLE_ADMIN, ROLE_EMPLOYEE] as const;
const staffAccess = { list: staff, read: staff, create: staff, update: staff, delete: staff };

/** Folders of the document repository. */
export const docRepoFolderApi = resourceEndpoints('docrepofolder', {
  item: (s) => s.docRepoFolder,
  createBody: (s) => s.docRepoFolderBody,
  updateBody: (s) => s.docRepoFolderBody,
  access: staffAccess,
});

/** Documents of the document repository. */
export const docRepoApi = resourceEndpoints('docrepo', {
  item: (s) => s.docRepo,
  createBody: (s) => s.createDocRepoBody,
  updateBody: (s) => s.updateDocRepoBody,
  access: staffAccess,
});
