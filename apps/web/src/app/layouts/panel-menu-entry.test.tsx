// A side-menu entry with a counter badge: what the badge counts is read out, in the full drawer and in
// the narrow rail, not a bare number (and not nothing).
import { cleanup, render, screen } from '@testing-library/react';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelMenuEntry } from './panel-menu-entry';

afterEach(cleanup);

function renderEntry(isRail: boolean, count: number) {
  const entry = (
    <ul>
      <PanelMenuEntry
        to="/panel/inbox"
        name="کارتابل کارشناس"
        Icon={InboxOutlined}
        isRail={isRail}
        badge={count > 0 ? { count, key: 'recieved' } : null}
      />
    </ul>
  );
  const router = createMemoryRouter([{ path: '*', element: entry }], { initialEntries: ['/panel'] });
  render(<RouterProvider router={router} />);
}

describe('a side-menu entry with a counter', () => {
  it.each([false, true])('names what its badge counts (rail %s)', (isRail) => {
    renderEntry(isRail, 3);
    const link = screen.getByRole('link', { name: 'کارتابل کارشناس ۳ درخواست دریافتی' });
    expect(link.getAttribute('href')).toBe('/panel/inbox');
    expect(screen.getByTestId('badge-recieved').textContent).toBe('۳');
  });

  it('is only its name without a count', () => {
    renderEntry(false, 0);
    expect(screen.getByRole('link', { name: 'کارتابل کارشناس' })).toBeDefined();
    expect(screen.queryByTestId('badge-recieved')).toBeNull();
  });
});
