import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { writeMenuCache } from '../menu-cache';
import type { MenuItem } from '../types';
import { NavbarMenu } from './navbar-menu';
import { renderWithQueries } from '../../../test/render-with-queries';

const base = { name: '', justLink: false, link: null, contentPageId: null, sortOrder: 0 };
const menu: MenuItem[] = [
  { ...base, id: 1, parentId: null, fname: 'درباره ما', contentPageId: 5, sortOrder: 2 },
  { ...base, id: 2, parentId: null, fname: 'پیوندها', contentPageId: 6, sortOrder: 1 },
  { ...base, id: 3, parentId: 2, fname: 'دانشگاه', justLink: true, link: 'https://ut.ac.ir' },
];

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('NavbarMenu', () => {
  it('shows the session’s cached menu, a page item as a link to its page and a parent as a dropdown', async () => {
    writeMenuCache(menu);
    renderWithQueries(
      <MemoryRouter>
        <NavbarMenu />
      </MemoryRouter>,
    );
    const nav = (await screen.findAllByRole('navigation', { name: 'منوی سایت' }))[0] as HTMLElement;
    const about = within(nav).getByRole('link', { name: 'درباره ما' });
    expect(about.getAttribute('href')).toBe('/content-page/5');
    // Siblings follow sortOrder: پیوندها (1) before درباره ما (2).
    expect([...nav.children].map((el) => el.textContent)).toEqual(['پیوندها', 'درباره ما']);

    fireEvent.click(within(nav).getByRole('button', { name: 'پیوندها' }));
    const dropdown = await screen.findByRole('menu');
    const external = within(dropdown).getByRole('menuitem', { name: 'دانشگاه' });
    expect(external.getAttribute('href')).toBe('https://ut.ac.ir');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(dropdown).getByRole('menuitem', { name: 'پیوندها' }).getAttribute('href')).toBe(
      '/content-page/6',
    );
  });
});
