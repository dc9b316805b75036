import path from 'node:path';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { phone } from './e2eEnv.ts';
import { type Language, stockHours, text } from './marketTexts.ts';

// The first paint of a page is prerendered and its code loads behind it; on a busy machine that
// takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// The market screens, each once, in the language and on the device it matters most
// for (docs/testing.md, the matrix rule); right to left, layout and axe are the sweep's. The closed
// market of a weekend is market-hours.spec.ts. SHOTS_DIR=<dir> saves a screenshot of checked screens.

type Variant = { language: Language; mobile: boolean };
const variants: Variant[] = [
  { language: 'en', mobile: false },
  { language: 'ar', mobile: true },
];

async function shot(page: Page, name: string, variant: Variant): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const file = `${name}-${variant.language}-${variant.mobile ? 'mobile' : 'desktop'}.png`;
  await page.screenshot({ path: path.join(dir, file), fullPage: true });
}

for (const variant of variants) {
  const { language, mobile } = variant;
  test.describe(`${language} ${mobile ? 'mobile' : 'desktop'}`, () => {
    // The user's clock is in Tokyo, far from the exchange's, so local times are really converted.
    test.use({ ...(mobile ? phone : { viewport: { width: 1440, height: 900 } }), timezoneId: 'Asia/Tokyo' });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => {
        sessionStorage.setItem('swx.introShown', '1');
        localStorage.setItem('swx.language', lang);
      }, language);
    });

    if (!mobile)
      test('an unknown market code says "market not found" on /market and /cruuency', async ({ page }) => {
        await page.goto('/market?type=stocks&code=NOPE');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'ar' ? /^ar/ : /^en/);
        const notFound = page
          .getByRole('status')
          .filter({ hasText: text(language, 'marketDetail.notFound') });
        await expect(notFound).toBeVisible();
        await expect(notFound).toContainText(text(language, 'marketDetail.notFoundHint', { code: 'NOPE' }));
        await expect(page.getByText(text(language, 'common.loadFailed'))).toHaveCount(0);
        await shot(page, 'not-found-market', variant);

        await page.goto('/cruuency?code=NO%20SUCH&type=3&id=999');
        await expect(page.getByRole('status')).toContainText(text(language, 'marketDetail.notFound'));
        await expect(page.getByRole('status')).toContainText(
          text(language, 'marketDetail.notFoundHint', { code: 'NO SUCH' }),
        );
        await expect(page.getByText(text(language, 'common.loadFailed'))).toHaveCount(0);
        await shot(page, 'not-found-detail', variant);
        await page.getByRole('link', { name: text(language, 'marketDetail.toMarkets') }).click();
        await expect(page).toHaveURL(/\/market/);
      });

    if (mobile)
      test('trading hours name the exchange’s local time readably, never a raw time-zone id', async ({
        page,
      }) => {
        await page.goto('/cruuency?code=AAPL&type=3&id=21');
        const hours = page.getByTestId('market-trading-hours');
        await expect(hours).toHaveText(stockHours(language));
        await expect(hours).not.toContainText('_');
        await expect(hours).not.toContainText('America/');
        // The words wrap whole: the description stays inside its cell.
        const overflow = await hours.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(page, 'hours-detail', variant);

        await page.goto('/cruuency?code=BTCUSDT&type=2&id=10');
        await expect(page.getByTestId('market-trading-hours')).toHaveText(
          text(language, 'marketDetail.allDay'),
        );
      });

    if (!mobile)
      test('search covers every category and opens a market on its own category’s tab', async ({ page }) => {
        await page.goto('/market?type=crypto&code=BTCUSDT');
        await expect(page.getByRole('heading', { name: 'Bitcoin', level: 2 })).toBeVisible();
        const searchBox = page.getByRole('searchbox', { name: text(language, 'market.search') });
        // On a desktop the search is in the first screen (a phone folds it: the picker test below).
        const box = await searchBox.boundingBox();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(
          page.viewportSize()?.height ?? 0,
        );
        const results = page.getByTestId('market-search-results');
        const category = (type: string) =>
          results.getByRole('heading', { name: text(language, `markets.categories.${type}`), exact: true });

        // From the crypto tab, "usd" finds forex, crypto and metals markets.
        await searchBox.fill('usd');
        for (const type of ['FOREX', 'CRYPTO', 'METALS']) await expect(category(type)).toBeVisible();
        await expect(results.locator('[data-code="EURUSD"]')).toBeVisible();
        await expect(results.locator('[data-code="XAUUSD"]')).toBeVisible();
        await shot(page, 'search', variant);

        await searchBox.fill('apple');
        await expect(category('STOCKS')).toBeVisible();
        await results.getByRole('link', { name: /Apple/ }).click();
        await expect(page).toHaveURL(/\/market\?type=stocks&code=AAPL$/);
        await expect(page.getByRole('heading', { name: 'Apple Inc.', level: 2 })).toBeVisible();
        const stocksTab = page.getByRole('tab', {
          name: text(language, 'markets.categories.STOCKS'),
          includeHidden: true,
        });
        await expect(stocksTab).toHaveAttribute('aria-selected', 'true');
        // The search is done with: cleared (on a phone the picker folds away with it).
        await expect(
          page.getByRole('searchbox', { name: text(language, 'market.search'), includeHidden: true }),
        ).toHaveValue('');
      });

    if (mobile)
      test('category tabs keep the URL consistent with what is shown', async ({ page }) => {
        const tab = (type: string) =>
          page.getByRole('tab', { name: text(language, `markets.categories.${type}`), includeHidden: true });
        const row = (code: string) => page.locator(`[data-testid="picker-row"][data-code="${code}"]`);

        // A link without a category opens the market on its own category's tab, and the URL says so.
        await page.goto('/market?code=EURUSD');
        await expect(page).toHaveURL(/\/market\?type=forex&code=EURUSD$/);
        await expect(tab('FOREX')).toHaveAttribute('aria-selected', 'true');
        if (mobile) await page.getByTestId('market-picker-toggle').click();
        await expect(row('EURUSD')).toBeVisible();

        await tab('FUTURES').click();
        await expect(page).toHaveURL(/\/market\?type=futures&code=EURUSD$/);
        await expect(tab('FUTURES')).toHaveAttribute('aria-selected', 'true');
        await expect(row('CL')).toBeVisible();
        await expect(row('EURUSD')).toHaveCount(0);
        await shot(page, 'tabs', variant);

        await page.goBack();
        await expect(page).toHaveURL(/\/market\?type=forex&code=EURUSD$/);
        await expect(tab('FOREX')).toHaveAttribute('aria-selected', 'true');
        await expect(row('EURUSD')).toHaveCount(1);

        // A category that does not exist is replaced by the market's own.
        await page.goto('/market?type=bogus&code=AAPL');
        await expect(page).toHaveURL(/\/market\?type=stocks&code=AAPL$/);
        await expect(tab('STOCKS')).toHaveAttribute('aria-selected', 'true');
      });

    if (mobile)
      test('the market picker is reachable without scrolling past the chart and the order panel', async ({
        page,
      }) => {
        await page.goto('/market?type=crypto&code=BTCUSDT');
        await expect(page.getByRole('heading', { name: 'Bitcoin', level: 2 })).toBeVisible();
        await expect(page.getByTestId('kline-chart')).toBeVisible();
        const viewport = page.viewportSize();
        if (!viewport) throw new Error('no viewport');
        const inFirstScreen = async (locator: Locator) => {
          const box = await locator.boundingBox();
          expect(box, 'laid out').not.toBeNull();
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        };
        const searchBox = page.getByRole('searchbox', { name: text(language, 'market.search') });
        const toggle = page.getByTestId('market-picker-toggle');
        await expect(toggle).toHaveAccessibleName(new RegExp(text(language, 'market.pickerToggle')));
        await inFirstScreen(toggle);
        const chart = await page.getByTestId('kline-chart').boundingBox();
        expect((await toggle.boundingBox())?.y ?? 0).toBeLessThan(chart?.y ?? 0);
        await shot(page, 'picker-folded', variant);

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await inFirstScreen(searchBox);
        await inFirstScreen(page.getByRole('tab', { name: text(language, 'markets.categories.CRYPTO') }));
        await shot(page, 'picker-open', variant);
        await page.locator('[data-testid="picker-row"][data-code="ETHUSDT"]').getByRole('link').click();
        await expect(page).toHaveURL(/code=ETHUSDT/);
        await expect(page.getByRole('heading', { name: 'Ethereum', level: 2 })).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        // The focus moves to the chosen market's order panel without scrolling its figures away.
        await expect(
          page.getByRole('heading', { name: text(language, 'order.title'), level: 2 }),
        ).toBeFocused();
        await inFirstScreen(page.getByRole('heading', { name: 'Ethereum', level: 2 }));
      });
  });
}
