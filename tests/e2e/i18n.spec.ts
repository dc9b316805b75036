import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

async function navLabel(language: string, key: string): Promise<string> {
  const file = path.resolve(import.meta.dirname, `../../web/src/locales/${language}.json`);
  const translations = JSON.parse(await readFile(file, 'utf8')) as { nav: Record<string, string> };
  return translations.nav[key] ?? '';
}

test('switching to Japanese translates the shell and sets <html lang>', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const market = await navLabel('ja', 'market');
  await expect(page.getByRole('banner').getByRole('link', { name: market, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('switching to Arabic renders right to left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
