import { expect, test } from '@playwright/test';
import { appTookOver } from './screenChecks.ts';

const categories = ['Forex', 'Crypto', 'Stocks', 'Futures', 'ETF / Precious metals'];

test('home shows the marketing figures and every category with live prices', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('3.8B')).toBeVisible();
  await expect(page.getByText('350+')).toBeVisible();
  await expect(page.getByText('1.2M')).toBeVisible();
  await expect(page.getByText('< 0.3%')).toBeVisible();
  await expect(page.getByText('Prices are simulated').first()).toBeVisible();

  const markets = page.getByRole('region', { name: 'Live markets' });
  for (const category of categories) {
    await markets.getByRole('tab', { name: category }).click();
    await expect(markets.getByRole('tab', { name: category })).toHaveAttribute('aria-selected', 'true');
    const rows = markets.getByRole('tabpanel').getByRole('link');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId('market-price')).toHaveText(/\d/);
  }
  // The intro board is a phone's (mobile.spec.ts): a desktop session starting on home gets none.
  await appTookOver(page);
  await expect(page.getByRole('dialog', { name: 'Welcome to SWX' })).toHaveCount(0);
});

test('crypto prices change within 5 seconds', async ({ page }) => {
  await page.goto('/');
  const markets = page.getByRole('region', { name: 'Live markets' });
  await markets.getByRole('tab', { name: 'Crypto' }).click();
  const prices = markets.getByRole('tabpanel').getByTestId('market-price');
  await expect(prices.first()).toBeVisible();
  const before = await prices.allTextContents();
  await expect
    .poll(async () => (await prices.allTextContents()).join('|'), { timeout: 5_000, intervals: [250] })
    .not.toBe(before.join('|'));
});

test('a market row opens its detail page with code, type and id', async ({ page }) => {
  await page.goto('/');
  const markets = page.getByRole('region', { name: 'Live markets' });
  await markets.getByRole('tab', { name: 'Crypto' }).click();
  await markets.getByRole('link', { name: /Bitcoin/ }).click();
  await expect(page).toHaveURL(/\/cruuency\?code=BTCUSDT&type=2&id=\d+/);
  await expect(page.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Live markets' })).toBeVisible();
});

test('the home page asks for the category it shows, and for another only when its tab is chosen', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
      asked.push(request.postData() ?? '');
  });
  await page.goto('/');
  const markets = page.getByRole('region', { name: 'Live markets' });
  await expect(markets.getByRole('link', { name: /Bitcoin/ })).toBeVisible();
  const lists = () => asked.filter((body) => /"type":"[A-Z]+"/.test(body));
  expect(lists()).toEqual([]);

  await markets.getByRole('tab', { name: 'Stocks' }).click();
  await expect(markets.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(lists().map((body) => /"type":"([A-Z]+)"/.exec(body)?.[1])).toEqual(['STOCKS']);

  // Back and forth: both lists come from what the page already has.
  await markets.getByRole('tab', { name: 'Crypto' }).click();
  await expect(markets.getByRole('link', { name: /Bitcoin/ })).toBeVisible();
  await markets.getByRole('tab', { name: 'Stocks' }).click();
  await expect(markets.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(lists()).toHaveLength(1);
});
