import { expect, test } from '@playwright/test';
import { drawnChart } from './screenChecks.ts';

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
