// SearchedTable and useSearchedTable, the admin's list of one resource: the page asked for follows the
// pager and the search box (a new search starts from page 1), and a row's deletion is asked first.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '../lib/messages';
import type { PageQuery } from '../lib/resource-hooks';
import { actionsColumn, nameColumn } from './table-columns';
import { SearchedTable, useSearchedTable } from './searched-table';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'گواهی اشتغال به تحصیل' },
  { id: 2, name: 'کارت دانشجویی' },
];

function Harness({ asked, remove }: { asked: PageQuery[]; remove: (id: number) => void }) {
  const usePage = (query: PageQuery) => {
    asked.push(query);
    return { data: { list: rows, pages: 3 }, isFetching: false };
  };
  const table = useSearchedTable(
    usePage,
    10,
    { isPending: false, mutate: (id, { onSettled }) => (remove(id), onSettled()) },
    { title: 'حذف', text: (row: Row) => `«${row.name}» حذف شود؟` },
  );
  const columns = [
    nameColumn('نام', (row: Row) => row.name),
    actionsColumn((row: Row) => (
      <button type="button" onClick={() => table.deleting.ask(row)}>{`حذف ${row.name}`}</button>
    )),
  ];
  return (
    <MemoryRouter>
      <SearchedTable
        table={table}
        columns={columns}
        emptyText="خالی"
        label="خدمات"
        pagerLabel="صفحه‌ها"
        create={{ label: 'جدید', to: '/new' }}
      />
    </MemoryRouter>
  );
}

describe('a searched table', () => {
  it('asks for the page the pager chose, and from page 1 again for a new search', () => {
    const asked: PageQuery[] = [];
    render(<Harness asked={asked} remove={() => undefined} />);
    expect(asked.at(-1)).toEqual({ page: 1, count: 10, search: '' });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'صفحه‌ها' })).getByRole('button', { name: /2/ }),
    );
    expect(asked.at(-1)).toEqual({ page: 2, count: 10, search: '' });
    fireEvent.change(screen.getByRole('textbox', { name: 'جستجو در نام' }), { target: { value: 'کارت' } });
    expect(asked.at(-1)).toEqual({ page: 1, count: 10, search: 'کارت' });
  });

  it('deletes a row only after the question naming it is answered yes', () => {
    const remove = vi.fn();
    render(<Harness asked={[]} remove={remove} />);
    const table = screen.getByRole('table', { name: 'خدمات' });
    fireEvent.click(within(table).getByRole('button', { name: 'حذف کارت دانشجویی' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف' });
    expect(dialog.textContent).toContain('«کارت دانشجویی» حذف شود؟');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: commonMessages.confirm }));
    expect(remove).toHaveBeenCalledWith(2);
  });
});
