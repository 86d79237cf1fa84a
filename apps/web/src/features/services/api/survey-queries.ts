// A service's survey results (Admin): how many answered, the average, the count per score, the comments.
import { useQuery } from '@tanstack/react-query';
import { requestApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { serviceKeys } from '../types';

/** The survey results of service `id`. */
export function useSurveyResults(id: number) {
  return useQuery({
    queryKey: serviceKeys.survey(id),
    queryFn: async () => (await call(requestApi.surveyResults, { params: { id } }, { quiet: true })).data,
  });
}
