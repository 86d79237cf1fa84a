import { createElement } from 'react';
import PaginationItem from '@mui/material/PaginationItem';
import type { ThemeOptions } from '@mui/material/styles';
import { toPersianDigits } from '@darvazeh/shared';
import { commonMessages, muiMessages as text } from './messages';

type PageButton = 'first' | 'last' | 'next' | 'previous';

function pageButtonLabel(type: PageButton): string {
  if (type === 'first') return text.firstPage;
  if (type === 'last') return text.lastPage;
  if (type === 'next') return text.nextPage;
  return text.previousPage;
}

/**
 * The Persian texts of MUI's own parts (pagination, autocomplete, alert, breadcrumbs, rating), and every
 * pager's page numbers in Persian digits (a button shows «۲» where its name says «رفتن به صفحهٔ ۲»). Written
 * here instead of importing MUI's faIR locale, whose module builds an Intl.NumberFormat as it loads: the
 * first Intl object of a page costs tens of milliseconds, on the way to every first paint.
 */
export const componentTexts: NonNullable<ThemeOptions['components']> = {
  MuiBreadcrumbs: { defaultProps: { expandText: text.expandPath } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pageButtonLabel,
      labelRowsPerPage: text.rowsPerPage,
      labelDisplayedRows: ({ from, to, count }) => text.displayedRows(from, to, count),
    },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': text.pagination,
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page') return selected ? text.page(page) : text.goToPage(page);
        if (type === 'start-ellipsis' || type === 'end-ellipsis') return text.otherPages;
        return pageButtonLabel(type);
      },
      renderItem: (item) =>
        createElement(PaginationItem, {
          ...item,
          page: typeof item.page === 'number' ? toPersianDigits(item.page) : item.page,
        }),
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: commonMessages.clear,
      closeText: commonMessages.close,
      openText: text.open,
      loadingText: commonMessages.loading,
      noOptionsText: text.noOptions,
    },
  },
  MuiAlert: { defaultProps: { closeText: commonMessages.close } },
  MuiRating: {
    defaultProps: {
      getLabelText: (value: number) => text.stars(value),
      emptyLabelText: text.noRating,
    },
  },
};
