import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { resizeTo, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { expectFitsPhone } from '../fixtures/phone-width.js';
import { apiPost, button } from '../fixtures/sign-in.js';

// A map card (issue 28 item 1): a query over a collection that answers provinces draws Iran's provinces,
// each coloured and numbered by its value, with the numbers in a table after the map; at 1280 px and on a
// 360 px phone, axe clean. The records' provinces are written the ways people write them («استان تهران»,
// «تهران»): the map finds the province either way.
const TITLE = 'متقاضیان بر اساس استان';

const j = journey({ CAPTCHA: 'off' });
let page: Page;
let dashboardId = 0;

beforeAll(async () => {
  const admin = await j.adminApi();
  const formInfo = { formFields: [{ id: 'province', fname: 'استان', ename: 'province', type: 'text' }] };
  const { id: collectionId } = await apiPost<{ id: number }>(admin, 'datacollection', {
    fname: 'متقاضیان پذیرش',
    formInfo,
  });
  for (const province of ['تهران', 'استان تهران', 'تهران', 'اصفهان'])
    await apiPost(admin, `datacollection/${collectionId}/record`, { data: { province } });
  const query = await apiPost<{ id: number }>(admin, 'query', {
    fname: 'متقاضیان هر استان',
    definition: {
      sources: [{ alias: 'c', collectionId }],
      selects: [
        { source: 'c', fieldId: 'province' },
        { source: 'c', fieldId: 'id', aggregate: 'count' },
      ],
    },
  });
  dashboardId = (
    await apiPost<{ id: number }>(admin, 'dashboard', {
      title: 'پذیرش',
      filters: [],
      cards: [
        {
          id: 'map',
          title: TITLE,
          queryId: query.id,
          chartType: 'map',
          layout: { x: 0, y: 0, w: 12, h: 6 },
        },
      ],
      shares: [],
    })
  ).id;
  page = await j.adminPage();
});

/** The province tile named `name`: its title says the province and its value. */
const tile = (name: string) => page.locator(`[data-province="${name}"] title`);

describe('a map card', () => {
  it('colours and numbers each province by the records that name it, however it was written', async () => {
    await page.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
    const card = page.getByRole('region', { name: TITLE, exact: true });
    const map = card.getByRole('img', { name: new RegExp(`^${TITLE}؛`) });
    await map.waitFor();
    // «تهران» twice and «استان تهران» once are one province.
    await expect.poll(() => tile('تهران').textContent()).toBe('تهران: ۳');
    expect(await tile('اصفهان').textContent()).toBe('اصفهان: ۱');
    // A province no record names is drawn with no number.
    expect(await tile('فارس').textContent()).toBe('فارس');
    // The numbers are in the table after the map too, for screen readers and for copying.
    await button(card, 'نمایش جدول داده‌ها').click();
    const table = card.getByRole('table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['استان', 'تعداد']);
    expect(await table.innerText()).toContain('اصفهان');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboards-map-desktop');
  });

  it('fits a 360 px phone', async () => {
    await resizeTo(page, { width: 360, height: 800 });
    await page.reload();
    await page.getByRole('region', { name: TITLE, exact: true }).getByRole('img').first().waitFor();
    // The map is as tall as its shape at the phone's width, not the desktop card's height.
    const map = (await page
      .getByRole('region', { name: TITLE, exact: true })
      .getByRole('img')
      .first()
      .boundingBox())!;
    expect(map.height).toBeLessThan(map.width);
    await expectFitsPhone(page, 'dashboards-map-phone');
  });
});
