import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button } from '../fixtures/sign-in.js';

// Issue 17's limits and statistics: an Admin adds an address limit and a unit limit to a system on its
// page; the statistics page shows log rows seeded straight into SsoClientLoginLog (no protocol writes
// them on this branch). The server runs on a database of its own on the tests' PostgreSQL, so the spec
// can seed rows the API never writes.
// Run only with TEST_DATABASE_URL (e2e/vitest.config.ts leaves it out otherwise).
const BASE = process.env.TEST_DATABASE_URL ?? '';
const DB_NAME = `darvazeh_e2e_sso_limits_${process.pid}`;
const dbUrl = () => {
  const url = new URL(BASE);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

// Before the journey's own hooks: its server needs the database; after them: dropped once it stopped.
beforeAll(async () => {
  await admin(`drop database if exists ${DB_NAME}`);
  await admin(`create database ${DB_NAME}`);
});
afterAll(async () => {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
});

const SYSTEM = 'سامانه کتابخانه مرکزی';
const UNIT = 'دانشکده علوم پایه';
const j = journey({ CAPTCHA: 'off', DATABASE_URL: dbUrl() });
let api: APIRequestContext;
let page: Page;
let systemId = 0;

beforeAll(async () => {
  api = await j.adminApi();
  await apiPost(api, 'unit', { name: UNIT });
  systemId = (
    await apiPost<{ id: number }>(api, 'ssomanagement', {
      name: SYSTEM,
      homeUrl: 'https://lib.example.ac.ir/',
      categoryId: 1,
    })
  ).id;
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

describe('limits of a connected system', () => {
  it('an Admin adds an address limit and a unit limit on the system’s page', async () => {
    await page.goto(`${j.server.url}/panel/sso/detail/${systemId}`);
    const limits = page.getByRole('heading', { name: 'محدودیت‌ها' });
    await limits.waitFor();

    // An address range, refused in the page while it is not one, then saved normalised.
    const range = page.getByRole('textbox', { name: 'نشانی یا بازه' });
    await range.fill('10.20.0.0/33');
    const addButtons = button(page, 'افزودن محدودیت');
    await addButtons.nth(2).click();
    await page.getByText('نشانی یا بازه معتبر نیست.').waitFor();
    await range.fill('10.20.30.40/16');
    await addButtons.nth(2).click();
    await page.getByText('10.20.0.0/16').waitFor();

    // A unit, picked by typing part of its name, denied.
    // The system's own unit field comes first; the limit's is the last.
    const unitField = page.getByRole('combobox', { name: 'واحد سازمانی' }).last();
    await unitField.fill('علوم');
    await page.getByRole('option', { name: UNIT }).click();
    await page.getByRole('combobox', { name: 'نوع محدودیت' }).nth(1).selectOption({ label: 'ممنوع' });
    await addButtons.nth(1).click();
    await page.getByText(UNIT, { exact: true }).waitFor();

    const stored = async (resource: string) => {
      const res = await apiPost<{ list: Record<string, unknown>[] }>(api, `${resource}/filter`, {
        filters: { clientId: { op: 'eq', value: systemId } },
      });
      return res.list;
    };
    expect((await stored('ssoiplimit')).map((r) => [r.range, r.allowed])).toEqual([['10.20.0.0/16', true]]);
    expect((await stored('ssounitlimit')).map((r) => [(r.unit as { name: string }).name, r.allowed])).toEqual(
      [[UNIT, false]],
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-limits-section');
  });
});

describe('sign-in statistics', () => {
  it('shows seeded logins per system, refusals and top systems, with tables', async () => {
    const client = new pg.Client({ connectionString: dbUrl() });
    await client.connect();
    try {
      await client.query(
        `insert into sso_client_login_logs (client_id, user_id, protocol, event, reason, ip, created_at)
         select $1::int, u, 'oidc', 'authorization', null, '10.20.1.1', now() - (u || ' hours')::interval
         from generate_series(1, 3) u
         union all select $1::int, 9, 'oidc', 'refusal', 'ip', '192.0.2.1', now() - interval '2 hours'`,
        [systemId],
      );
    } finally {
      await client.end();
    }
    await page.goto(`${j.server.url}/panel/sso/statistics`);
    const top = page.getByRole('figure', { name: 'پرکاربردترین سامانه‌ها' });
    await top.getByRole('rowheader', { name: SYSTEM }).waitFor();
    expect(await top.getByRole('row').nth(1).innerText()).toContain('۳');
    await page
      .getByRole('figure', { name: 'ورودهای ردشده بر پایه علت' })
      .getByRole('rowheader', { name: 'محدودیت نشانی اینترنتی' })
      .waitFor();
    await page.getByRole('img', { name: /ورودها در طول زمان/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'sso-statistics');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await top.getByRole('rowheader', { name: SYSTEM }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
