import { useSearchParams } from 'react-router';
import type { TaskBox } from '@darvazeh/shared';
import { readInboxFilter, writeInboxFilter, type InboxFilter } from './inbox-filter';

/** The inbox's filter kept in the address's query: reading it, and changing it (a new entry in history). */
export function useInboxFilter(defaultBox: TaskBox) {
  const [params, setParams] = useSearchParams();
  const filter = readInboxFilter(params, defaultBox);
  const update = (part: Partial<InboxFilter>) => {
    // A new box or new filters start from the first page; only a page change keeps the rest.
    const next = { ...filter, page: 1, ...part };
    const written = writeInboxFilter(next, defaultBox);
    // Other keys of the query (the Admin's view) stay as they are.
    for (const [key, value] of params)
      if (!written.has(key) && !FILTER_KEYS.has(key)) written.set(key, value);
    setParams(written);
  };
  return { filter, update };
}

const FILTER_KEYS = new Set(['box', 'page', 'service', 'state', 'code', 'q', 'from', 'to']);
