// Uploads and downloads (SPEC §4 uploads, §7 downloads).
import { get, post } from './verbs.js';

/** File routes: uploads by signed-in users; downloads for whoever the owning row's rules allow. */
export const filesApi = {
  upload: post('file/upload/{use}', ['*'], {
    kind: 'upload',
    params: (s) => s.uploadUseParams,
    response: (s) => s.uploadedFile,
  }),
  /** A file attached to a row: whoever may read the row (its module's file-access rule), and Admins. */
  download: get('download/{id}', 'anyone', {
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
  /** An unattached image, for its uploader (a preview before the form is saved). */
  tempImage: get('temp-image/{id}', ['*'], {
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
  /** An unattached file, for its uploader. */
  tempFile: get('temp-file/{id}', ['*'], {
    kind: 'file',
    params: (s) => s.fileIdParams,
    query: (s) => s.fileQuery,
  }),
};
