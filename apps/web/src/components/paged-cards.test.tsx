// PagedCards, the phone form of PagedTable: a named list of cards, the empty text, the loading bar, the pager.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
