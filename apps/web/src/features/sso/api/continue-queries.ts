// The continue step of a connected system's sign-in while silent single sign-on is off: the OIDC
// interaction's (`ssoOidcApi.continueDetails`/`continue`) or the SAML sign-in waiting in this browser's
// (`samlSignInApi.pending`/`continuePending`).
import { useMutation, useQuery } from '@tanstack/react-query';
import { samlSignInApi, ssoOidcApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { ssoKeys } from '../types';

/** Whose sign-in waits: an OIDC interaction (its uid), or the SAML sign-in this browser carries. */
export type ContinueSource = { protocol: 'oidc'; uid: string } | { protocol: 'saml' };

/** The system asking; fails (404) when no such sign-in waits for this browser. */
export function useContinueDetails(source: ContinueSource) {
  return useQuery({
    queryKey: [...ssoKeys.all, 'continue', source.protocol === 'oidc' ? source.uid : 'saml'],
    queryFn: async () =>
      (source.protocol === 'oidc'
        ? await call(ssoOidcApi.continueDetails, { params: { uid: source.uid } }, { quiet: true })
        : await call(samlSignInApi.pending, undefined, { quiet: true })
      ).data,
    retry: false,
  });
}

/** Answers the step (go on, or cancel); the browser then goes where the server says. */
export function useContinueAnswer(source: ContinueSource) {
  return useMutation({
    mutationFn: async (approve: boolean) =>
      (source.protocol === 'oidc'
        ? await call(ssoOidcApi.continue, { params: { uid: source.uid }, body: { approve } }, { lock: true })
        : await call(samlSignInApi.continuePending, { body: { approve } }, { lock: true })
      ).data,
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
}
