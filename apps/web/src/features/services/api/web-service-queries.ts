// A web service as its designer manages it: who may call it (allowing and revoking are
// `unitwebserviceaccess` writes naming the service) and its figures from the API log.
import { useQuery } from '@tanstack/react-query';
import { serviceApi, unitWebserviceAccessApi, type WsFigureDays } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { serviceKeys } from '../types';

/** The units allowed to call service `id` (with their systems), and the connected systems to allow. */
export function useWebServiceCallers(id: number) {
  return useQuery({
    queryKey: serviceKeys.webServiceCallers(id),
    queryFn: async () => (await call(serviceApi.webServiceCallers, { params: { id } }, { quiet: true })).data,
  });
}

/** Service `id`'s calls, errors and p95 duration over the last `days` days. */
export function useWebServiceFigures(id: number, days: WsFigureDays) {
  return useQuery({
    queryKey: serviceKeys.webServiceFigures(id, days),
    queryFn: async () =>
      (await call(serviceApi.webServiceFigures, { params: { id }, query: { days } }, { quiet: true })).data,
  });
}

/** Lets a unit (a connected system's) call service `id`. */
export function useAllowCaller(id: number) {
  return useSaveResource(unitWebserviceAccessApi, [serviceKeys.webServiceCallers(id)]);
}

/** Takes a unit's permission to call service `id` away. */
export function useRevokeCaller(id: number) {
  return useRemoveResource(unitWebserviceAccessApi.remove, [serviceKeys.webServiceCallers(id)]);
}
