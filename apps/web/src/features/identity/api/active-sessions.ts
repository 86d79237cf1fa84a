import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';

/** Query key of the user's active sessions. */
export const activeSessionsQueryKey = ['account', 'active-sessions'] as const;

interface ActiveSessionsData {
  list: ActiveSession[];
}

/** `POST account/active-sessions`: the user's sessions; with `terminate`, ends that one first. */
export async function postActiveSessions(terminate?: string): Promise<ActiveSession[]> {
  const { data } = await api.post<ActiveSessionsData>(
    'account/active-sessions',
    terminate === undefined ? {} : { terminate },
    // Listing is a read: no "done" toast. Ending a session is announced.
    terminate === undefined ? { quiet: true } : { lockKey: `account/active-sessions/${terminate}` },
  );
  return data.list;
}

/** The user's active sessions in a component. */
export function useActiveSessions() {
  return useQuery({ queryKey: activeSessionsQueryKey, queryFn: () => postActiveSessions() });
}

/** Ends one of the user's sessions; the answer is the remaining list. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postActiveSessions(id),
    onSuccess: (list) => queryClient.setQueryData(activeSessionsQueryKey, list),
  });
}
