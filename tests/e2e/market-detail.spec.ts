import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './e2eEnv.ts';
import { drawnChart } from './screenChecks.ts';
import { registerByApi } from './tradingUser.ts';

test('market detail switches chart intervals', async ({ page }) => {
  await page.goto('/cruuency?code=BTCUSDT&type=2&id=1');
  await expect(page.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();
  await expect(page.getByText('Prices are simulated')).toBeVisible();
  const chart = await drawnChart(page);

  for (const interval of ['1 hour', '1 day', '1 week', '1 month', '1 min']) {
    const button = page
      .getByRole('group', { name: 'Chart interval' })
      .getByRole('button', { name: interval });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('aria-busy', 'false');
    await expect(chart.locator('.apexcharts-candlestick-series')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the market detail arrives with its price in the page; the app keeps it in place and draws the chart', async ({
  browser,
  page,
}) => {
  const url = '/cruuency?code=BTCUSDT&type=crypto';
  // Without any script, the page the gateway sends holds the market, its live price and the label.
  const noScript = await browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(url);
  await expect(bare.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();
  await expect(bare.getByTestId('market-now-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(bare.getByText('Prices are simulated')).toBeVisible();
  // Where the price sits in the document (its digits change with every tick; its place must not).
  const place = (target: Page) =>
    target.getByTestId('market-now-price').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + window.scrollX, y: box.y + window.scrollY, height: box.height };
    });
  const before = await place(bare);
  await noScript.close();

  // With it, the price stays where it was painted, and the chart draws from the data handed over.
  await page.goto(url);
  await drawnChart(page);
  expect(await place(page)).toEqual(before);
});

test('a visitor logs in from the market detail, comes back to it, and orders from its panel', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'detail');
  // The browser keeps the demo account as its mode (a fresh one would start on the empty real one).
  await page.addInitScript(() => localStorage.setItem('swx.virtualStatus', '0'));
  const url = '/cruuency?code=BTCUSDT&type=crypto&id=1';
  await page.goto(url);
  await page.getByRole('link', { name: 'Log in to trade' }).click();
  await expect(page).toHaveURL(/\/pass\/login\?to=/);
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  await page.getByLabel('Username or email').fill(session.userInfo.userName);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Place an order' });
  await panel.getByLabel('Purchase quantity (USDT)').fill('10');
  await panel.getByRole('button', { name: 'Review order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toContainText('Bitcoin (BTCUSDT)');
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('order-result')).toBeVisible({ timeout: 20_000 });
});
