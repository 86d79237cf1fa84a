import { importApi, type ImportResult } from '@darvazeh/shared';
import { uploadSheet, type ImportPhase } from '../../../components/excel-import/upload-sheet';
import { urlFor } from '../../../lib/api-client';

/** What can be imported from a sheet. */
export type ImportKind = 'user' | 'unit';

const endpoints = {
  user: { template: importApi.userTemplate, upload: importApi.userImport },
  unit: { template: importApi.unitTemplate, upload: importApi.unitImport },
};

/** The template of a kind, a plain link: a GET with the session cookie. */
export const templateUrl = (kind: ImportKind) => urlFor(endpoints[kind].template);

/** Imports a sheet of `kind` (multipart, locked); `onPhase` follows the upload. */
export function importSheet(
  kind: ImportKind,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  return uploadSheet(endpoints[kind].upload, file, onPhase);
}
