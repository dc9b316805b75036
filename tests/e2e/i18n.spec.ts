import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { drawnChart } from './screenChecks.ts';

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

type Box = { x: number; y: number; width: number; height: number };
// Polled: a live tick redraws the chart, and an element caught between two draws has no box.
const box = async (locator: import('@playwright/test').Locator): Promise<Box> => {
  let found: Box | null = null;
  await expect
    .poll(async () => {
      found = await locator.boundingBox({ timeout: 1_000 }).catch(() => null);
      return found !== null;
    })
    .toBe(true);
  if (!found) throw new Error('not laid out');
  return found;
};
const centre = (b: Box) => b.x + b.width / 2;

test('Arabic lays the trading screen out right to left, the chart keeping time left to right', async ({
  page,
}) => {
  const file = path.resolve(import.meta.dirname, '../../web/src/locales/ar.json');
  const ar = JSON.parse(await readFile(file, 'utf8')) as {
    order: { title: string };
    marketDetail: { chart: string; intervalsLabel: string };
    market: { searchPlaceholder: string };
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/help/notice');
  await page.evaluate(() => localStorage.setItem('swx.language', 'ar'));
  await page.goto('/market?code=BTCUSDT');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The market list starts the reading order (right), the order panel ends it (left).
  const list = await box(page.getByPlaceholder(ar.market.searchPlaceholder));
  const chartHeading = await box(page.getByRole('heading', { name: ar.marketDetail.chart }));
  const order = await box(page.getByRole('heading', { name: ar.order.title }));
  expect(centre(list)).toBeGreaterThan(centre(chartHeading));
  expect(centre(chartHeading)).toBeGreaterThan(centre(order));

  // Texts align to the right edge of their panel: the chart's title sits right of its interval buttons.
  const minute = await box(
    page.getByRole('group', { name: ar.marketDetail.intervalsLabel }).getByRole('button').first(),
  );
  expect(centre(chartHeading)).toBeGreaterThan(centre(minute));

  // The chart is not mirrored: candles run left to right in time, prices on the right-hand axis.
  const chart = await drawnChart(page);
  const series = await box(chart.locator('.apexcharts-candlestick-series'));
  const axis = await box(chart.locator('.apexcharts-yaxis-texts-g').first());
  expect(axis.x).toBeGreaterThanOrEqual(series.x + series.width - 1);
  const times = await chart
    .locator('.apexcharts-candlestick-series path')
    .evaluateAll((paths) => paths.map((element) => element.getBoundingClientRect().x));
  expect(times.length).toBeGreaterThan(1);
  expect(times[0]).toBeLessThan(times[times.length - 1] ?? 0);
});
