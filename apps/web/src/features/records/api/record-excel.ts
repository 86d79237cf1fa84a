// A collection's records as an Excel sheet (Admin): the filtered records out, a sheet of records in.
import { useMutation } from '@tanstack/react-query';
import { recordApi, type ImportResult } from '@darvazeh/shared';
import { uploadSheet, type ImportPhase } from '../../../components/excel-import/upload-sheet';
import { callForFile } from '../../../lib/api-client';
import { downloadFailure, saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast-store';
import type { RecordQuery } from '../record-filters';

/** Downloads the filtered records of a collection as an .xlsx named `fileName`; a failure is toasted. */
export async function exportRecords(collectionId: number, query: RecordQuery, fileName: string) {
  try {
    const file = await callForFile(
      recordApi.export,
      { params: { collectionId }, body: query },
      { silent: true, lock: true },
    );
    saveFile(file, fileName);
  } catch (error) {
    showToast({ color: 'error', text: downloadFailure(error) });
    throw error;
  }
}

/** Exports the filtered records of a collection. */
export function useExportRecords(collectionId: number, fileName: string) {
  return useMutation({ mutationFn: (query: RecordQuery) => exportRecords(collectionId, query, fileName) });
}

/** Sends a sheet of records into a collection as multipart; `onPhase` follows the upload. */
export function importRecords(
  collectionId: number,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  return uploadSheet(recordApi.import, file, onPhase, { collectionId });
}
