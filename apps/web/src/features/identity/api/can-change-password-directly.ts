import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST account/can-change-password-directly`: whether a new password may be set without the old one. */
export async function canChangePasswordDirectly(): Promise<boolean> {
  const { data } = await api.post<{ canChange: boolean }>(
    'account/can-change-password-directly',
    {},
    { quiet: true },
  );
  return data.canChange;
}

/** Whether the password-deprecated page may skip the current password. */
export function useCanChangePasswordDirectly() {
  return useQuery({
    queryKey: ['account', 'can-change-password-directly'],
    queryFn: canChangePasswordDirectly,
    staleTime: 0,
  });
}
