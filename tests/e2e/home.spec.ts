import { expect, test } from '@playwright/test';
import { e2eUpstreamUrl } from './e2eEnv.ts';
import { appTookOver } from './screenChecks.ts';

const categories = ['Forex', 'Crypto', 'Stocks', 'Futures', 'ETF / Precious metals'];

type Figure = { value: string; source: string };
type Figures = Record<'registeredUsers' | 'volume24h' | 'marketCount', Figure>;

test("home shows this start's own figures (the fee claim as the operator's) and every category with live prices", async ({
  page,
  request,
}) => {
  const envelope = async <T>(path: string) =>
    ((await (await request.get(`${e2eUpstreamUrl}/swx/customer${path}`)).json()) as { result: T }).result;
  const compact = (value: string) =>
    new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(Number(value));
  // Other tests sign up and trade meanwhile: the page shows the upstream's figures of before or after.
  const before = await envelope<Figures>('/index/homeFigures');
  await page.goto('/');
  const figure = (key: string) => page.getByTestId(`home-figure-${key}`).getByRole('definition').first();
  await expect(figure('users')).toHaveText(/\d/);
  const after = await envelope<Figures>('/index/homeFigures');
  const either = (name: keyof Figures) =>
    new RegExp(`^(${compact(before[name].value)}|${compact(after[name].value)})$`);
  expect(after.registeredUsers.source).toBe('measured');
  await expect(figure('users')).toHaveText(either('registeredUsers'));
  await expect(figure('volume')).toHaveText(either('volume24h'));
  const listed = await envelope<unknown[]>('/index/listMarket');
  await expect(figure('markets')).toHaveText(String(listed.length));
  await expect(page.getByTestId('home-figure-volume')).toContainText('24h volume (USDT)');
  await expect(page.getByTestId('home-figure-fee')).toContainText('< 0.3%');
  await expect(page.getByTestId('home-figure-fee')).toContainText('As stated by the operator');
  await expect(page.getByText('As stated by the operator')).toHaveCount(1);
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
