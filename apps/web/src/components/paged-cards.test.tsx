// PagedCards, the phone form of PagedTable: a named list of cards, the empty text, the loading bar, the pager.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { PagedCards } from './paged-cards';

afterEach(cleanup);

const rows = [
  { id: 1, name: 'گواهی اشتغال به تحصیل' },
  { id: 2, name: 'کارت دانشجویی' },
];
const card = (row: (typeof rows)[number]) => <article>{row.name}</article>;

describe('a paged list of cards', () => {
  it('shows one list item per row in a list named like the table, and no pager for one page', () => {
    render(<PagedCards rows={rows} renderCard={card} emptyText="خالی" label="درخواست‌ها" pages={1} />);
    const items = within(screen.getByRole('list', { name: 'درخواست‌ها' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['گواهی اشتغال به تحصیل', 'کارت دانشجویی']);
    expect(screen.queryByText('خالی')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the list is empty, and shows the loading bar named after the list while it reloads', () => {
    render(<PagedCards rows={[]} renderCard={card} emptyText="خالی" label="درخواست‌ها" isFetching />);
    expect(screen.getByText('خالی')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'درخواست‌ها' })).toBeDefined();
  });

  it('reports the page chosen on its pager', () => {
    const onPageChange = vi.fn();
    render(
      <PagedCards
        rows={rows}
        renderCard={card}
        emptyText="خالی"
        label="درخواست‌ها"
        pages={3}
        page={1}
        onPageChange={onPageChange}
        pagerLabel="صفحه‌ها"
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'صفحه‌ها' });
    fireEvent.click(within(pager).getByRole('button', { name: /2/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('numbers its pages with Persian digits, in the app’s theme (every pager of the app)', () => {
    render(
      <ThemeProvider theme={theme}>
        <PagedCards
          rows={rows}
          renderCard={card}
          emptyText="خالی"
          label="درخواست‌ها"
          pages={2}
          page={1}
          onPageChange={() => undefined}
          pagerLabel="صفحه‌ها"
        />
      </ThemeProvider>,
    );
    const pager = screen.getByRole('navigation', { name: 'صفحه‌ها' });
    const pages = within(pager).getAllByRole('button', { name: /صفحهٔ/ });
    expect(pages.map((b) => b.textContent)).toEqual(expect.arrayContaining(['۱', '۲']));
    expect(pager.textContent).not.toMatch(/[0-9]/);
    // What is read names what is seen (axe: label-content-name-mismatch).
    expect(within(pager).getByRole('button', { name: 'رفتن به صفحهٔ ۲' }).textContent).toBe('۲');
  });
});
