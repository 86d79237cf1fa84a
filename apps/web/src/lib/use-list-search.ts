import { useState } from 'react';

/** A paged list's page and search text, and how each changes. */
export interface ListSearchState {
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (value: string) => void;
}

/** A paged list's page and search text; a new search starts again from page 1. */
export function useListSearch(): ListSearchState {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { page, setPage, search, setSearch };
}
