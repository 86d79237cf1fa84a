// `POST userrequest/track`: a request's status by its tracking code and its applicant's mobile or username.
import { useMutation } from '@tanstack/react-query';
import { requestApi, type TrackedRequest } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';

/** What the tracking form sends. */
export type TrackRequestBody = BodyOf<typeof requestApi.track>;
export type { TrackedRequest };

/** Looks a request up (locked against a second click); a miss or a limit is the API client's toast. */
export function useTrackRequest() {
  return useMutation({
    mutationFn: async (body: TrackRequestBody) =>
      (await call(requestApi.track, { body }, { lock: true })).data,
  });
}
