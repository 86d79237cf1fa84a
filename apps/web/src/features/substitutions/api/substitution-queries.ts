// Out-of-office delegation through the declared `substitutionApi` endpoints: the caller's list, naming a
// substitute, removing one, and the staff a substitute is chosen from.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { substitutionApi, type SubstitutionCandidate, type SubstitutionItem } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';

/** Query keys of the substitutions screen. */
export const substitutionKeys = {
  all: ['substitutions'] as const,
  list: ['substitutions', 'list'] as const,
  candidates: (q: string) => ['substitutions', 'candidates', q] as const,
};

/** What `POST substitution` takes. */
export type SubstitutionBody = BodyOf<typeof substitutionApi.create>;
export type { SubstitutionCandidate, SubstitutionItem };

/** The caller's current and future substitutions (every one for an Admin), newest first. */
export function useSubstitutions() {
  return useQuery({
    queryKey: substitutionKeys.list,
    queryFn: async () => (await call(substitutionApi.list, {})).data,
  });
}

/** Staff users whose name or username holds `q`, for the substitute picker. */
export function useSubstitutionCandidates(q: string) {
  return useQuery({
    queryKey: substitutionKeys.candidates(q),
    queryFn: async () => (await call(substitutionApi.candidates, { query: { q } }, { quiet: true })).data,
    placeholderData: keepPreviousData,
  });
}

/** Names a substitute (locked against a second click); the list reloads. */
export function useCreateSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubstitutionBody) =>
      (await call(substitutionApi.create, { body }, { lock: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: substitutionKeys.list }),
  });
}

/** Removes a substitution; the list reloads. */
export function useRemoveSubstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(substitutionApi.remove, { params: { id } }, { lock: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: substitutionKeys.list }),
  });
}
