import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import type { ImportReport, ImportResult } from '@darvazeh/shared';
import { api, errorStatus } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** What can be imported from a sheet. */
export type ImportKind = 'user' | 'unit';

/** Where an import stands: sending the file (with its percentage), or waiting while the server checks. */
export type ImportPhase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

/** The template of a kind, a plain link: a GET with the session cookie. */
export const templateUrl = (kind: ImportKind) => `/api/v1/${kind}/import-template`;

/** Progress of an upload as a phase: once every byte is sent the server is checking the rows. */
export function phaseOf(event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): ImportPhase {
  if (!event.total || event.loaded >= event.total) return { step: 'checking' };
  return { step: 'uploading', percent: Math.round((event.loaded / event.total) * 100) };
}

/** The row-by-row report of a refused import, when the failure carries one. */
export function reportOf(error: unknown): ImportReport | null {
  if (errorStatus(error) !== 400) return null;
  const data = (error as { response?: { data?: { data?: unknown } } }).response?.data?.data;
  return data && typeof data === 'object' && Array.isArray((data as ImportReport).issues)
    ? (data as ImportReport)
    : null;
}

/** `POST {kind}/import` with the file as multipart; `onPhase` follows the upload. */
export async function importSheet(
  kind: ImportKind,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ImportResult>(`${kind}/import`, form, {
    lockKey: `${kind}/import`,
    onUploadProgress: (event) => onPhase(phaseOf(event)),
  });
  return data;
}

/** Imports a sheet; the users or units lists reload after a success. */
export function useImportSheet(kind: ImportKind, onPhase: (phase: ImportPhase) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importSheet(kind, file, onPhase),
    onSettled: () => onPhase({ step: 'idle' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: kind === 'user' ? orgKeys.users : orgKeys.units }),
  });
}
