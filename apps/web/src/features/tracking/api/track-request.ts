// `POST userrequest/track`: a request's status by its tracking code and its applicant's mobile, national ID
// or username.
import { useMutation } from '@tanstack/react-query';
import { requestApi, type TrackedRequest } from '@darvazeh/shared';
import { ApiHttpError, call } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/resource-hooks';
import { noticeMessages } from '../../../lib/messages';

/** What the tracking form sends. */
export type TrackRequestBody = BodyOf<typeof requestApi.track>;
export type { TrackedRequest };

/**
 * Looks a request up (locked against a second click), with no toast: the page shows the refusal itself,
 * since the client's 404 toast would say «the address does not exist» instead of the server's Persian
 * «no request with this code and these details».
 */
export function useTrackRequest() {
  return useMutation({
    mutationFn: async (body: TrackRequestBody) =>
      (await call(requestApi.track, { body }, { lock: true, silent: true })).data,
  });
}

/** The Persian text of a failed look-up: the server's message, or «the request was not sent». */
export function trackFailureText(error: unknown): string {
  return error instanceof ApiHttpError ? error.message : noticeMessages.errors.requestNotSent;
}
