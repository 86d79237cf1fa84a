// The mail outbox (Admins) through the declared `outboxApi` endpoints.
import { outboxApi } from '@darvazeh/shared';
import { usePagedList } from '../../../lib/resource-hooks';
import { outboxKeys } from '../types';

/** Rows per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

/**
 * A page of mail, newest first (the list's default order), only to recipients containing `to` when
 * given; the previous page stays on screen while the next loads.
 */
export function useOutbox(page: number, to: string) {
  return usePagedList(outboxApi.filter, outboxKeys.all, { page, count: OUTBOX_PAGE_SIZE, search: to }, 'to');
}
