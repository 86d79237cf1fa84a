import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { animationsSettled, ARTIFACTS, resizeTo, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { publishService, serviceHome } from '../fixtures/processes.js';
import {
  apiGet,
  apiPost,
  button,
  newUserWithApi,
  readToast,
  signInToPanel,
  textbox,
} from '../fixtures/sign-in.js';

// Dashboards (issue 28): an Admin builds, in the editor, a dashboard over requests — a number, a bar by
// Jalali month, a table and a pie by service, with a date range filter — places them by their fields and arranges them by
// dragging and resizing on the right-to-left grid (one column on a phone), and shares it with unit A. An Employee of unit A
// opens /panel/bi/show/{id} at 1280 px and at 360 px: axe clean, nothing wider than the screen, Persian
// digits, and only unit A's requests counted (3 of the 5; the Admin sees all 5). A date preset re-asks.
// An Employee of unit B is not shown it at all.
const PASSWORD = 'Karmand-Tazeh-1406!';
const EMPLOYEE = 'neda.karimi';
const EMPLOYEE_B = 'omid.rahimi';
const TITLE = 'گزارش درخواست‌های آموزش';
const CATEGORY = 'گزارش‌های آموزشی';
const UNIT_A = 'اداره آموزش';
const UNIT_B = 'اداره دانشجویی';
const Q_TOTAL = 'شمار درخواست‌ها';
const Q_MONTHS = 'درخواست‌ها بر اساس ماه';
const Q_SERVICES = 'درخواست‌ها بر اساس خدمت';
const SERVICE_A = 'گواهی اشتغال به تحصیل';

let admin: APIRequestContext;
let page: Page;
let dashboardId = 0;
/** The dashboard with unit, service and state filters (built through the API). */
let filteredId = 0;
/** Unit A's service, which holds three of the five requests. */
let serviceAId = 0;

const j = journey({ CAPTCHA: 'off' });

beforeAll(async () => {
  admin = await j.adminApi();
  const homeA = await serviceHome(admin);
  const homeB = await serviceHome(admin, {
    category: 'امور دانشجویی',
    sub: 'خوابگاه',
    unit: UNIT_B,
    unitRole: 'کارشناس دانشجویی',
  });
  await apiPost(admin, 'servicecategory', { name: CATEGORY, icon: 'school' });
  const element = { id: 'name', fname: 'نام و نام خانوادگی', ename: 'name', type: 'text' };
  const serviceA = await publishService(admin, homeA, {
    serviceFname: SERVICE_A,
    serviceEname: 'studyCertificate',
    elements: [element],
  });
  const serviceB = await publishService(admin, homeB, {
    serviceFname: 'درخواست خوابگاه',
    serviceEname: 'dormitory',
    elements: [element],
  });
  serviceAId = serviceA;
  const applicant = await newUserWithApi(
    admin,
    j.server.url,
    { username: 'reza.ahmadi', firstName: 'رضا', lastName: 'احمدی' },
    PASSWORD,
  );
  for (const serviceId of [serviceA, serviceA, serviceA, serviceB, serviceB])
    await apiPost(applicant.api, 'userrequest', { serviceId, answers: { name: 'رضا احمدی' } });
  await applicant.api.dispose();
  const employee = await newUserWithApi(
    admin,
    j.server.url,
    { username: EMPLOYEE, firstName: 'ندا', lastName: 'کریمی' },
    PASSWORD,
    { unitId: homeA.unitId, unitRoleId: homeA.unitRoleId },
  );
  await employee.api.dispose();
  const employeeB = await newUserWithApi(
    admin,
    j.server.url,
    { username: EMPLOYEE_B, firstName: 'امید', lastName: 'رحیمی' },
    PASSWORD,
    { unitId: homeB.unitId, unitRoleId: homeB.unitRoleId },
  );
  await employeeB.api.dispose();

  await apiPost(admin, 'query', {
    fname: Q_TOTAL,
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count' }],
    },
  });
  const total = await apiPost<{ id: number }>(admin, 'query', {
    fname: 'شمار درخواست‌های فیلترشده',
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count' }],
    },
  });
  const byTasks = await apiPost<{ id: number }>(admin, 'query', {
    fname: 'درخواست‌های کارهای واحدها',
    definition: {
      sources: [{ alias: 'k', collectionId: 'RequestTasks' }],
      selects: [{ source: 'k', fieldId: 'requestId', aggregate: 'countDistinct' }],
      whereStatement: { source: 'k', fieldId: 'kind', op: 'eq', value: 'provider' },
    },
  });
  const layout = (y: number) => ({ x: 0, y, w: 6, h: 3 });
  filteredId = (
    await apiPost<{ id: number }>(admin, 'dashboard', {
      title: 'درخواست‌ها به تفکیک',
      filters: [
        { id: 'unit', kind: 'unit', title: 'واحد' },
        { id: 'service', kind: 'service', title: 'خدمت' },
        { id: 'state', kind: 'status', title: 'وضعیت' },
      ],
      cards: [
        {
          id: 'requests',
          title: 'درخواست‌های خدمت',
          queryId: total.id,
          chartType: 'number',
          layout: layout(0),
          bindings: [
            { filterId: 'service', source: 'r', fieldId: 'serviceId' },
            { filterId: 'state', source: 'r', fieldId: 'state' },
          ],
        },
        {
          id: 'units',
          title: 'درخواست‌های واحد',
          queryId: byTasks.id,
          chartType: 'number',
          layout: layout(3),
          bindings: [{ filterId: 'unit', source: 'k', fieldId: 'unitId' }],
        },
      ],
      shares: [],
    })
  ).id;
  await apiPost(admin, 'query', {
    fname: Q_MONTHS,
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [
        { source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth' },
        { source: 'r', fieldId: 'id', aggregate: 'count' },
      ],
    },
  });
  await apiPost(admin, 'query', {
    fname: Q_SERVICES,
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [
        { source: 'r', fieldId: 'serviceId' },
        { source: 'r', fieldId: 'id', aggregate: 'count' },
      ],
      orderBy: [{ select: 'count_id', dir: 'desc' }],
    },
  });
  page = await j.adminPage();
});

const card = (n: number): Locator => page.getByRole('group', { name: `کارت ${'۰۱۲۳۴۵۶۷۸۹'[n]}` });

/** Fills card `n` (just added): its title, query and how it draws; binds the date range to its creation day. */
async function fillCard(n: number, title: string, query: string, chart: string, width: string) {
  await button(page, 'افزودن کارت').click();
  const part = card(n);
  await textbox(part, 'عنوان کارت').fill(title);
  await pickOption(part, /^پرس‌وجوی کارت/, query);
  await pickOption(part, 'نوع نمایش', chart);
  await textbox(part, 'عرض').fill(width);
  await pickOption(part, 'فیلد متصل به بازه ثبت', 'تاریخ ایجاد');
}

/** The box of the card titled `title` on the editor's grid. */
const gridBox = (title: string): Locator => page.locator('.react-grid-item').filter({ hasText: title });

/** Presses the mouse on `handle`, moves it `dx` pixels across in steps, and lets go. */
async function dragBy(handle: Locator, dx: number) {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

/** Pixels from one column of the editor's grid to the next (its 12 columns and 8 px margins). */
async function columnStep(): Promise<number> {
  const grid = (await page.locator('.react-grid-layout').boundingBox())!;
  return (grid.width - 8) / 12;
}

describe('an Admin building a dashboard', () => {
  it('starts one in a category from the list', async () => {
    await page.goto(`${j.server.url}/panel/bi/list`);
    // A fresh portal holds the built-in reports alone (dashboards-builtin.spec.ts).
    await page.getByRole('row').filter({ hasText: 'گزارش‌های آماده سامانه' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await pickOption(page.locator('body'), 'دسته', CATEGORY);
    await page.getByRole('link', { name: 'داشبورد جدید' }).click();
    await page.waitForURL(/\/panel\/bi\/new\/\d+$/);
  });

  it('gives it a date range filter, a number, a bar by month, a table and a pie, and shares it with unit A', async () => {
    await textbox(page, 'عنوان داشبورد').fill(TITLE);
    await button(page, 'افزودن فیلتر داشبورد').click();
    await textbox(page.getByRole('group', { name: 'فیلتر ۱' }), 'عنوان فیلتر').fill('بازه ثبت');
    await fillCard(1, 'همه درخواست‌ها', Q_TOTAL, 'عدد تکی', '4');
    await fillCard(2, 'درخواست‌ها در هر ماه', Q_MONTHS, 'نمودار میله‌ای', '8');
    await fillCard(3, 'جدول ماه‌ها', Q_MONTHS, 'جدول ردیف‌ها', '12');
    await fillCard(4, 'سهم خدمت‌ها', Q_SERVICES, 'نمودار دایره‌ای', '6');
    // A new card goes below the others; the keyboard puts the bar beside the number, the table under them.
    await textbox(card(2), 'ستون از راست').fill('4');
    await textbox(card(2), 'ردیف از بالا').fill('0');
    await textbox(card(3), 'ردیف از بالا').fill('4');
    // Right to left: the first card at the right edge, the bar on its left (once its move has run).
    await expect
      .poll(async () => {
        const number = (await gridBox('همه درخواست‌ها').boundingBox())!;
        const bar = (await gridBox('درخواست‌ها در هر ماه').boundingBox())!;
        return bar.x + bar.width < number.x + 1 && Math.abs(bar.y - number.y) < 1;
      })
      .toBe(true);
    expect(await gridBox('همه درخواست‌ها').innerText()).toContain('عدد تکی');

    // The mouse: the table narrowed by its lower left corner to a third of the row, then dragged to the left.
    await animationsSettled(page);
    const step = await columnStep();
    await gridBox('جدول ماه‌ها').hover();
    await dragBy(gridBox('جدول ماه‌ها').locator('.react-resizable-handle-sw'), 8 * step);
    await expect.poll(() => textbox(card(3), 'عرض').inputValue()).toBe('۴');
    expect(await textbox(card(3), 'ستون از راست').inputValue()).toBe('۰');
    await animationsSettled(page);
    await dragBy(page.getByTitle('جابه‌جا کردن جدول ماه‌ها'), -8 * step);
    await expect.poll(() => textbox(card(3), 'ستون از راست').inputValue()).toBe('۸');
    expect(await textbox(card(3), 'ردیف از بالا').inputValue()).toBe('۴');
    await animationsSettled(page);

    await button(page, 'افزودن اشتراک').click();
    const share = page.getByRole('group', { name: 'اشتراک ۱' });
    await pickOption(share, 'واحد سازمانی', UNIT_A);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboards-editor-desktop');
    await button(page, 'ذخیره').click();
    await readToast(page, 'انجام شد');
    await page.waitForURL(/\/panel\/bi\/list$/);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('۴');
    const href = await row.getByRole('link', { name: `نمایش ${TITLE}` }).getAttribute('href');
    dashboardId = Number(/\/panel\/bi\/show\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(dashboardId).toBeGreaterThan(0);

    const saved = await apiGet<{ cards: { chartType: string; layout: object }[]; shares: object[] }>(
      admin,
      `dashboard/${dashboardId}`,
    );
    expect(saved.cards.map((c) => [c.chartType, c.layout])).toEqual([
      ['number', { x: 0, y: 0, w: 4, h: 4 }],
      ['bar', { x: 4, y: 0, w: 8, h: 4 }],
      ['table', { x: 8, y: 4, w: 4, h: 4 }],
      // Added below the three before they were moved up: the show page adds no gap for empty rows.
      ['pie', { x: 0, y: 12, w: 6, h: 4 }],
    ]);
    expect(saved.shares).toHaveLength(1);
  });

  it('finds the arrangement kept when the editor opens again, and one column of it on a phone', async () => {
    await page.goto(`${j.server.url}/panel/bi/detail/${dashboardId}`);
    await gridBox('جدول ماه‌ها').waitFor();
    await animationsSettled(page);
    const bar = (await gridBox('درخواست‌ها در هر ماه').boundingBox())!;
    const table = (await gridBox('جدول ماه‌ها').boundingBox())!;
    // The table under the bar, at the left edge, a third of the row wide.
    expect(table.y).toBeGreaterThan(bar.y + bar.height - 1);
    expect(Math.abs(table.x - bar.x)).toBeLessThan(2);
    expect(table.width).toBeLessThan(bar.width / 2 + 1);
    expect(await textbox(card(3), 'ستون از راست').inputValue()).toBe('۸');

    await resizeTo(page, { width: 360, height: 800 });
    const arrangement = page.getByRole('region', { name: 'چیدمان کارت‌ها' });
    await arrangement.getByText('در صفحه باریک کارت‌ها به ترتیب زیر هم', { exact: false }).waitFor();
    expect(await page.locator('.react-grid-item').count()).toBe(0);
    const titles = arrangement.getByText(/^(همه درخواست‌ها|درخواست‌ها در هر ماه|جدول ماه‌ها)$/);
    const boxes = await Promise.all((await titles.all()).map(async (t) => (await t.boundingBox())!));
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboards-editor-phone');
    await resizeTo(page, { width: 1280, height: 720 });
  });

  it('sees every request on the show page, all five', async () => {
    await page.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
    const total = page.getByRole('region', { name: 'همه درخواست‌ها', exact: true });
    await expect.poll(() => total.innerText()).toContain('۵');
    // Each card at its saved column and row, counted from the right: the table under the bar, at the left.
    const box = async (name: string) =>
      (await page.getByRole('region', { name, exact: true }).boundingBox())!;
    const [number, bar, table] = [
      await box('همه درخواست‌ها'),
      await box('درخواست‌ها در هر ماه'),
      await box('جدول ماه‌ها'),
    ];
    expect(bar.x + bar.width).toBeLessThan(number.x);
    expect(Math.abs(bar.y - number.y)).toBeLessThan(1);
    expect(table.y).toBeGreaterThan(Math.max(number.y + number.height, bar.y + bar.height));
    expect(Math.abs(table.x - bar.x)).toBeLessThan(2);
    expect(table.x + table.width).toBeLessThan(number.x);
  });

  it('drills down from a month of the table card to the requests of that month', async () => {
    const table = page.getByRole('region', { name: 'جدول ماه‌ها', exact: true });
    await table.getByRole('rowheader').getByRole('link').click();
    await page.waitForURL(/\/panel\/admin-inbox\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('view')).toBe('requests');
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')! >= query.get('from')!).toBe(true);
    expect(await page.getByRole('tab', { name: 'درخواست‌ها' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText(SERVICE_A).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('drills down from the larger slice of the pie to that service’s requests', async () => {
    await page.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
    // The chart is drawn in SVG inside a box that names it (its numbers are in the table after it).
    const pie = page
      .getByRole('region', { name: 'سهم خدمت‌ها', exact: true })
      .getByRole('img', { name: /^سهم خدمت‌ها؛/ });
    await pie.locator('svg path').first().waitFor();
    await animationsSettled(page);
    // The slices run clockwise from the top, the larger first (3 of 5, past half the circle): the point
    // straight below the pie's centre is in it. The pie sits under its 32 px legend, 70% of the space.
    const box = (await pie.boundingBox())!;
    const radius = (0.7 * Math.min(box.width, box.height - 32)) / 2;
    await pie.click({ position: { x: box.width / 2, y: 32 + (box.height - 32) / 2 + radius / 2 } });
    await page.waitForURL(/\/panel\/admin-inbox\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('view')).toBe('requests');
    expect(query.get('service')).toBe(String(serviceAId));
    // Unit A's service's three requests, none of the other service's two.
    const list = page.getByRole('table', { name: 'درخواست‌ها' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(3);
    expect(await list.innerText()).toContain(SERVICE_A);
    expect(await list.innerText()).not.toContain('درخواست خوابگاه');
  });
});

describe('the show page’s unit, service and state filters, on a 360 px phone', () => {
  let phone: Page;
  const number = (title: string) =>
    phone.getByRole('region', { name: title, exact: true }).getByRole('paragraph').innerText();
  const filters = () => phone.getByRole('form', { name: 'فیلترها' });
  const apply = () => button(phone, 'اعمال فیلترها').click();

  beforeAll(async () => {
    phone = await j.adminPage({ viewport: { width: 360, height: 800 } });
    await phone.goto(`${j.server.url}/panel/bi/show/${filteredId}`);
  });

  it('counts one service’s requests, and all again with «همه خدمت‌ها»', async () => {
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۵');
    await expect.poll(() => number('درخواست‌های واحد')).toBe('۵');
    await pickOption(filters(), 'خدمت', 'گواهی اشتغال به تحصیل');
    await apply();
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۳');
    // The card the service filter is not bound to keeps its count.
    expect(await number('درخواست‌های واحد')).toBe('۵');
    await pickOption(filters(), 'خدمت', 'همه خدمت‌ها');
    await apply();
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۵');
  });

  it('counts one state’s requests, and all again with «همه»', async () => {
    await pickOption(filters(), 'وضعیت', 'انجام‌شده');
    await apply();
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۰');
    await pickOption(filters(), 'وضعیت', 'در جریان');
    await apply();
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۵');
    await pickOption(filters(), 'وضعیت', 'همه');
    await apply();
    await expect.poll(() => number('درخواست‌های خدمت')).toBe('۵');
  });

  it('counts one unit’s requests, and all again with «هر واحد»: axe clean, nothing wider than the phone', async () => {
    await pickOption(filters(), 'واحد', UNIT_B);
    await apply();
    await expect.poll(() => number('درخواست‌های واحد')).toBe('۲');
    expect(await number('درخواست‌های خدمت')).toBe('۵');
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'dashboards-filters-phone');
    await pickOption(filters(), 'واحد', 'هر واحد');
    await apply();
    await expect.poll(() => number('درخواست‌های واحد')).toBe('۵');
    await phone.context().close();
  });
});

/** Checks the dashboard as the Employee sees it at `width`: their unit's three requests, Persian, fitting. */
async function employeeSees(width: number, name: string) {
  const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width, height: 900 } });
  const viewer = await context.newPage();
  await signInToPanel(viewer, j.server.url, PASSWORD, EMPLOYEE);
  await viewer.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
  await viewer.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  const total = viewer.getByRole('region', { name: 'همه درخواست‌ها', exact: true });
  await expect.poll(() => total.getByRole('paragraph').innerText()).toBe('۳');
  const bar = viewer.getByRole('region', { name: 'درخواست‌ها در هر ماه', exact: true });
  await bar
    .getByRole('img', { name: /^درخواست‌ها در هر ماه؛/ })
    .locator('svg')
    .waitFor();
  // The chart's numbers as a table a screen reader reads: the month by its Jalali name, the count.
  const hidden = bar.getByRole('table', { name: 'داده‌های درخواست‌ها در هر ماه' });
  expect(await hidden.locator('tbody tr').count()).toBe(1);
  const cells = await hidden.locator('tbody tr').first().locator('th, td').allTextContents();
  expect(cells[1]).toBe('۳');
  expect(cells[0]).toMatch(/^(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/);
  const table = viewer.getByRole('region', { name: 'جدول ماه‌ها', exact: true });
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['ماه تاریخ ایجاد', 'تعداد']);
  expect(await viewer.locator('main').innerText()).not.toMatch(/[0-9]/);

  expect(await seriousViolations(viewer)).toEqual([]);
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(viewer, name);
  return viewer;
}

describe('an Employee of unit A', () => {
  it('opens the dashboard at 1280 px and sees only their unit’s requests', async () => {
    const viewer = await employeeSees(1280, 'dashboards-show-desktop');
    // A preset fills the range and asks again; all three requests are from this year.
    await viewer.getByRole('button', { name: 'امسال' }).click();
    await expect
      .poll(() => viewer.locator('input[name="from"]').inputValue())
      .toMatch(/(01|۰۱)\/(01|۰۱)\W*$/);
    const total = viewer.getByRole('region', { name: 'همه درخواست‌ها', exact: true });
    await expect.poll(() => total.getByRole('paragraph').innerText()).toBe('۳');
    // The list offers it to them, with no edit or delete.
    await viewer.goto(`${j.server.url}/panel/bi/list`);
    const row = viewer.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.getByRole('link', { name: `ویرایش ${TITLE}` }).count()).toBe(0);
    await viewer.context().close();
  });

  it('opens it on a 360 px phone: one column, nothing wider than the screen', async () => {
    const viewer = await employeeSees(360, 'dashboards-show-phone');
    // One card a row, the full width, in the grid's order: by row, then by column from the right.
    const names = ['همه درخواست‌ها', 'درخواست‌ها در هر ماه', 'جدول ماه‌ها'];
    const boxes = [];
    for (const name of names)
      boxes.push((await viewer.getByRole('region', { name, exact: true }).boundingBox())!);
    for (let i = 1; i < boxes.length; i += 1) {
      expect(Math.round(boxes[i]!.width)).toBe(Math.round(boxes[0]!.width));
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    await viewer.context().close();
  });

  it('drills down from a month of the table card to the requests their unit owns, in their inbox', async () => {
    const viewer = await employeeSees(1280, 'dashboards-show-employee');
    const table = viewer.getByRole('region', { name: 'جدول ماه‌ها', exact: true });
    await table.getByRole('rowheader').getByRole('link').click();
    await viewer.waitForURL(/\/panel\/inbox\?/);
    const query = new URL(viewer.url()).searchParams;
    expect(query.get('view')).toBe('requests');
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await viewer.getByRole('tab', { name: 'درخواست‌ها' }).getAttribute('aria-selected')).toBe('true');
    // Their unit's three, never unit B's.
    const list = viewer.getByRole('table', { name: 'درخواست‌ها' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(3);
    expect(await list.innerText()).toContain('گواهی اشتغال به تحصیل');
    expect(await list.innerText()).not.toContain('درخواست خوابگاه');
    expect(await seriousViolations(viewer)).toEqual([]);
    await viewer.context().close();
  });
});

/** Downloads what `item` of card `title`'s export menu gives, answering the file's bytes. */
async function exported(viewer: Page, title: string, item: string): Promise<Buffer> {
  await viewer.getByRole('button', { name: `خروجی‌های ${title}` }).click();
  const [download] = await Promise.all([
    viewer.waitForEvent('download'),
    viewer.getByRole('menuitem', { name: item }).click(),
  ]);
  const file = path.join(await j.tempDir(), download.suggestedFilename());
  await download.saveAs(file);
  return readFile(file);
}

const MONTH_NAME = /^(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/;

describe('an Employee of unit A taking the dashboard out', () => {
  let viewer: Page;
  beforeAll(async () => {
    const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 1280, height: 900 } });
    viewer = await context.newPage();
    await signInToPanel(viewer, j.server.url, PASSWORD, EMPLOYEE);
    await viewer.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
    const total = viewer.getByRole('region', { name: 'همه درخواست‌ها', exact: true });
    await total.getByRole('paragraph').filter({ hasText: /^۳$/ }).waitFor();
  });

  it('exports the table card to Excel: Persian headers, the Jalali month, their unit’s count', async () => {
    const bytes = await exported(viewer, 'جدول ماه‌ها', 'خروجی اکسل');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'ماه تاریخ ایجاد', 'تعداد']);
    expect(sheet.getCell('A2').text).toMatch(MONTH_NAME);
    expect(sheet.getCell('B2').value).toBe(3);
    expect(sheet.rowCount).toBe(2);
  });

  it('exports the bar card as a PNG image', async () => {
    const bytes = await exported(viewer, 'درخواست‌ها در هر ماه', 'خروجی تصویر');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, after the signature and the chunk's length and type.
    expect(bytes.readUInt32BE(16)).toBeGreaterThan(400);
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(200);
    await writeFile(path.join(ARTIFACTS, 'dashboards-card-image.png'), bytes);
  });

  it('sorts the table card by a click on its count header', async () => {
    const table = viewer.getByRole('region', { name: 'جدول ماه‌ها', exact: true });
    await table.getByRole('button', { name: 'تعداد' }).click();
    expect(await table.getByRole('columnheader', { name: 'تعداد' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('prints right to left without the panel’s menu and bar, each card a whole row', async () => {
    await viewer.emulateMedia({ media: 'print' });
    expect(await viewer.getByRole('navigation', { name: 'منوی پنل' }).isVisible()).toBe(false);
    expect(await viewer.getByRole('button', { name: 'باز و بسته کردن منو' }).isVisible()).toBe(false);
    expect(await viewer.getByRole('button', { name: 'چاپ داشبورد' }).isVisible()).toBe(false);
    expect(await viewer.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    const width = await viewer.evaluate(() => document.documentElement.clientWidth);
    const cards = viewer.locator('main section[aria-labelledby]');
    expect(await cards.count()).toBe(4);
    const boxes = await Promise.all(
      (await cards.all()).map(async (card) => ({
        box: (await card.boundingBox())!,
        scroll: await card.evaluate((e) => e.scrollWidth - e.clientWidth),
        breaks: await card.evaluate((e) => getComputedStyle(e).breakInside),
      })),
    );
    const full = boxes[0]!.box.width;
    for (const { box, scroll, breaks } of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(Math.round(box.width)).toBe(Math.round(full));
      expect(scroll).toBe(0);
      expect(breaks).toBe('avoid');
    }
    // Each card below the one before: one a row.
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i]!.box.y).toBeGreaterThanOrEqual(boxes[i - 1]!.box.y + boxes[i - 1]!.box.height);
    await screenshot(viewer, 'dashboards-print');
    await viewer.emulateMedia({ media: 'screen' });
    await viewer.context().close();
  });
});

describe('an Employee of unit B', () => {
  it('is not shown the dashboard: neither in the list nor by its address', async () => {
    const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 800 } });
    const viewer = await context.newPage();
    await signInToPanel(viewer, j.server.url, PASSWORD, EMPLOYEE_B);
    await viewer.goto(`${j.server.url}/panel/bi/list`);
    await viewer.getByText('داشبوردی یافت نشد.').waitFor();
    await viewer.goto(`${j.server.url}/panel/bi/show/${dashboardId}`);
    await viewer
      .getByRole('heading', { name: 'داشبورد یافت نشد یا با شما به اشتراک گذاشته نشده است.' })
      .waitFor();
    expect(await viewer.getByText(TITLE).count()).toBe(0);
    expect(await seriousViolations(viewer)).toEqual([]);
    await context.close();
  });
});
