// Outside web services (externalservice, issue 26 item 5): Admins list, register, edit and delete them.
import { externalServiceApi } from '@darvazeh/shared';
import {
  usePagedList,
  useRemoveResource,
  useSaveResource,
  type PageQuery,
} from '../../../lib/resource-hooks';
import { functionKeys } from '../types';

/** A page of outside web services, searched by name. */
export function useExternalServicePage(query: PageQuery) {
  return usePagedList(externalServiceApi.filter, functionKeys.externalServices, query, 'name');
}

/** Saves an outside web service (no id: a new one). */
export function useSaveExternalService() {
  return useSaveResource(externalServiceApi, [functionKeys.externalServices]);
}

/** Deletes an outside web service. */
export function useDeleteExternalService() {
  return useRemoveResource(externalServiceApi.remove, [functionKeys.externalServices]);
}
