// The parent picker of the tree dialogs (menu items, units): never the row itself or a row below it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParentSelect } from './select-field';

const ROWS = [
  { id: 1, parentId: null, name: 'ریشه' },
  { id: 2, parentId: 1, name: 'فرزند' },
  { id: 3, parentId: 2, name: 'نوه' },
  { id: 4, parentId: null, name: 'دیگری' },
];
const nameOf = (row: (typeof ROWS)[number]) => row.name;

afterEach(cleanup);

function openPicker(id: number | null, onChange = vi.fn()) {
  render(
    <ParentSelect
      label="بالادست"
      noneLabel="بدون بالادست"
      rows={ROWS}
      id={id}
      rowLabel={nameOf}
      value={null}
      onChange={onChange}
    />,
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'بالادست' }));
  return within(screen.getByRole('listbox'));
}

describe('ParentSelect', () => {
  it('offers none and every row but the edited one and those below it', () => {
    const options = openPicker(2).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['بدون بالادست', 'ریشه', 'دیگری']);
  });

  it('offers every row for a new one, and answers the picked id', () => {
    const onChange = vi.fn();
    const list = openPicker(null, onChange);
    expect(list.getAllByRole('option')).toHaveLength(5);
    fireEvent.click(list.getByRole('option', { name: 'نوه' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
