import { expect, test } from '@playwright/test';
import { e2eBaseUrl, phone } from './e2eEnv.ts';
import { appTookOver, axeSerious } from './screenChecks.ts';

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
