import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { ARTIFACTS, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { serviceSubCategory } from '../fixtures/processes.js';
import { apiGet, apiPost, apiPut, button, newUserWithApi } from '../fixtures/sign-in.js';

// The service page's Admin tools (issue 15): a request started on version 1 of a service sits on a provider
// task whose key version 2 renamed, so the move dialog first leaves it behind; the Admin names the new
// step as its replacement, sees it move, applies, and the request is on version 2. A second service with
// the survey on shows the score an applicant gave once their request ended. Every page passes axe and fits
// a 360 px phone.
const ROLE = 'کارشناس آموزش';
const UNIT = 'اداره آموزش';
const MOVED = 'تمدید کارت دانشجویی';
const SURVEYED = 'صدور گواهی اشتغال به تحصیل';
const OLD_STEP = 'بررسی کارشناس';
const NEW_STEP = 'بررسی کارشناس آموزش';
const COMMENT = 'پاسخ سریع و روشن بود.';
const PASSWORD = 'Karmand-Tazeh-1405!';

let applicantApi: APIRequestContext;
let movedId = 0;
let surveyedId = 0;
let requestId = 0;
let trackingCode = '';
const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** start → form → a provider task `taskKey` named `taskName` for the unit role → end. */
function serviceBody(
  name: string,
  ename: string,
  sub: number,
  unitId: number,
  roleId: number,
  task: string[],
) {
  const [taskKey, taskName] = task;
  return {
    serviceFname: name,
    serviceEname: ename,
    categories: [sub],
    // No fields of its own: the form section's field designer overflows a 360 px page by itself.
    elements: [],
    desk: { durationDays: 5 },
    process: {
      nodes: [
        { kind: 'start', key: 'start', position: { x: 0, y: 0 } },
        { kind: 'applicantForm', key: 'form', name: 'فرم متقاضی', position: { x: -240, y: 0 } },
        {
          kind: 'providerTask',
          key: taskKey,
          name: taskName,
          position: { x: -480, y: 0 },
          assignee: { kind: 'unitRole', unitId, unitRoleId: roleId },
          outcomes: [{ key: 'ok', label: 'تأیید' }],
        },
        { kind: 'end', key: 'done', position: { x: -720, y: 0 } },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'form' },
        { id: 'e2', source: 'form', target: taskKey },
        { id: 'e3', source: taskKey, target: 'done', outcome: 'ok' },
      ],
    },
  };
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const admin = await j.adminApi();
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: ROLE });
  const unit = await apiPost<{ id: number }>(admin, 'unit', { name: UNIT, unitRoleIds: [role.id] });
  const employee = { username: 'ali.karimi', firstName: 'علی', lastName: 'کریمی' };
  const post = { unitId: unit.id, unitRoleId: role.id };
  const employeeApi = (await newUserWithApi(admin, j.server.url, employee, PASSWORD, post)).api;
  const applicant = { username: 'maryam.ahmadi', firstName: 'مریم', lastName: 'احمدی' };
  applicantApi = (await newUserWithApi(admin, j.server.url, applicant, PASSWORD)).api;
  const subId = await serviceSubCategory(admin, 'امور آموزشی', 'کارت‌ها');

  // Version 1 names the task «review»; a request starts on it; version 2 renames its key to «check».
  const body = (task: [string, string]) => serviceBody(MOVED, 'cardRenewal', subId, unit.id, role.id, task);
  movedId = (await apiPost<{ id: number }>(admin, 'service', body(['review', OLD_STEP]))).id;
  await apiPost(admin, `service/${movedId}/publish`, {});
  const receipt = await apiPost<{ id: number; trackingCode: string }>(applicantApi, 'userrequest', {
    serviceId: movedId,
    answers: {},
  });
  requestId = receipt.id;
  trackingCode = receipt.trackingCode;
  await apiPut(admin, `service/${movedId}`, body(['check', NEW_STEP]));
  await apiPost(admin, `service/${movedId}/publish`, {});

  // A service with the survey on: the Employee approves a request, the applicant scores it.
  surveyedId = (
    await apiPost<{ id: number }>(admin, 'service', {
      ...serviceBody(SURVEYED, 'studyCertificate', subId, unit.id, role.id, ['review', OLD_STEP]),
      survey: true,
    })
  ).id;
  await apiPost(admin, `service/${surveyedId}/publish`, {});
  const surveyed = await apiPost<{ id: number }>(applicantApi, 'userrequest', {
    serviceId: surveyedId,
    answers: {},
  });
  const inbox = await apiGet<{ list: { id: number; requestId: number; revision: number }[] }>(
    employeeApi,
    'userrequest/task?box=received',
  );
  const task = inbox.list.find((t) => t.requestId === surveyed.id)!;
  const claimed = await apiPost<{ revision: number }>(employeeApi, `userrequest/task/${task.id}/claim`, {
    revision: task.revision,
  });
  await apiPost(employeeApi, `userrequest/task/${task.id}/complete`, {
    revision: claimed.revision,
    outcome: 'ok',
  });
  await apiPost(applicantApi, `userrequest/${surveyed.id}/survey`, { score: 4, comment: COMMENT });
  await employeeApi.dispose();
  await admin.dispose();
});

const versions = (page: Page) => page.getByRole('region', { name: 'نسخه‌های منتشرشده', exact: true });
const moveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'انتقال درخواست‌های باز از نسخه ۱ به نسخه ۲' });
const requestRow = (page: Page) =>
  moveDialog(page)
    .getByRole('row')
    .filter({ hasText: toPersian(trackingCode) });

/** Whether `scope` lies within the first `width` pixels and scrolls nothing sideways. */
const fitsWidth = (scope: Locator, width: number) =>
  scope.evaluate((el, max) => {
    const box = el.getBoundingClientRect();
    return box.left >= 0 && box.right <= max && el.scrollWidth <= el.clientWidth;
  }, width);

/** Opens the service page and the move dialog of version 1. */
async function openMove(page: Page): Promise<void> {
  await page.goto(`${j.server.url}/process/detail/${movedId}`);
  // The form designer and the process editor load lazily above the versions and push them down when they
  // come: a click before they came could land on what moved in (seen under load on two cores).
  await page.getByRole('region', { name: 'نمودار فرآیند', exact: true }).waitFor();
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  await button(versions(page), 'انتقال درخواست‌های باز نسخه ۱').click();
  await moveDialog(page).waitFor();
  await moveDialog(page).getByTestId('migration-refused').filter({ hasText: '۱ درخواست' }).waitFor();
}

describe('an Admin moving open requests to the published version', () => {
  it('fits the dialog on a 360 px phone without sideways scrolling', async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await openMove(phone);
    const card = moveDialog(phone)
      .getByRole('listitem')
      .filter({ hasText: toPersian(trackingCode) });
    await card.getByText('نمی‌رود', { exact: true }).waitFor();
    await moveDialog(phone).screenshot({ path: `${ARTIFACTS}/service-migration-phone.png` });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await fitsWidth(moveDialog(phone), 360)).toBe(true);
    expect(await fitsWidth(moveDialog(phone).locator('.MuiDialogContent-root'), 360)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.close();
  });

  it('sees the request left behind, names the new step as the old one’s replacement, and applies the move', async () => {
    const admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
    await openMove(admin);
    const dialog = moveDialog(admin);
    await requestRow(admin).getByText('نمی‌رود', { exact: true }).waitFor();
    expect(await requestRow(admin).innerText()).toContain(`مرحله «${OLD_STEP}» در نسخه تازه نیست`);
    expect(await seriousViolations(admin)).toEqual([]);

    await pickOption(dialog, `جایگزین ${OLD_STEP}`, NEW_STEP);
    await requestRow(admin).getByText('منتقل می‌شود', { exact: true }).waitFor();
    await dialog.getByTestId('migration-moved').filter({ hasText: '۱ درخواست' }).waitFor();
    // Names only: no node key, id or JSON on screen.
    expect(await dialog.innerText()).not.toMatch(/review|check|[{}]/);
    await dialog.screenshot({ path: `${ARTIFACTS}/service-migration-desktop.png` });
    expect(await seriousViolations(admin)).toEqual([]);

    await button(dialog, 'اعمال انتقال').click();
    const confirm = admin.getByRole('dialog', { name: 'اعمال انتقال درخواست‌ها' });
    expect(await confirm.innerText()).toContain('۱ درخواست به نسخه ۲ منتقل می‌شود');
    await button(confirm, 'اعمال انتقال').click();
    await dialog.getByText('۱ درخواست به نسخه ۲ منتقل شد.').waitFor();
    await dialog.screenshot({ path: `${ARTIFACTS}/service-migration-applied.png` });

    const detail = await apiGet<{ serviceVersion: number }>(applicantApi, `userrequest/${requestId}`);
    expect(detail.serviceVersion).toBe(2);
    await admin.close();
  });
});

describe('an Admin reading the survey results', () => {
  it('sees the applicant’s score and comment on the service page, on a desktop and a phone', async () => {
    for (const width of [1280, 360]) {
      const isPhone = width < 400;
      const page = await j.adminPage({
        viewport: { width, height: isPhone ? 740 : 900 },
        isMobile: isPhone,
        hasTouch: isPhone,
      });
      await page.goto(`${j.server.url}/process/detail/${surveyedId}`);
      const section = page.getByRole('region', { name: 'نتیجه نظرسنجی', exact: true });
      await section.getByText(COMMENT).waitFor();
      expect(await section.getByTestId('survey-count').innerText()).toBe('۱');
      expect(await section.getByTestId('survey-average').innerText()).toBe('۴');
      expect(await section.getByRole('progressbar', { name: 'امتیاز ۴: ۱ پاسخ' }).count()).toBe(1);
      expect(await section.innerText()).toContain('۴ از ۵');
      expect(await section.innerText()).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
      await page.waitForLoadState('networkidle');
      await section.screenshot({ path: `${ARTIFACTS}/service-survey-section-${width}.png` });
      await screenshot(page, `service-survey-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
    // The service without the survey has no such section.
    const page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${j.server.url}/process/detail/${movedId}`);
    await versions(page).waitFor();
    expect(await page.getByRole('region', { name: 'نتیجه نظرسنجی' }).count()).toBe(0);
    await page.close();
  });
});
