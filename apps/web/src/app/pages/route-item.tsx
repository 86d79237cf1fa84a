import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useParams } from 'react-router';
import { StatusMessage } from '../../components/status-message';
import { commonMessages } from '../../lib/messages';

/** A route's id parameter: absent (null, a new item) or present, and whether it is a positive integer. */
export interface RouteId {
  id: number | null;
  isValid: boolean;
}

/** Reads the route parameter `name` as an item id. */
export function useRouteId(name = 'id'): RouteId {
  const raw = useParams()[name];
  if (raw === undefined) return { id: null, isValid: true };
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? { id, isValid: true } : { id: null, isValid: false };
}

/**
 * The item of the route's id through `useItem` (none asked for without an id: a new item), and the
 * `isMissing` and `isLoading` a `RouteItem` takes for it.
 */
export function useRouteItem<T>(useItem: (id: number | null) => { data?: T; isError: boolean }) {
  const { id, isValid } = useRouteId();
  const { data, isError } = useItem(isValid ? id : null);
  return { item: data, status: { isMissing: !isValid || isError, isLoading: id !== null && !data } };
}

interface RouteItemProps {
  /** The id is not one, or its item did not load (a 404, another unit's). */
  isMissing: boolean;
  /** The item is still on its way. */
  isLoading: boolean;
  notFound: { title: string; text: string };
  /** The way back from the not-found message. */
  back: { label: string; to: string };
  /** What stands in while loading; the thin bar unless the page has a better one. */
  placeholder?: ReactNode;
  /** The page itself, drawn once the item is there (or none is needed). */
  children: () => ReactNode;
}

/** A page that loads an item by the route's id: not-found with a way back, a loading stand-in, or the page. */
export function RouteItem({ isMissing, isLoading, notFound, back, placeholder, children }: RouteItemProps) {
  if (isMissing) return <StatusMessage icon={<SearchOffOutlined />} {...notFound} action={back} />;
  if (isLoading) return placeholder ?? <LinearProgress aria-label={commonMessages.loading} />;
  return children();
}
