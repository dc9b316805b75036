import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { e2eWeekendBaseUrl, phone } from './e2eEnv.ts';
import { registerByApi, seedSession } from './tradingUser.ts';

// The first paint of a page is prerendered and its code loads behind it; on a busy machine that
// takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// The market screens of issue #13, each checked in English and Arabic (right to left), on a desktop
// and on a phone. SHOTS_DIR=<dir> saves a screenshot of each checked screen for a person to look at.

type Language = 'en' | 'ar';
type Variant = { language: Language; mobile: boolean };
const variants: Variant[] = [
  { language: 'en', mobile: false },
  { language: 'ar', mobile: false },
  { language: 'en', mobile: true },
  { language: 'ar', mobile: true },
];

const locales = new Map<Language, Record<string, unknown>>();
/** The interface text of `key` in `language`, as the app renders it (`{{name}}` filled in). */
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  let locale = locales.get(language);
  if (!locale) {
    const file = path.resolve(import.meta.dirname, `../../web/src/locales/${language}.json`);
    locale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    locales.set(language, locale);
  }
  let node: unknown = locale;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Short weekday names as Intl writes them in `language` (0 Sunday … 6 Saturday). */
function weekday(language: Language, day: number, timeZone = 'UTC'): string {
  // 2023-01-01 12:00 UTC was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone }).format(
    Date.UTC(2023, 0, 1 + day, 12),
  );
}

/** A stock exchange's hours as the app should word them: "Mon–Fri 09:30–16:00 New York". */
function stockHours(language: Language): string {
  return text(language, 'marketDetail.hours.inZone', {
    hours: text(language, 'marketDetail.hours.daily', {
      days: `${weekday(language, 1)}–${weekday(language, 5)}`,
      opens: '09:30',
      closes: '16:00',
    }),
    city: text(language, 'marketDetail.exchangeCities.America_New_York'),
  });
}

/** Serious or critical WCAG A/AA violations on the page, as "rule: selector" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

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

    test('an unknown market code says "market not found" on /market and /cruuency', async ({ page }) => {
      await page.goto('/market?type=stocks&code=NOPE');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'ar' ? /^ar/ : /^en/);
      const notFound = page.getByRole('status').filter({ hasText: text(language, 'marketDetail.notFound') });
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

    test('an off-hours stock shows its last session’s figures, labelled as such', async ({ page }) => {
      await page.goto(`${e2eWeekendBaseUrl}/cruuency?code=AAPL&type=3&id=21`);
      const lastSession = page.getByTestId('market-last-session');
      // The weekend stack stands on a Saturday: the last session closed on Friday at 16:00 New York.
      await expect(lastSession).toContainText(
        text(language, 'marketDetail.lastSession', { when: '' }).trim(),
      );
      await expect(lastSession).toContainText(weekday(language, 5));
      await expect(lastSession).toContainText('16:00');
      await expect(lastSession).toContainText(text(language, 'marketDetail.exchangeCities.America_New_York'));
      for (const key of ['sessionHigh', 'sessionLow', 'sessionVolume'])
        await expect(page.getByText(text(language, `marketDetail.${key}`), { exact: true })).toBeVisible();
      await expect(page.getByText(text(language, 'marketDetail.high24h'), { exact: true })).toHaveCount(0);
      await shot(page, 'last-session-detail', variant);

      // A market that is open says nothing of the kind.
      await page.goto(`${e2eWeekendBaseUrl}/cruuency?code=BTCUSDT&type=2&id=10`);
      await expect(page.getByText(text(language, 'marketDetail.high24h'), { exact: true })).toBeVisible();
      await expect(page.getByTestId('market-last-session')).toHaveCount(0);
    });

    test('a closed market’s order form is disabled with the reason and the next opening, before anything is filled in', async ({
      page,
      request,
    }) => {
      const session = await registerByApi(request, e2eWeekendBaseUrl, 'closed');
      await seedSession(page, session, { demo: true, language });
      await page.goto(`${e2eWeekendBaseUrl}/market?type=stocks&code=AAPL`);
      const notice = page.getByTestId('market-closed-notice');
      await expect(notice).toContainText(text(language, 'order.closed.title'));
      await expect(notice).toContainText(
        text(language, 'order.closed.reason', { hours: stockHours(language) }),
      );
      // The next opening is Monday 09:30 in New York, shown on the user's clock (Tokyo: Monday 23:30).
      const nextOpen = page.getByTestId('market-next-open');
      await expect(nextOpen).toContainText(weekday(language, 1, 'Asia/Tokyo'));
      await expect(nextOpen).toContainText(/23[:：]30|11[:：]30/);

      const amount = page.getByLabel(text(language, 'order.amount'));
      await expect(amount).toBeDisabled();
      await expect(page.getByRole('button', { name: text(language, 'order.submit') })).toBeDisabled();
      for (const direction of ['UP', 'DOWN'])
        await expect(page.getByRole('button', { name: text(language, `order.${direction}`) })).toBeDisabled();
      await expect(page.getByLabel(text(language, 'order.period'))).toBeDisabled();
      await shot(page, 'closed-form', variant);
      expect(await axeViolations(page)).toEqual([]);

      // On the same stack an open market's form is there to fill in.
      await page.goto(`${e2eWeekendBaseUrl}/market?type=crypto&code=BTCUSDT`);
      await expect(page.getByRole('heading', { name: 'Bitcoin' })).toBeVisible();
      await expect(page.getByLabel(text(language, 'order.amount'))).toBeEnabled();
      await expect(page.getByTestId('market-closed-notice')).toHaveCount(0);
    });

    test('search covers every category and opens a market on its own category’s tab', async ({ page }) => {
      await page.goto('/market?type=crypto&code=BTCUSDT');
      await expect(page.getByRole('heading', { name: 'Bitcoin', level: 2 })).toBeVisible();
      if (mobile) await page.getByTestId('market-picker-toggle').click();
      const searchBox = page.getByRole('searchbox', { name: text(language, 'market.search') });
      const results = page.getByTestId('market-search-results');
      const category = (type: string) =>
        results.getByRole('heading', { name: text(language, `markets.categories.${type}`), exact: true });

      // From the crypto tab, "usd" finds forex, crypto and metals markets.
      await searchBox.fill('usd');
      for (const type of ['FOREX', 'CRYPTO', 'METALS']) await expect(category(type)).toBeVisible();
      await expect(results.locator('[data-code="EURUSD"]')).toBeVisible();
      await expect(results.locator('[data-code="XAUUSD"]')).toBeVisible();
      await shot(page, 'search', variant);
      expect(await axeViolations(page)).toEqual([]);

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
      if (!mobile) {
        await inFirstScreen(searchBox);
        return;
      }
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
      await expect(toggle).toBeFocused();
    });
  });
}
