import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type AllList, type Role } from '../types';

/** `POST role/all`: every role (Admin, Employee and those Admins add). */
export async function getRoles(): Promise<Role[]> {
  const { data } = await api.post<AllList<Role>>('role/all', {}, { quiet: true });
  return data.list;
}

/** All roles, fetched once per session and shared by the filter bar and the user dialog. */
export function useRoles() {
  return useQuery({ queryKey: orgKeys.roles, queryFn: getRoles, staleTime: Infinity });
}
