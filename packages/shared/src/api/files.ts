// Uploads and downloads (SPEC §4 uploads, §7 downloads).
import { endpoint } from './endpoint.js';

/** File routes: uploads by signed-in users; downloads for whoever the owning row's rules allow. */
export const filesApi = {
  upload: endpoint({
    method: 'POST',
    path: 'file/upload/{use}',
    access: ['*'],
    kind: 'upload',
    params: (s) => s.uploadUseParams,
    response: (s) => s.uploadedFile,
  }),
  /** A file attached to a row: whoever may read the row (its module's file-access rule), and Admins. */
  download: endpoint({
    method: 'GET',
    path: 'download/{id}',
    access: 'anyone',
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
  /** An unattached image, for its uploader (a preview before the form is saved). */
  tempImage: endpoint({
    method: 'GET',
    path: 'temp-image/{id}',
    access: ['*'],
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
  /** An unattached file, for its uploader. */
  tempFile: endpoint({
    method: 'GET',
    path: 'temp-file/{id}',
    access: ['*'],
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
};
