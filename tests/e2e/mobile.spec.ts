import { expect, test } from '@playwright/test';

test.use({
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  hasTouch: true,
});

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

test('a session that starts on another page than home gets no intro board', async ({ page }) => {
  // A shared link or the login page: the visitor came for that page (issue #13).
  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kline-chart')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to SWX' })).toHaveCount(0);
});
