import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSession } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

const sessionsKey = (userId: number) => [...orgKeys.users, userId, 'sessions'] as const;

/** `POST user/{id}/sessions` (Admin): the user's live sessions; with `terminate`, ends that one first. */
export async function postUserSessions(userId: number, terminate?: string): Promise<ActiveSession[]> {
  const { data } = await api.post<{ list: ActiveSession[] }>(
    `user/${userId}/sessions`,
    terminate === undefined ? {} : { terminate },
    terminate === undefined ? { quiet: true } : { lockKey: `user/${userId}/sessions/${terminate}` },
  );
  return data.list;
}

/** A user's live sessions, read each time the dialog opens. */
export function useUserSessions(userId: number) {
  return useQuery({ queryKey: sessionsKey(userId), queryFn: () => postUserSessions(userId), staleTime: 0 });
}

/** Ends one of a user's sessions; the answer is the remaining list. */
export function useEndUserSession(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => postUserSessions(userId, sessionId),
    onSuccess: (list) => queryClient.setQueryData(sessionsKey(userId), list),
  });
}
