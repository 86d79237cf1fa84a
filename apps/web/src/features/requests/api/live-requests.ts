import type { QueryClient } from '@tanstack/react-query';
import type { HubMessage } from '@darvazeh/shared';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { applicantKeys } from './applicant-queries';
import { REQUEST_COUNTER_STORAGE_KEY } from './request-counter';
import { requestKeys } from './task-queries';

/**
 * What the live hub says about requests: the counter badge takes the new counter at once; an inbox or a
 * request that changed is read again (the lists on screen refetch, the others when next shown).
 */
export function applyRequestNotice(queryClient: QueryClient, message: HubMessage): void {
  if (message.type === 'counter') {
    queryClient.setQueryData(sharedCacheKeys.requestCounter, message.counter);
    window.localStorage.setItem(REQUEST_COUNTER_STORAGE_KEY, JSON.stringify(message.counter));
  } else if (message.type === 'inbox') {
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  } else if (message.type === 'request') {
    void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
  }
}
