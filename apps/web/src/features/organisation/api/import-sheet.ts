import type { ImportResult } from '@darvazeh/shared';
import { uploadSheet, type ImportPhase } from '../../../components/excel-import/upload-sheet';

/** What can be imported from a sheet. */
export type ImportKind = 'user' | 'unit';

/** The template of a kind, a plain link: a GET with the session cookie. */
export const templateUrl = (kind: ImportKind) => `/api/v1/${kind}/import-template`;

/** `POST {kind}/import` with the file as multipart; `onPhase` follows the upload. */
export function importSheet(
  kind: ImportKind,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  return uploadSheet(`${kind}/import`, file, onPhase);
}
