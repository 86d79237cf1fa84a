import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { phaseOf, type ImportPhase } from '../../organisation/api/import-sheet';
import { recordKeys } from '../types';

/** `POST datacollection/{id}/record/import` (Admin) with the sheet as multipart; `onPhase` follows the upload. */
export async function importRecords(
  collectionId: number,
  file: File,
  onPhase: (phase: ImportPhase) => void,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const path = `datacollection/${collectionId}/record/import`;
  const { data } = await api.post<ImportResult>(path, form, {
    lockKey: path,
    onUploadProgress: (event) => onPhase(phaseOf(event)),
  });
  return data;
}

/** Imports a sheet into a collection; its record lists reload after a success. */
export function useImportRecords(collectionId: number, onPhase: (phase: ImportPhase) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRecords(collectionId, file, onPhase),
    onSettled: () => onPhase({ step: 'idle' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
