// The inbox's state in the address's query (box, page and filters), so a reload or a shared link opens
// the same view; and the list query it makes, with typed text folded the way the server searches
// (Arabic ي/ك to Persian, Persian and Arabic digits to Latin, ZWNJ as a space).
import {
  REQUEST_STATES,
  TASK_BOXES,
  normalizeForSearch,
  toLatinDigits,
  type RequestListQuery,
  type RequestState,
  type TaskBox,
  type TaskListQuery,
} from '@darvazeh/shared';

/** Rows per page of the inboxes. */
export const INBOX_PAGE_SIZE = 20;

/** What an inbox shows: a box, a page and the filters (days are ISO 'YYYY-MM-DD'). */
export interface InboxFilter {
  box: TaskBox;
  page: number;
  serviceId: number | null;
  state: RequestState | null;
  trackingCode: string;
  q: string;
  from: string | null;
  to: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
};
const day = (raw: string | null): string | null => (raw !== null && ISO_DAY.test(raw) ? raw : null);

/** The filter an address's query holds; anything unknown or malformed falls back to its default. */
export function readInboxFilter(params: URLSearchParams, defaultBox: TaskBox): InboxFilter {
  const box = params.get('box');
  const state = params.get('state');
  return {
    box: (TASK_BOXES as readonly string[]).includes(box ?? '') ? (box as TaskBox) : defaultBox,
    page: positive(params.get('page')) ?? 1,
    serviceId: positive(params.get('service')),
    state: (REQUEST_STATES as readonly string[]).includes(state ?? '') ? (state as RequestState) : null,
    trackingCode: params.get('code') ?? '',
    q: params.get('q') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The query of an address for `filter`, defaults left out so the address stays short. */
export function writeInboxFilter(filter: InboxFilter, defaultBox: TaskBox): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.box !== defaultBox) params.set('box', filter.box);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.serviceId !== null) params.set('service', String(filter.serviceId));
  if (filter.state !== null) params.set('state', filter.state);
  if (filter.trackingCode.trim()) params.set('code', filter.trackingCode.trim());
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/** A typed tracking code as the server stores it: Latin digits, no spaces or dashes. */
export function normalizeTrackingCode(text: string): string {
  return toLatinDigits(text).replace(/[\s\u200c-]/g, '');
}

function common(filter: InboxFilter) {
  const code = normalizeTrackingCode(filter.trackingCode);
  const q = normalizeForSearch(filter.q);
  return {
    page: filter.page,
    count: INBOX_PAGE_SIZE,
    ...(filter.serviceId !== null && { serviceId: filter.serviceId }),
    ...(code && { trackingCode: code }),
    ...(q && { q }),
    ...(filter.from && { from: filter.from }),
    ...(filter.to && { to: filter.to }),
  };
}

/** The `GET userrequest/task` query of a filter. */
export function taskQueryOf(filter: InboxFilter): TaskListQuery {
  return { box: filter.box, ...common(filter) };
}

/** The `GET userrequest?box=all` query of a filter (the Admin's list of every request). */
export function requestQueryOf(filter: InboxFilter): RequestListQuery {
  return { box: 'all', ...common(filter), ...(filter.state !== null && { state: filter.state }) };
}
