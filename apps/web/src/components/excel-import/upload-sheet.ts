import type { ImportReport, ImportResult } from '@darvazeh/shared';
import { api, ApiHttpError, type UploadProgress } from '../../lib/api-client';

/** Where an import stands: sending the file (with its percentage), or waiting while the server checks. */
export type ImportPhase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

/** Progress of an upload as a phase: once every byte is sent the server is checking the rows. */
export function phaseOf(event: UploadProgress): ImportPhase {
  if (!event.total || event.loaded >= event.total) return { step: 'checking' };
  return { step: 'uploading', percent: Math.round((event.loaded / event.total) * 100) };
}

/** The row-by-row report of a refused import, when the failure carries one. */
export function reportOf(error: unknown): ImportReport | null {
  if (!(error instanceof ApiHttpError) || error.status !== 400) return null;
  const data = (error.data as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && Array.isArray((data as ImportReport).issues)
    ? (data as ImportReport)
    : null;
}

/** POSTs a sheet as multipart to an import route (`user/import`, …); `onPhase` follows the upload. */
export async function uploadSheet(
  path: string,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ImportResult>(path, form, {
    lockKey: path,
    onUploadProgress: (event) => onPhase(phaseOf(event)),
  });
  return data;
}
