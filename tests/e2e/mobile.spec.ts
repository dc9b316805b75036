import { expect, test } from '@playwright/test';
import { e2eBaseUrl, phone, shot } from './e2eEnv.ts';
import { appTookOver, axeSerious } from './screenChecks.ts';
import { registerByApi, seedSession } from './tradingUser.ts';

const mobileBrowser = { ...phone, baseURL: e2eBaseUrl };
test.use(phone);

test('a mobile browser gets the bottom tab bar and the intro board once per session', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByRole('dialog', { name: 'Welcome to SWX' });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Skip' }).click();
  await expect(intro).toBeHidden();

  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByRole('link')).toHaveCount(6);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Market' }).click();
  await expect(page).toHaveURL(/\/market/);
  await expect(tabs.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to SWX' })).toHaveCount(0);
});

test('Continue on the intro board leads a visitor to sign up', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'Welcome to SWX' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/pass\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a session that starts on another page than home gets no intro board, not even on home later', async ({
  browser,
}) => {
  // A shared link or the login page: the visitor came for that page. The board is
  // settled before the app's first render, so once the app is live it would be there already.
  for (const path of ['/pass/login', '/market']) {
    const context = await browser.newContext(mobileBrowser);
    const page = await context.newPage();
    await page.goto(path);
    await appTookOver(page);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByRole('dialog', { name: 'Welcome to SWX' })).toHaveCount(0);
    await page.goto('/');
    await appTookOver(page);
    await expect(page.getByRole('dialog', { name: 'Welcome to SWX' })).toHaveCount(0);
    await context.close();
  }
});

test('the intro board, the tab bar and the language picker have no serious axe violation in en', async ({
  page,
}) => {
  // The sweep (sweep.ts) scans them in ar, where axe cannot measure contrast: here in en.
  await page.goto('/');
  const intro = page.getByRole('dialog', { name: 'Welcome to SWX' });
  await expect(intro).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await intro.getByRole('button', { name: 'Skip' }).click();
  await expect(intro).toBeHidden();
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a language' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
});

test('a phone orders from the bar under the thumb: in view without scrolling, the same confirmation, room kept at the end, fitting 320 px', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'thumb');
  await seedSession(page, session, { demo: true });
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  await page.goto('/market?type=crypto&code=BTCUSDT');
  const bar = page.getByRole('region', { name: 'Quick order' });
  await expect(bar).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The stake from the bar's own + (the period's minimum), and what Up pays for it (the e2e 5 s period: 80 %).
  await bar.getByRole('button', { name: 'Increase the stake by 10.00 USDT' }).click();
  await expect(bar.getByTestId('order-bar-stake')).toContainText('10 USDT');
  await expect(bar.getByTestId('bar-payout-UP')).toHaveText('pays 18.00 USDT');
  await shot(page, 'mobile', 'order-bar-390.png');

  await bar.getByRole('button', { name: /^Up/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog.getByTestId('confirm-win')).toHaveText('18.00 USDT (+8.00)');
  await expect(dialog).toContainText('Buy long (up)');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog).toBeHidden();
  // The order is followed where the user looks, above the bar, until its result is in.
  const result = page.getByTestId('order-tracker').getByTestId('order-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  const barTop = async () => (await bar.boundingBox())?.y ?? 0;
  const resultBox = await result.boundingBox();
  expect((resultBox?.y ?? 0) + (resultBox?.height ?? 0)).toBeLessThanOrEqual(await barTop());

  // The page's end scrolls clear of the bar: the footer (its links arrive after the page) ends above it.
  const footer = page.locator('footer');
  await expect(footer.getByRole('link').first()).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const box = await footer.boundingBox();
      return Math.round((await barTop()) - ((box?.y ?? 0) + (box?.height ?? 0)));
    })
    .toBeGreaterThanOrEqual(0);

  // The narrowest phone: the bar fits, and nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(bar).toBeInViewport({ ratio: 1 });
  // (The chart redraws for the new width after its resize handler.)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shot(page, 'mobile', 'order-bar-320.png');
});
