import { nextScheduleSlot, type EventSchedule } from '@darvazeh/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { apiPost, button, textbox } from '../fixtures/sign-in.js';

// Issue 25 item 1, "a scheduled event fires under a fake clock": an Admin defines an event «every five
// minutes, run F» on the events screen; nothing runs until the server's clock reaches the slot (the
// journey moves the server's clock, fixtures/fake-clock.mjs, instead of waiting five minutes); then it
// runs once, F's write appears, and the next slot is chained and fires at its own time. The Admin reads
// both runs in the event's runs, at 1280 px and on a 360 px phone, axe-clean.
//
// The server's clock still ticks in real time, so the journey never moves it by a guessed amount: it first
// puts the clock just after a slot, so the save (however slow the machine) falls well before the next
// one, then moves it to one second past each slot, as the shared schedule computes it.
const NOTES = 'یادداشت‌های دوره‌ای';
const FUNCTION = 'نوشتن یادداشت دوره‌ای';
const EVENT = 'یادداشت هر پنج دقیقه';
const NOTE = 'گزارش دوره‌ای';
const SCHEDULE: EventSchedule = { every: 'minutes', minutes: 5 };
const PAST_SLOT_MS = 1_000;

let admin: APIRequestContext;
let page: Page;
let notesId = 0;
let eventId = 0;
let slot = new Date(0);

const j = journey({ CAPTCHA: 'off', JOBS_POLL_MS: '200' }, { fakeClock: true });
/** Moves the server's clock to `at` plus PAST_SLOT_MS. */
const moveClockPast = (at: Date) =>
  j.server.advanceClock(at.getTime() + PAST_SLOT_MS - j.server.clock().getTime());
beforeAll(async () => {
  admin = await j.adminApi();
  const formInfo = { formFields: [{ id: 'title', fname: 'عنوان', ename: 'title', type: 'text' }] };
  notesId = (await apiPost<{ id: number }>(admin, 'datacollection', { fname: NOTES, formInfo })).id;
  await apiPost(admin, 'function', {
    fname: FUNCTION,
    ename: 'writePeriodicNote',
    callOn: 'load',
    expressions: [{ id: 'save', type: 'create', collectionId: notesId, values: { title: `'${NOTE}'` } }],
  });
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

type Run = { outcome: string; occurrence: string };
const runs = async () =>
  (
    await apiPost<{ list: Run[] }>(admin, 'eventonlog/filter', {
      filters: { eventId: { op: 'eq', value: eventId } },
    })
  ).list;
const notes = async () =>
  (await apiPost<{ list: unknown[] }>(admin, `datacollection/${notesId}/record/filter`, {})).list.length;

describe('an Admin scheduling an event every five minutes', () => {
  it('defines it on the events screen', async () => {
    await moveClockPast(nextScheduleSlot(SCHEDULE, j.server.clock())!);
    slot = nextScheduleSlot(SCHEDULE, j.server.clock())!;
    await page.goto(`${j.server.url}/panel/system-setting/events`);
    await button(page, 'رویداد جدید').click();
    const dialog = page.getByRole('dialog', { name: 'رویداد جدید' });
    await textbox(dialog, 'نام رویداد').fill(EVENT);
    await pickOption(dialog, 'رخداد', 'زمان‌بندی');
    await pickOption(dialog, 'تکرار', 'هر چند دقیقه');
    await textbox(dialog, 'فاصله (دقیقه)').fill('۵');
    await pickOption(dialog, 'تابع اجراشونده', FUNCTION);
    expect(await seriousViolations(page)).toEqual([]);
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'رویدادها' }).getByRole('row').filter({ hasText: EVENT });
    await row.getByText('فعال', { exact: true }).waitFor();
    const listed = await apiPost<{ list: { id: number; fname: string }[] }>(admin, 'systemevent/filter', {});
    eventId = listed.list.find((e) => e.fname === EVENT)!.id;
  });

  it('fires once when the server’s clock reaches its slot, and F’s write appears', async () => {
    await moveClockPast(slot);
    await expect.poll(runs).toMatchObject([{ outcome: 'success' }]);
    expect(await notes()).toBe(1);
  });

  it('fires the chained next slot five minutes on, once', async () => {
    slot = nextScheduleSlot(SCHEDULE, slot)!;
    await moveClockPast(slot);
    await expect.poll(runs).toMatchObject([{ outcome: 'success' }, { outcome: 'success' }]);
    const [second, first] = await runs();
    expect(second!.occurrence).not.toBe(first!.occurrence);
    expect(await notes()).toBe(2);
  });

  it('shows both runs in the event’s runs, axe-clean', async () => {
    await page.reload();
    await button(page, `اجراها ${EVENT}`).click();
    const dialog = page.getByRole('dialog', { name: `اجراهای «${EVENT}»` });
    const table = dialog.getByRole('table', { name: 'اجراها' });
    await table.getByRole('row').nth(2).getByText('موفق').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'events-schedule-runs');
  });

  it('fits a 360 px phone with the runs open', async () => {
    const phone = await j.adminPage({ viewport: { width: WIDTH, height: 800 } });
    await phone.goto(`${j.server.url}/panel/system-setting/events`);
    await button(phone, `اجراها ${EVENT}`).click();
    await phone
      .getByRole('dialog', { name: `اجراهای «${EVENT}»` })
      .getByText('موفق')
      .first()
      .waitFor();
    await expectFitsPhone(phone, 'events-schedule-phone-runs');
  });
});
