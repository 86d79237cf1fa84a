import { useMutation } from '@tanstack/react-query';
import { ApiHttpError, postForBlob } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import type { RecordQuery } from './list-records';

/** The Persian message of a failed export: the server's message, else the error's own text. */
function failureMessage(error: unknown): string {
  const message =
    error instanceof ApiHttpError ? (error.data as { message?: unknown } | null)?.message : undefined;
  if (typeof message === 'string' && message !== '') return message;
  return error instanceof Error ? error.message : String(error);
}

/** Hands a downloaded file to the browser under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `POST datacollection/{id}/record/export` (Admin): the filtered records as an .xlsx download. */
export async function exportRecords(collectionId: number, query: RecordQuery, fileName: string) {
  try {
    const file = await postForBlob(`datacollection/${collectionId}/record/export`, query, {
      silent: true,
      lockKey: `datacollection/${collectionId}/record/export`,
    });
    saveFile(file, fileName);
  } catch (error) {
    showToast({ color: 'error', text: failureMessage(error) });
    throw error;
  }
}

/** Exports the filtered records of a collection. */
export function useExportRecords(collectionId: number, fileName: string) {
  return useMutation({ mutationFn: (query: RecordQuery) => exportRecords(collectionId, query, fileName) });
}
