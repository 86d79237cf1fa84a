// Service categories (SPEC §3 servicecategory, §7 servicecategory/list and list/{id}) in the SPEC §3 shared
// cache: the roots under one key, each root's sub categories under its own; every write reloads both.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceCategoryApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';

/** The root categories, by order (fetched once, kept until a category changes). */
export function useRootCategories() {
  return useQuery({
    queryKey: sharedCacheKeys.rootCategories,
    queryFn: async () => (await call(serviceCategoryApi.roots, {}, { quiet: true })).data,
    staleTime: Infinity,
  });
}

/** The sub categories of root `parentId` (nothing is asked while it is null). */
export function useSubCategories(parentId: number | null) {
  return useQuery({
    queryKey: sharedCacheKeys.subCategories(parentId ?? 0),
    queryFn: async () =>
      (await call(serviceCategoryApi.children, { params: { id: parentId ?? 0 } }, { quiet: true })).data,
    staleTime: Infinity,
    enabled: parentId !== null,
  });
}

/** Every category written reloads the roots and every root's sub categories. */
const categoryKeys = [sharedCacheKeys.rootCategories, ['shared', 'sub-categories']] as const;

/** Saves a category (no id: a new one). */
export function useSaveCategory() {
  return useSaveResource(serviceCategoryApi, categoryKeys);
}

/** Deletes a category (the server refuses one that still has sub categories or services). */
export function useDeleteCategory() {
  return useRemoveResource(serviceCategoryApi.remove, categoryKeys);
}

/** Every category at once (roots and all their sub categories), for pickers and the help page. */
export function useCategoryTree() {
  const queryClient = useQueryClient();
  const roots = useRootCategories();
  const ids = (roots.data ?? []).map((root) => root.id);
  const children = useQuery({
    queryKey: [...sharedCacheKeys.rootCategories, 'tree', ids],
    queryFn: () =>
      Promise.all(
        ids.map((id) =>
          queryClient.fetchQuery({
            queryKey: sharedCacheKeys.subCategories(id),
            queryFn: async () =>
              (await call(serviceCategoryApi.children, { params: { id } }, { quiet: true })).data,
            staleTime: Infinity,
          }),
        ),
      ),
    enabled: roots.data !== undefined,
    staleTime: Infinity,
  });
  const tree = (roots.data ?? []).map((root, index) => ({
    root,
    children: children.data?.[index] ?? [],
  }));
  return { tree, isLoading: roots.isLoading || children.isLoading };
}
