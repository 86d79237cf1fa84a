import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../../test/http-test-server';
import { renderWithQueries } from '../../../test/render-with-queries';
import { serveDuringTests } from '../../../test/serve-during-tests';
import type { DashboardCard } from '../types';
import { CardsEditor } from './cards-editor';

const card = (id: string, title: string, layout: DashboardCard['layout']): DashboardCard => ({
  id,
  title,
  queryId: 0,
  chartType: 'bar',
  options: {},
  layout,
  bindings: [],
  portalWide: false,
});

serveDuringTests((_request, response) =>
  sendJson(response, 404, { success: false, message: 'not found', data: null }),
);

/** The editor over its own state, answering the cards as they stand after each change. */
function renderEditor(initial: DashboardCard[]) {
  let latest = initial;
  function Editor() {
    const [cards, setCards] = useState(initial);
    return (
      <CardsEditor
        cards={cards}
        filters={[]}
        onChange={(next) => {
          latest = next;
          setCards(next);
        }}
      />
    );
  }
  renderWithQueries(<Editor />);
  return () => latest;
}

describe('the cards of a dashboard being arranged', () => {
  it('shows each card in the arrangement by its title and chart type, in the grid’s order', async () => {
    renderEditor([
      card('b', 'پایین', { x: 0, y: 4, w: 12, h: 4 }),
      card('a', '', { x: 6, y: 0, w: 6, h: 4 }),
    ]);
    const arrangement = await screen.findByRole('region', { name: 'چیدمان کارت‌ها' });
    // The test's screen has no width: the boxes stand one under another, the top one first.
    await within(arrangement).findByText('پایین');
    const titles = within(arrangement)
      .getAllByText(/^(پایین|کارت ۲)$/)
      .map((e) => e.textContent);
    expect(titles).toEqual(['کارت ۲', 'پایین']);
    expect(within(arrangement).getAllByText(/نمودار میله‌ای/)).toHaveLength(2);
  });

  it('places a card by its column, row, width and height fields, in Persian digits, within the grid', async () => {
    const cards = renderEditor([card('a', 'الف', { x: 0, y: 0, w: 6, h: 4 })]);
    const part = await screen.findByRole('group', { name: 'کارت ۱' });
    const field = (name: string) => within(part).getByRole('textbox', { name });
    expect((field('ستون از راست') as HTMLInputElement).value).toBe('۰');
    fireEvent.change(field('عرض'), { target: { value: '۸' } });
    fireEvent.change(field('ستون از راست'), { target: { value: '9' } });
    fireEvent.change(field('ردیف از بالا'), { target: { value: '۳' } });
    fireEvent.change(field('ارتفاع'), { target: { value: '99' } });
    // A card ends inside the 12 columns; the tallest is 24 rows.
    expect(cards()[0]!.layout).toEqual({ x: 4, y: 3, w: 8, h: 24 });
    fireEvent.blur(field('ارتفاع'));
    expect((field('ارتفاع') as HTMLInputElement).value).toBe('۲۴');
  });

  it('adds a new card below every other', async () => {
    const cards = renderEditor([card('a', 'الف', { x: 0, y: 2, w: 6, h: 5 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'افزودن کارت' }));
    expect(cards()[1]!.layout).toEqual({ x: 0, y: 7, w: 6, h: 4 });
  });
});
