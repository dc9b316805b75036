import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

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

const phone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  hasTouch: true,
};

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

async function shot(page: Page, name: string, variant: Variant): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const file = `${name}-${variant.language}-${variant.mobile ? 'mobile' : 'desktop'}.png`;
  await page.screenshot({ path: path.join(dir, file), fullPage: true });
}

for (const variant of variants) {
  const { language, mobile } = variant;
  test.describe(`${language} ${mobile ? 'mobile' : 'desktop'}`, () => {
    test.use(mobile ? phone : { viewport: { width: 1440, height: 900 } });
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
  });
}
