import { api } from '../../../lib/api-client';

/** `GET account/logout/{flag}` data: where to go next when a central sign-out is due. */
export interface LogoutResult {
  redirectUrl: string | null;
}

/**
 * Ends the session on the server; `everywhere` also ends the user's other sessions and the
 * central identity provider's. Silent: whatever the answer, the caller signs the user out.
 */
export async function logout(everywhere: boolean): Promise<LogoutResult> {
  const { data } = await api.get<LogoutResult | null>(`account/logout/${everywhere ? 'true' : 'false'}`, {
    silent: true,
  });
  return { redirectUrl: data?.redirectUrl ?? null };
}
