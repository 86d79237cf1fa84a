import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoKeys, type SsoSystem, type UpdateSsoSystemBody } from '../types';

/** What to save: a new system with its category, or the changes of system `id`. */
export type SaveSystemInput =
  { body: UpdateSsoSystemBody & { categoryId: number } } | { id: number; body: UpdateSsoSystemBody };

/** `POST ssomanagement` for a new system, `PUT ssomanagement/{id}` to change one. */
export async function saveSystem(input: SaveSystemInput): Promise<SsoSystem> {
  const { data } =
    'id' in input
      ? await api.put<SsoSystem>(`ssomanagement/${input.id}`, input.body, {
          lockKey: `ssomanagement/${input.id}`,
        })
      : await api.post<SsoSystem>('ssomanagement', input.body, { lockKey: 'ssomanagement/create' });
  return data;
}

/** Saves a system; every list, the cards and the home page's systems reload. */
export function useSaveSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }),
  });
}
