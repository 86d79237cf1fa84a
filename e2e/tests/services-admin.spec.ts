import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { apiPost, button, newUserWithApi, readToast, signInToPanel, textbox } from '../fixtures/sign-in.js';

// Services (SPEC §2 /process/list, /process/new, /process/detail; issue 15): an Admin files a category and
// a sub category in the basket, defines a service with its service-desk pack, draws its process with the
// designer (start → applicant form → a provider task for a unit role → a decision with a condition and a
// default → two ends), sees the problem a missing edge leaves and fixes it, saves, reloads and finds it
// all kept, switches it off and copies it. The floating save button is the Admins' alone.
const CATEGORY = 'امور آموزشی';
const SUB = 'گواهی‌ها';
const SERVICE = 'صدور گواهی اشتغال به تحصیل';
const ENAME = 'studyCertificate';
const UNIT = 'اداره آموزش';
const ROLE = 'کارشناس آموزش';
const TASK = 'بررسی کارشناس';
const DECISION = 'نتیجه بررسی';
const REJECT = 'رد درخواست';
const CONDITION = "status == 'رد'";
const PASSWORD = 'Employee-Pass-2026!';

let admin: Page;
let serviceId = 0;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  const role = await apiPost<{ id: number }>(api, 'unitrole', { name: ROLE });
  const unit = await apiPost<{ id: number }>(api, 'unit', { name: UNIT, unitRoleIds: [role.id] });
  const sara = { username: 'sara.ahmadi', firstName: 'سارا', lastName: 'احمدی' };
  const post = { unitId: unit.id, unitRoleId: role.id };
  await (await newUserWithApi(api, j.server.url, sara, PASSWORD, post)).api.dispose();
  admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
const properties = () => admin.getByTestId('process-properties');
const problems = () => admin.getByTestId('process-problems');
/** Selects a node through the node list (the keyboard way, no dragging): its button reads its title first. */
const selectNode = (title: string) =>
  admin
    .getByRole('list', { name: 'مراحل فرآیند', exact: true })
    .getByRole('button', { name: new RegExp(`^${title}(\\s|$)`) })
    .click();
/** Connects the selected node to `target` through its panel. */
async function connectTo(target: string): Promise<void> {
  await pickOption(properties(), 'پیوند به', target);
  await button(properties(), 'افزودن پیوند').click();
}

describe('an Admin defining a service', () => {
  it('opens the basket from the side menu and files a category and a sub category', async () => {
    await admin.getByRole('link', { name: 'سبد خدمات', exact: true }).click();
    await admin.waitForURL(/\/process\/list$/);
    await button(admin, 'دسته جدید').click();
    const dialog = admin.getByRole('dialog', { name: 'دسته جدید' });
    await textbox(dialog, 'نام دسته').fill(CATEGORY);
    await pickOption(dialog, 'نماد', 'آموزش');
    await button(dialog, 'ذخیره').click();
    await readToast(admin, 'انجام شد');
    await admin.waitForURL(/\/process\/list\/\d+$/);

    await button(admin, 'زیردسته جدید').click();
    const subDialog = admin.getByRole('dialog', { name: 'زیردسته جدید' });
    await textbox(subDialog, 'نام زیردسته').or(textbox(subDialog, 'نام دسته')).fill(SUB);
    await button(subDialog, 'ذخیره').click();
    await readToast(admin, 'انجام شد');
    await admin.waitForURL(/\/process\/list\/\d+\/\d+$/);
    await admin.getByRole('heading', { name: `خدمات ${SUB}` }).waitFor();
    await admin.getByText('خدمتی در این دسته ثبت نشده است.').waitFor();
    await screenshot(admin, 'services-basket-empty');
  });

  it('starts a new service in the sub category and fills its identity and service-desk pack', async () => {
    await admin.getByRole('link', { name: 'خدمت جدید', exact: true }).click();
    await admin.waitForURL(/\/process\/new\/\d+\/\d+$/);
    const identity = region(admin, 'مشخصات خدمت');
    await textbox(identity, 'نام خدمت').fill(SERVICE);
    await textbox(identity, 'نام انگلیسی خدمت').fill(ENAME);
    // The sub category of the address is already chosen.
    expect(await identity.getByRole('button', { name: SUB }).count()).toBe(1);

    const desk = region(admin, 'میز خدمت');
    await textbox(desk, 'شناسه خدمت در سامانه ملی').fill('11021003000');
    await button(desk, 'افزودن مدرک').click();
    await textbox(desk, 'مدرک ۱').fill('کارت دانشجویی');
    await button(desk, 'افزودن مدرک').click();
    await textbox(desk, 'مدرک ۲').fill('تصویر کارت ملی');
    await textbox(desk, 'مدت انجام (روز کاری)').fill('۳');
    const cost = textbox(desk, 'هزینه (ریال)');
    await cost.fill('1500000');
    await textbox(desk, 'پاسخ‌گو و راه تماس').fill('اداره آموزش، داخلی ۲۱۰');
    await cost.blur();
    // Shown in Persian digits, grouped in threes.
    expect(await cost.inputValue()).toBe('۱٬۵۰۰٬۰۰۰');
  });

  it('draws the process: an applicant form, a provider task for a unit role, a decision and two ends', async () => {
    const canvas = admin.getByTestId('process-canvas');
    await canvas.locator('.react-flow__node').first().waitFor();
    // The new service starts as start → applicant form → end; the form's edge to the end goes.
    await selectNode('فرم متقاضی');
    await button(properties(), 'حذف پیوند فرم متقاضی ← پایان').click();

    // A provider task after the form, for a unit role of a unit.
    await button(admin, 'افزودن کار کارشناس').click();
    await textbox(properties(), 'نام مرحله').fill(TASK);
    await pickOption(properties(), 'واحد سازمانی', UNIT);
    await pickOption(properties(), 'نقش واحد', ROLE);
    await selectNode('فرم متقاضی');
    await connectTo(TASK);

    // A decision after the task, joined by dragging from the task's outgoing handle to the decision.
    await selectNode(TASK);
    await button(admin, 'افزودن تصمیم').click();
    await textbox(properties(), 'نام مرحله').fill(DECISION);
    const from = canvas.locator(`.react-flow__node[data-id="task1"] .react-flow__handle.source`);
    const to = canvas.locator(`.react-flow__node[data-id="decision1"] .react-flow__handle.target`);
    await canvas.getByRole('button', { name: 'نمایش همه مراحل' }).click();
    const a = (await from.boundingBox())!;
    const b = (await to.boundingBox())!;
    await admin.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await admin.mouse.down();
    await admin.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
    await admin.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await admin.mouse.up();
    await canvas.locator('.react-flow__edge[data-id="e3"]').waitFor({ state: 'attached' });
    expect(await canvas.locator('.react-flow__edge[data-id="e3"]').getAttribute('aria-label')).toBe(
      `پیوند از ${TASK} به ${DECISION}`,
    );

    // The decision's first edge (to the completed end) is its default.
    await selectNode(DECISION);
    await connectTo('پایان');
    expect(
      await properties()
        .getByLabel(/پیوند پیش‌فرض/)
        .isChecked(),
    ).toBe(true);

    // A second end for rejections: while nothing leads to it, the designer says so.
    await selectNode(DECISION);
    await button(admin, 'افزودن پایان').click();
    await textbox(properties(), 'نام مرحله').fill(REJECT);
    await pickOption(properties(), 'نتیجه درخواست', 'رد شد');
    const stranded = problems().getByText(`هیچ پیوندی به مرحله «${REJECT}» نمی‌رسد.`);
    await stranded.waitFor();
    await screenshot(admin, 'services-designer-problem');
    // Choosing the problem selects its node.
    await selectNode(DECISION);
    await stranded.click();
    await properties()
      .getByRole('heading', { name: `ویژگی‌های ${REJECT}` })
      .waitFor();
    expect(await canvas.locator('.react-flow__node[data-id="end1"]').getAttribute('class')).toContain(
      'selected',
    );

    // Fixed: the decision's conditional edge to the rejection.
    await selectNode(DECISION);
    await connectTo(REJECT);
    await textbox(properties(), 'شرط').fill(CONDITION);
    await problems().getByText('فرآیند بی‌ایراد است.').waitFor();
    expect(await canvas.innerText()).toContain(CONDITION);
    // Nothing technical on screen: no JSON.
    expect(await admin.getByRole('main').innerText()).not.toMatch(/[{}]|"kind"/);
    await screenshot(admin, 'services-designer');
  });

  it('saves it, reloads and finds every field and step as saved', async () => {
    await button(admin, 'ذخیره').click();
    await readToast(admin, 'انجام شد');
    await admin.waitForURL(/\/process\/detail\/\d+$/);
    serviceId = Number(/detail\/(\d+)$/.exec(admin.url())![1]);
    await admin.reload();
    const identity = region(admin, 'مشخصات خدمت');
    await identity.waitFor();
    expect(await textbox(identity, 'نام خدمت').inputValue()).toBe(SERVICE);
    const desk = region(admin, 'میز خدمت');
    expect(await textbox(desk, 'مدرک ۲').inputValue()).toBe('تصویر کارت ملی');
    expect(await textbox(desk, 'هزینه (ریال)').inputValue()).toBe('۱٬۵۰۰٬۰۰۰');
    expect(await textbox(desk, 'مدت انجام (روز کاری)').inputValue()).toBe('۳');
    const nodes = await admin.getByRole('list', { name: 'مراحل فرآیند' }).innerText();
    for (const step of ['شروع', 'فرم متقاضی', TASK, DECISION, 'پایان', REJECT]) expect(nodes).toContain(step);
    await selectNode(TASK);
    // The unit roles load after the page: the choice shows once they have.
    await expect
      .poll(() => properties().getByRole('combobox', { name: 'نقش واحد' }).innerText())
      .toContain(ROLE);
    await selectNode(DECISION);
    await button(properties(), `برگزیدن پیوند ${DECISION} ← ${REJECT}`).click();
    expect(await textbox(properties(), 'شرط').inputValue()).toBe(CONDITION);
    await problems().getByText('فرآیند بی‌ایراد است.').waitFor();
  });

  it('warns before leaving with unsaved changes, publishes the saved draft and lists the version', async () => {
    const name = textbox(region(admin, 'مشخصات خدمت'), 'نام خدمت');
    await name.fill(`${SERVICE} ویرایش‌شده`);
    const publish = button(region(admin, 'نسخه‌های منتشرشده'), 'انتشار');
    // Publishing freezes what is saved, so it waits for the save.
    expect(await publish.isDisabled()).toBe(true);
    await admin.getByRole('link', { name: 'بازگشت به سبد خدمات' }).click();
    const leave = admin.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await leave.waitFor();
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(admin.url()).toMatch(/\/process\/detail\/\d+$/);
    await name.fill(SERVICE);

    await publish.click();
    const dialog = admin.getByRole('dialog', { name: 'انتشار نسخه جدید' });
    await button(dialog, 'انتشار').click();
    await readToast(admin, 'انجام شد');
    const row = region(admin, 'نسخه‌های منتشرشده').getByRole('row').filter({ hasText: 'نسخه ۱' });
    await row.waitFor();
    const cells = await row.innerText();
    expect(cells).toContain('نسخه جاری');
    // A Jalali date in Persian digits.
    expect(cells).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  });

  it('gives an Employee the published service in the services’ help, with its service-desk pack', async () => {
    const page = await j.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToPanel(page, j.server.url, PASSWORD, 'sara.ahmadi');
    await page.goto(`${j.server.url}/panel/eservice-help`);
    const card = page.getByRole('article', { name: SERVICE });
    await card.waitFor();
    expect(await card.getByText('مراحل').count()).toBe(1);
    await page.close();
  });

  it('passes axe on the designer with a node selected and its problems listed', async () => {
    await selectNode(TASK);
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('shows the floating save button to the Admin', async () => {
    const fab = admin.getByTestId('float-save');
    await fab.waitFor();
    expect(await fab.innerText()).toContain('ذخیره تعریف خدمت');
  });

  it('switches the service off in the basket and copies it', async () => {
    await admin.goto(`${j.server.url}/process/list`);
    await admin
      .getByRole('button', { name: `نمایش خدمات ${CATEGORY}` })
      .or(admin.getByText(CATEGORY))
      .first()
      .click();
    await admin.getByText(SUB, { exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: SERVICE }).first();
    await row.waitFor();
    const toggle = row
      .getByRole('switch', { name: `فعال بودن ${SERVICE}` })
      .or(row.getByRole('checkbox', { name: `فعال بودن ${SERVICE}` }));
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await readToast(admin, 'انجام شد');
    await admin.reload();
    await row.waitFor();
    expect(await toggle.isChecked()).toBe(false);

    await button(row, `رونوشت ${SERVICE}`).click();
    await readToast(admin, 'انجام شد');
    const copy = admin.getByRole('row').filter({ hasText: `رونوشت ${SERVICE}` });
    await copy.waitFor();
    await screenshot(admin, 'services-basket');
  });

  it('does not give an Employee the designer nor its floating save button', async () => {
    const page = await j.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToPanel(page, j.server.url, PASSWORD, 'sara.ahmadi');
    await page.goto(`${j.server.url}/process/detail/${serviceId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('float-save').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'مشخصات خدمت' }).count()).toBe(0);
    await page.close();
  });

  it('fits a 360 px phone: the designer scrolls its canvas inside itself, the page never sideways', async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of [`/process/detail/${serviceId}`, '/process/list', '/panel/eservice-help']) {
      await phone.goto(`${j.server.url}${path}`);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.waitForLoadState('networkidle');
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      await screenshot(phone, `services-phone${path.replace(/[^a-z]+/g, '-')}`);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});
