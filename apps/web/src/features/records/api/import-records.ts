import type { ImportResult } from '@darvazeh/shared';
import { uploadSheet, type ImportPhase } from '../../../components/excel-import/upload-sheet';

/** `POST datacollection/{id}/record/import` (Admin) with the sheet as multipart; `onPhase` follows the upload. */
export function importRecords(
  collectionId: number,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  return uploadSheet(`datacollection/${collectionId}/record/import`, file, onPhase);
}
