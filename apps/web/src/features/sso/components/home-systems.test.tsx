import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoApi } from '@darvazeh/shared';
import { urlFor } from '../../../lib/api-client';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import type { HomeSystems as Shaped, PublicSystem } from '../types';
import { HomeSystems } from './home-systems';
import { SystemCard } from './system-card';
import { renderWithQueries } from '../../../test/render-with-queries';

const system = (id: number, name: string, logoFileId: string | null = null): PublicSystem => ({
  id,
  name,
  description: `توضیح ${name}`,
  homeUrl: `https://s${id}.example.ac.ir/`,
  logoFileId,
});

let answer: Shaped = { all: null, byUnit: [] };
const server = serveDuringTests((request, response) =>
  request.url === urlFor(ssoApi.systems)
    ? sendJson(response, 200, { success: true, message: null, data: answer })
    : sendJson(response, 404, { success: false, message: 'not found', data: null }),
);

const renderHome = () => renderWithQueries(<HomeSystems />);

describe('a system card', () => {
  it('opens the home URL in a new tab without handing it our page', () => {
    render(<SystemCard system={system(1, 'گلستان', 'logo-file-0001')} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://s1.example.ac.ir/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('گلستان');
  });

  it('gives the logo its size, lazy loading and alt text', () => {
    render(<SystemCard system={system(1, 'گلستان', 'logo-file-0001')} />);
    const logo = screen.getByRole('img');
    expect(logo.getAttribute('alt')).toBe('نشان گلستان');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['56', '56']);
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(logo.getAttribute('src')).toContain('logo-file-0001');
  });
});

describe('the home page’s systems', () => {
  it('shows one grid for `all` under «سامانه‌ها»', async () => {
    answer = { all: [system(1, 'گلستان'), system(2, 'سجاد')], byUnit: [] };
    renderHome();
    const section = await screen.findByRole('region', { name: 'سامانه‌ها' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['گلستان', 'سجاد']);
  });

  it('shows a titled group per unit for `byUnit`', async () => {
    answer = {
      all: null,
      byUnit: [
        { unit: { id: 5, name: 'دانشکده فنی' }, systems: [system(1, 'گلستان')] },
        { unit: { id: 6, name: 'اداره آموزش' }, systems: [system(2, 'سجاد'), system(3, 'پژوهش')] },
      ],
    };
    renderHome();
    const group = await screen.findByRole('region', { name: 'اداره آموزش' });
    expect(
      within(group)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['سجاد', 'پژوهش']);
    expect(screen.getByRole('region', { name: 'دانشکده فنی' })).toBeTruthy();
  });

  it('renders nothing when there is no system to show', async () => {
    answer = { all: [], byUnit: [] };
    server.requests.length = 0;
    const { container } = renderHome();
    await expect.poll(() => server.requests.length).toBe(1);
    expect(container.innerHTML).toBe('');
  });
});
