import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxItem } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';

/** One page of the mail outbox. */
export interface OutboxPage {
  list: OutboxItem[];
  pages: number;
  currentPage: number;
}

/** Rows per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

/** `POST outbox/filter`: a page of mail, newest first, optionally only to recipients containing `to`. */
export async function getOutbox(page: number, to: string): Promise<OutboxPage> {
  const filters = to.trim() ? { to: { op: 'like', value: to.trim() } } : {};
  const { data } = await api.post<OutboxPage>(
    'outbox/filter',
    { filters, page, count: OUTBOX_PAGE_SIZE, sort: { field: 'id', dir: 'desc' } },
    { quiet: true },
  );
  return data;
}

/** A page of the outbox for Admins; the previous page stays on screen while the next loads. */
export function useOutbox(page: number, to: string) {
  return useQuery({
    queryKey: ['outbox', page, to],
    queryFn: () => getOutbox(page, to),
    placeholderData: keepPreviousData,
  });
}
