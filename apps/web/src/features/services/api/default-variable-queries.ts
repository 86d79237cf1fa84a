// Default variables (SPEC §3 defaultvariable): Admins list, create, edit and delete them.
import { defaultVariableApi } from '@darvazeh/shared';
import {
  usePagedList,
  useRemoveResource,
  useSaveResource,
  type PageQuery,
} from '../../../lib/resource-hooks';
import { serviceKeys } from '../types';

/** A page of default variables, searched by name. */
export function useDefaultVariablePage(query: PageQuery) {
  return usePagedList(defaultVariableApi.filter, serviceKeys.defaultVariables, query, 'name');
}

/** Saves a default variable (no id: a new one). */
export function useSaveDefaultVariable() {
  return useSaveResource(defaultVariableApi, [serviceKeys.defaultVariables]);
}

/** Deletes a default variable. */
export function useDeleteDefaultVariable() {
  return useRemoveResource(defaultVariableApi.remove, [serviceKeys.defaultVariables]);
}
