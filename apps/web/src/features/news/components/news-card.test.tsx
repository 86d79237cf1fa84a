import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../../test/http-test-server';
import { serveDuringTests } from '../../../test/serve-during-tests';
import type { NewsSummary } from '../types';
import { NewsCard } from './news-card';
import { NewsSidebar } from './news-sidebar';
import { renderWithQueries } from '../../../test/render-with-queries';

const LONG_TITLE = 'برگزاری همایش ملی فناوری اطلاعات و ارتباطات دانشگاه با حضور استادان و دانشجویان';
const CUT_TITLE = `${[...LONG_TITLE].slice(0, 60).join('')}…`;

const item = (id: number, name: string): NewsSummary => ({
  id,
  name,
  summary: 'خلاصه خبر',
  imageFileId: null,
  publishDate: '2026-11-22T08:00:00.000Z',
  published: true,
  createdAt: '2026-11-22T08:00:00.000Z',
  creatorId: 1,
  updatedAt: null,
  updaterId: null,
});

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return renderWithQueries(<RouterProvider router={router} />);
}

const server = serveDuringTests((request, response) => {
  if (request.url === '/api/v1/news/filter') {
    const list = [item(1, LONG_TITLE), item(2, 'خبر کوتاه')];
    return sendJson(response, 200, {
      success: true,
      message: null,
      data: { list, pages: 1, currentPage: 1 },
    });
  }
  return sendJson(response, 404, { success: false, message: 'not found', data: null });
});

describe('news titles on cards and in the sidebar (SPEC §9: 60 characters plus an ellipsis)', () => {
  it('cuts a long title on a card, keeps the whole title as its tooltip, and links to the item', () => {
    renderInRouter(<NewsCard item={item(7, LONG_TITLE)} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(CUT_TITLE);
    expect([...(heading.textContent ?? '')]).toHaveLength(61);
    expect(heading.getAttribute('title')).toBe(LONG_TITLE);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/show-news/7');
    expect(screen.getByText('۱۴۰۵/۰۹/۰۱')).toBeTruthy();
  });

  it('leaves a title of 60 characters or fewer whole', () => {
    const exact = 'ب'.repeat(60);
    renderInRouter(<NewsCard item={item(8, exact)} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(exact);
  });

  it('asks for page 1 with 10 items in the SPEC §7 shape and lists the titles cut', async () => {
    server.requests.length = 0;
    renderInRouter(<NewsSidebar />);
    expect((await screen.findByRole('link', { name: CUT_TITLE })).getAttribute('href')).toBe('/show-news/1');
    expect(screen.getByRole('link', { name: 'خبر کوتاه' })).toBeTruthy();
    const body = JSON.parse(server.requests[0]?.body ?? '{}') as { filters: string };
    expect(JSON.parse(body.filters)).toEqual({ page: 1, count: 10 });
  });
});
