import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import type { RecordQuery } from './list-records';

/** The Persian message inside a failed export's body (a Blob, since the answer was asked for as a file). */
async function failureMessage(error: unknown): Promise<string | null> {
  const body = (error as { response?: { data?: unknown } }).response?.data;
  if (!(body instanceof Blob)) return null;
  try {
    const parsed = JSON.parse(await body.text()) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : null;
  } catch {
    return null;
  }
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
    const { data } = await apiClient.post<Blob>(`datacollection/${collectionId}/record/export`, query, {
      responseType: 'blob',
      silent: true,
      lockKey: `datacollection/${collectionId}/record/export`,
    });
    saveFile(data, fileName);
  } catch (error) {
    const message = await failureMessage(error);
    showToast({ color: 'error', text: message ?? (error instanceof Error ? error.message : String(error)) });
    throw error;
  }
}

/** Exports the filtered records of a collection. */
export function useExportRecords(collectionId: number, fileName: string) {
  return useMutation({ mutationFn: (query: RecordQuery) => exportRecords(collectionId, query, fileName) });
}
