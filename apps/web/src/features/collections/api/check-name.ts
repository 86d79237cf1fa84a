import { api } from '../../../lib/api-client';

/** `POST datacollection/check-name`: whether `name` is free among live collections other than `id`. */
export async function isCollectionNameFree(name: string, id?: number): Promise<boolean> {
  const { data } = await api.post<{ available: boolean }>(
    'datacollection/check-name',
    { name, ...(id !== undefined && { id }) },
    { silent: true },
  );
  return data.available;
}
