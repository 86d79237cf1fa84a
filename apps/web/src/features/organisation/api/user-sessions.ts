import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { orgKeys } from '../types';

const sessionsKey = (userId: number) => [...orgKeys.users, userId, 'sessions'] as const;

/** A user's live sessions (Admin); with `terminate`, that one is ended first (locked). */
async function userSessions(userId: number, terminate?: string) {
  const { data } = await call(
    userApi.sessions,
    { params: { id: userId }, body: terminate === undefined ? {} : { terminate } },
    terminate === undefined ? { quiet: true } : { lock: true },
  );
  return data.list;
}

/** A user's live sessions, read each time the dialog opens. */
export function useUserSessions(userId: number) {
  return useQuery({ queryKey: sessionsKey(userId), queryFn: () => userSessions(userId), staleTime: 0 });
}

/** Ends one of a user's sessions; the answer is the remaining list. */
export function useEndUserSession(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => userSessions(userId, sessionId),
    onSuccess: (list) => queryClient.setQueryData(sessionsKey(userId), list),
  });
}
