import { expect, test, type WebSocketRoute } from '@playwright/test';
import { drawnChart } from './screenChecks.ts';

test('market detail keeps its live price and chart across a websocket reconnect', async ({ page }) => {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });

  await page.goto('/cruuency?code=BTCUSDT&type=2&id=1');
  const price = page.getByTestId('market-now-price');
  const chart = await drawnChart(page);
  await expect.poll(() => sockets.length).toBe(1);
  const first = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 5_000 }).not.toBe(first);

  // The gateway restarts: the socket closes with "service restart" and the client must come back.
  await sockets[0]?.close({ code: 1012, reason: 'restart' });
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);
  const afterReconnect = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 8_000 }).not.toBe(afterReconnect);

  await page.getByRole('group', { name: 'Chart interval' }).getByRole('button', { name: '1 hour' }).click();
  await expect(chart).toHaveAttribute('aria-busy', 'false');
  await expect(chart.locator('.apexcharts-candlestick-series')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
