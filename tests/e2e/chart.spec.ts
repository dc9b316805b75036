import { mkdirSync } from 'node:fs';
import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { e2eBaseUrl, phone } from './e2eEnv.ts';
import { drawnChart, localeTexts } from './screenChecks.ts';
import { placeDemoOrder, registerByApi, seedSession, watchGraphqlRequests } from './tradingUser.ts';

// The trading screen's chart and open positions, each once: in en on a desktop, or in
// ar on a phone where touch or the small screen is the point (docs/testing.md, the matrix rule).
// Screenshots go to SHOTS_DIR when it is set, to be looked at.
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

type Messages = Record<string, unknown>;
function messages(language: string): (key: string) => string {
  const json = localeTexts<Messages>(language);
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], json);
    if (typeof value !== 'string') throw new Error(`no ${language} message ${key}`);
    return value;
  };
}

/** A price as the app writes it in `locale` with exactly `places` places, grouped: "64,012.50". */
function pricePattern(locale: string, places: number): RegExp {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fraction = places > 0 ? `${literal(decimal)}\\d{${places}}` : '';
  return new RegExp(`^-?\\d{1,3}(${literal(group)}\\d{3})*${fraction}$`);
}

const devices = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'mobile', use: phone },
] as const;

async function openAs(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => {
    localStorage.setItem('swx.language', lang);
    sessionStorage.setItem('swx.introShown', '1');
  }, language);
}

/** The chart panel as the user sees it (the tooltip included). */
async function shot(page: Page, name: string, language: string): Promise<void> {
  if (!shots) return;
  await page
    .getByRole('region', { name: messages(language)('marketDetail.chart') })
    .screenshot({ path: `${shots}/${name}.png` });
}

for (const [device, language] of [
  [devices[0], 'en'],
  [devices[1], 'ar'],
] as const) {
  test.describe(`${device.name} ${language}`, () => {
    test.use(device.use);
    // Each test waits on live prices and real settlement; the shared machine can be slow.
    test.describe.configure({ timeout: 180_000 });
    const t = messages(language);

    if (device.name === 'desktop')
      test(`the last candle forms from live prices and a new one starts when the minute rolls over (${device.name}, ${language})`, async ({
        page,
      }) => {
        await openAs(page, language);
        await page.goto('/market?type=crypto&code=BTCUSDT');
        const chart = await drawnChart(page, 30_000);
        const latest = page.getByTestId('kline-latest');
        const close = page.getByTestId('kline-latest-close');
        await expect(close).toHaveText(pricePattern(language, 2));
        const formingTime = (await latest.getAttribute('data-time')) ?? '';
        const firstClose = await close.textContent();
        // The forming candle moves in place with the price: same candle, new close.
        await expect.poll(() => close.textContent(), { timeout: 8_000 }).not.toBe(firstClose);
        const drawn = Number(await chart.getAttribute('data-candles'));

        // The browser's clock passes the minute (candles are placed by it): the next tick starts a new candle.
        const nextMinute = Date.parse(formingTime) + 60_000;
        await page.clock.setFixedTime(nextMinute + 1_000);
        await expect(latest).toHaveAttribute('data-time', new Date(nextMinute).toISOString(), {
          timeout: 10_000,
        });
        await expect(chart).toHaveAttribute('data-candles', String(drawn));
        await expect(page.getByTestId('kline-latest-open')).toHaveText(pricePattern(language, 2));
        await shot(page, `chart-live-${device.name}-${language}`, language);
      });

    if (device.name === 'mobile')
      test(`the tooltip shows the candle's time and grouped prices, the price axis keeps the market's places (${device.name}, ${language})`, async ({
        page,
      }) => {
        await openAs(page, language);
        for (const [code, places] of [
          ['EURUSD', 5],
          ['BTCUSDT', 2],
        ] as const) {
          await page.goto(`/market?type=${code === 'EURUSD' ? 'forex' : 'crypto'}&code=${code}`);
          const chart = await drawnChart(page, 30_000);
          const labels = chart.locator('.apexcharts-yaxis-label');
          await expect(labels.first()).toBeVisible();
          const texts = (await labels.allTextContents()).map((text) => text.trim()).filter(Boolean);
          expect(texts.length).toBeGreaterThan(2);
          for (const text of texts) expect(text).toMatch(pricePattern(language, places));
        }

        const chart = page.getByTestId('kline-chart');
        await chart.scrollIntoViewIfNeeded();
        const timeText = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
          Date.parse((await page.getByTestId('kline-latest').getAttribute('data-time')) ?? ''),
        );
        // The latest candle's tooltip: a phone shows it on a tap, a desktop on hover (a live tick
        // redraws the chart, so it is read in one go, pointing again when needed).
        // [time, open, high, low, close], read at once.
        // The tooltip's whole text and its values come from one read of the page: a tick arriving
        // between two reads redraws the chart and takes the tooltip away.
        let tooltipText = '';
        const tooltipValues = async () => {
          const candle = chart.locator('.apexcharts-candlestick-series path').last();
          // In the middle of the screen: a phone's bottom tab bar (fixed) covers what scrolled under
          // it, and a candle low on the chart could sit there (a tap then opened the NFTs tab).
          await candle.evaluate((path) => path.scrollIntoView({ block: 'center' })).catch(() => undefined);
          const box = await candle.boundingBox();
          if (!box) return [];
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          if (device.name === 'mobile') await page.touchscreen.tap(x, y);
          else await page.mouse.move(x, y);
          const read = await page.evaluate(() => {
            const tip = [...document.querySelectorAll('.kline-tooltip')].at(-1);
            return {
              text: tip?.textContent ?? '',
              values: [...(tip?.querySelectorAll('bdi') ?? [])].map((value) => value.textContent ?? ''),
            };
          });
          tooltipText = read.text;
          return read.values;
        };
        let values: string[] = [];
        await expect
          .poll(
            async () => {
              values = await tooltipValues();
              return values[0] ?? '';
            },
            { timeout: 20_000 },
          )
          .toContain(timeText);
        expect(tooltipText).toContain(t('marketDetail.close'));
        expect(values).toHaveLength(5);
        for (const price of values.slice(1)) expect(price).toMatch(pricePattern(language, 2));
        await shot(page, `chart-tooltip-${device.name}-${language}`, language);
      });

    if (device.name === 'desktop')
      test(`the time axis shows dates when the candles span days (${device.name}, ${language})`, async ({
        page,
      }) => {
        await openAs(page, language);
        await page.goto('/market?type=crypto&code=BTCUSDT');
        const chart = await drawnChart(page, 30_000);
        await page
          .getByRole('group', { name: t('marketDetail.intervalsLabel') })
          .getByRole('button', { name: t('marketDetail.intervals.HOUR') })
          .click();
        await expect(chart).toHaveAttribute('aria-busy', 'false');
        // 100 hour candles span five days: the labels (as many as fit) carry the date in the interface language.
        const month = (ms: number) => new Intl.DateTimeFormat(language, { month: 'short' }).format(ms);
        const months = [month(Date.now()), month(Date.now() - 5 * 86_400_000)];
        await expect
          .poll(
            async () => {
              const texts = await chart.locator('.apexcharts-xaxis-label').allTextContents();
              return texts.filter((text) => months.some((name) => text.includes(name))).length;
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(0);
        await shot(page, `chart-axis-days-${device.name}-${language}`, language);
      });

    if (device.name === 'desktop')
      test(`after a reconnect the chart fetches the candles it missed (${device.name}, ${language})`, async ({
        page,
      }) => {
        const sockets: WebSocketRoute[] = [];
        await page.routeWebSocket(/\/graphql$/, (socket) => {
          sockets.push(socket);
          // The first connection is real; the next three are refused at once, so the feed is silent for
          // several seconds (the client's backoff), as in an outage; the fourth connects again.
          if (sockets.length === 1 || sockets.length > 4) socket.connectToServer();
          else void socket.close({ code: 1012, reason: 'restart' });
        });
        const asked = watchGraphqlRequests(page);
        await openAs(page, language);
        await page.goto('/market?type=crypto&code=BTCUSDT');
        const close = page.getByTestId('kline-latest-close');
        await drawnChart(page, 30_000);
        await expect.poll(() => sockets.length).toBe(1);
        const before = await close.textContent();
        await expect.poll(() => close.textContent(), { timeout: 8_000 }).not.toBe(before);
        const askedBefore = asked.length;

        await sockets[0]?.close({ code: 1012, reason: 'restart' });
        await expect.poll(() => sockets.length, { timeout: 30_000 }).toBe(5);
        await expect
          .poll(() => asked.slice(askedBefore), { timeout: 10_000 })
          .toContain('KlineChartPanelRefetchQuery');
        const after = await close.textContent();
        await expect.poll(() => close.textContent(), { timeout: 8_000 }).not.toBe(after);
        await expect(page.getByRole('alert')).toHaveCount(0);
      });

    if (device.name === 'desktop')
      test(`running orders are listed with countdown and live P/L, drawn on the chart, and kept across navigation (${device.name}, ${language})`, async ({
        page,
        request,
      }) => {
        const session = await registerByApi(request, e2eBaseUrl, 'positions');
        const buy = (direction: 'UP' | 'DOWN', period: number) =>
          placeDemoOrder(request, session, { direction, period, amount: '100' });
        await buy('UP', 120);
        await seedSession(page, session, { demo: true, language });
        await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
        await page.goto('/market?type=crypto&code=BTCUSDT');

        const positions = page.getByRole('region', { name: t('positions.title') });
        const row = positions.getByTestId('open-position');
        await expect(row).toHaveCount(1, { timeout: 30_000 });
        const countdown = row.getByTestId('position-countdown');
        await expect(countdown).toHaveText(/\d+/);
        // Away and back (the order was placed elsewhere, so nothing on the page remembers it): the
        // running order is listed again, still counting down.
        await page.goto('/');
        await page.goto('/market?type=crypto&code=BTCUSDT');
        await expect(row).toHaveCount(1, { timeout: 30_000 });
        await expect(countdown).toHaveText(/\d+/);

        // What it would pay now, at the live price: +88.00 (up), −100.00 (down) or 0.00 (unchanged).
        const estimate = row.getByTestId('position-estimate');
        const money = (value: string) =>
          new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(Number(value));
        const outcomes = [`+${money('88')} USDT`, `${money('-100')} USDT`, `${money('0')} USDT`];
        await expect.poll(async () => outcomes.includes((await estimate.innerText()).trim())).toBe(true);
        // The chart: a line at the entry price and a marker at expiry.
        // An off-screen chart is not redrawn: the marks show once it is in view.
        const chart = page.getByTestId('kline-chart');
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator('.apexcharts-yaxis-annotations')).toContainText(t('order.UP'));
        await expect(chart.locator('.apexcharts-point-annotations')).toBeVisible();
        await expect(chart.locator('.apexcharts-point-annotations')).toContainText(
          t('marketDetail.expiryMark').replace(' {{time}}', '').replace('{{time}} ', ''),
        );
        if (shots) {
          await positions.screenshot({ path: `${shots}/positions-${device.name}-${language}.png` });
          await page
            .getByRole('region', { name: t('marketDetail.chart') })
            .screenshot({ path: `${shots}/chart-marks-${device.name}-${language}.png` });
        }

        // A second order, down for 30 s: listed beside the first, its result arrives in its row and its
        // line leaves the chart while the first one's stays.
        await buy('DOWN', 30);
        await page.reload();
        await expect(row).toHaveCount(2, { timeout: 30_000 });
        const down = row.filter({ hasText: t('order.DOWN') });
        await expect(down.getByTestId('position-countdown')).toHaveText(/\d+/);
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.locator('.apexcharts-yaxis-annotations')).toContainText(t('order.DOWN'));
        await expect(down.getByTestId('position-result')).toHaveText(
          new RegExp([t('order.result.WIN'), t('order.result.LOSS'), t('order.result.REFUND')].join('|')),
          { timeout: 60_000 },
        );
        // Settled, the row tells its close price and result: no live price, no estimate.
        await expect(down.getByTestId('position-close')).toBeVisible();
        await expect(down.getByTestId('position-now')).toHaveCount(0);
        await expect(down.getByTestId('position-estimate')).toHaveCount(0);
        await expect(
          chart.locator('.apexcharts-yaxis-annotations', { hasText: t('order.DOWN') }),
        ).toHaveCount(0);
        await expect(chart.locator('.apexcharts-yaxis-annotations')).toContainText(t('order.UP'));
      });

    if (device.name === 'desktop')
      test(`an order placed is drawn at once; the overlays, the crosshair's figures and the tick view (${device.name}, ${language})`, async ({
        page,
        request,
      }) => {
        const session = await registerByApi(request, e2eBaseUrl, 'chartmarks');
        await seedSession(page, session, { demo: true, language });
        await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
        await page.goto('/market?type=crypto&code=BTCUSDT');
        const chart = await drawnChart(page, 30_000);
        const entries = chart.locator('.apexcharts-yaxis-annotations');
        const expiries = chart.locator('.apexcharts-point-annotations');
        await expect(entries).not.toContainText(t('order.UP'));

        // A two-minute order from the panel (the browser stack's longest period): its entry line and expiry marker are on the chart at once,
        // from the order the answer carries (no reload, no fetch of the positions list).
        const panel = page.getByRole('region', { name: t('order.title') });
        await panel.locator('select').selectOption('120');
        // A trader who wants 100 back sees the stake it takes (a win pays at least 100), then stakes.
        await panel.getByRole('button', { name: t('order.entry.PAYOUT'), exact: true }).click();
        await panel.getByLabel(t('order.wantedPayout')).fill('100');
        await expect(panel.getByTestId('stake-needed')).toHaveText(/\d+\.\d{2} USDT .* 100\.\d{2} USDT/);
        await panel.getByRole('button', { name: t('order.entry.STAKE'), exact: true }).click();
        await panel.getByLabel(t('order.amount')).fill('20');
        await panel.getByRole('button', { name: t('order.submit') }).click();
        const dialog = page.getByRole('dialog', { name: t('order.confirm.title') });
        await dialog.getByRole('button', { name: t('order.confirm.submit') }).click();
        await expect(dialog).toBeHidden();
        await chart.scrollIntoViewIfNeeded();
        const expiresWord = t('marketDetail.expiryMark').replace(' {{time}}', '').replace('{{time}} ', '');
        await expect(entries).toContainText(t('order.UP'), { timeout: 2_500 });
        await expect(expiries).toContainText(expiresWord, { timeout: 2_500 });

        // The overlays, each a pressed toggle: a line for the moving average, three for the bands.
        const overlays = page.getByRole('group', { name: t('marketDetail.indicators.label') });
        const lines = chart.locator('.apexcharts-line-series .apexcharts-series');
        const ma = overlays.getByRole('button', {
          name: t('marketDetail.indicators.sma').replace('{{period}}', '20'),
        });
        await ma.click();
        await expect(ma).toHaveAttribute('aria-pressed', 'true');
        await expect(lines).toHaveCount(1);
        const bands = overlays.getByRole('button', {
          name: t('marketDetail.indicators.bollinger').replace('{{period}}', '20').replace('{{width}}', '2'),
        });
        await bands.click();
        await expect(bands).toHaveAttribute('aria-pressed', 'true');
        await expect(lines).toHaveCount(4);
        await expect(entries).toContainText(t('order.UP'));

        // The crosshair over the latest candle: its time on the axis, and O/H/L/C with the overlays'
        // values in the tooltip (read in one go: a tick redraws the chart and takes the tooltip away).
        const read = async () => {
          const candle = chart.locator('.apexcharts-candlestick-series path').last();
          const box = await candle.boundingBox();
          if (!box) return { text: '', values: [] as string[], axis: '' };
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          return page.evaluate(() => {
            const tip = [...document.querySelectorAll('.kline-tooltip')].at(-1);
            return {
              text: tip?.textContent ?? '',
              values: [...(tip?.querySelectorAll('bdi') ?? [])].map((value) => value.textContent ?? ''),
              axis: document.querySelector('.apexcharts-xaxistooltip-text')?.textContent ?? '',
            };
          });
        };
        let seen = { text: '', values: [] as string[], axis: '' };
        await expect
          .poll(
            async () => {
              seen = await read();
              return seen.values.length;
            },
            { timeout: 20_000 },
          )
          .toBe(9);
        for (const key of ['open', 'high', 'low', 'close'])
          expect(seen.text).toContain(t(`marketDetail.${key}`));
        expect(seen.text).toContain(t('marketDetail.indicators.upper'));
        for (const price of seen.values.slice(1)) expect(price).toMatch(pricePattern(language, 2));
        expect(seen.axis).toMatch(/\d{1,2}:\d{2}/);
        await read();
        await shot(page, `chart-overlays-${device.name}-${language}`, language);

        // The choice is remembered: after a reload the overlays are drawn again.
        await page.reload();
        await drawnChart(page, 30_000);
        await expect(lines).toHaveCount(4);
        await expect(entries).toContainText(t('order.UP'));

        // The tick view: the last minutes' prices as a line that grows with each tick.
        await page
          .getByRole('group', { name: t('marketDetail.intervalsLabel') })
          .getByRole('button', { name: t('marketDetail.intervals.TICK') })
          .click();
        await expect(chart.locator('.apexcharts-candlestick-series')).toHaveCount(0);
        await expect(lines).toHaveCount(1);
        const ticks = Number(await chart.getAttribute('data-ticks'));
        expect(ticks).toBeGreaterThan(50);
        await expect
          .poll(async () => Number(await chart.getAttribute('data-ticks')), { timeout: 8_000 })
          .toBeGreaterThan(ticks);
        await expect(entries).toContainText(t('order.UP'));
        await shot(page, `chart-ticks-${device.name}-${language}`, language);
      });

    if (device.name === 'mobile') {
      test(`on a phone the order placed and its result show where the user is looking (${language})`, async ({
        page,
        request,
      }) => {
        const session = await registerByApi(request, e2eBaseUrl, 'phone');
        await seedSession(page, session, { demo: true, language });
        await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
        await page.goto('/market?type=crypto&code=BTCUSDT');
        const panel = page.getByRole('region', { name: t('order.title') });
        await panel.locator('select').selectOption('5');
        await panel.getByLabel(t('order.amount')).fill('20');
        await panel.getByRole('button', { name: t('order.submit') }).click();
        const dialog = page.getByRole('dialog', { name: t('order.confirm.title') });
        await dialog.getByRole('button', { name: t('order.confirm.submit') }).click();
        await expect(dialog).toBeHidden();
        const tracker = page.getByTestId('order-tracker');
        await expect(tracker).toBeInViewport({ ratio: 0.9 });
        const result = tracker.getByTestId('order-result');
        await expect(result).toBeVisible({ timeout: 20_000 });
        await expect(result).toBeInViewport();
        if (shots) await page.screenshot({ path: `${shots}/order-result-mobile-${language}.png` });
      });
    }
  });
}

test.describe('a phone', () => {
  test.use(phone);

  test('draws the chart once it is scrolled to, and redraws it on ticks only while it is in view', async ({
    page,
  }) => {
    await openAs(page, 'en');
    await page.goto('/market?type=crypto&code=BTCUSDT');
    const chart = page.getByTestId('kline-chart');
    const close = page.getByTestId('kline-latest-close');
    // The chart starts at the fold: its skeleton holds the place while the live legend above moves.
    await expect(close).toHaveText(pricePattern('en', 2));
    const opened = await close.textContent();
    await expect.poll(() => close.textContent(), { timeout: 8_000 }).not.toBe(opened);
    await expect(chart.locator('.apexcharts-canvas')).toHaveCount(0);

    await drawnChart(page);
    // A redraw replaces the series: mark the one on screen, and a tick in view brings an unmarked one.
    const series = chart.locator('.apexcharts-candlestick-series');
    const mark = () => series.evaluate((element) => element.setAttribute('data-seen', '1'));
    const redrawn = () => series.evaluate((element) => !element.hasAttribute('data-seen'));
    await mark();
    await expect.poll(redrawn, { timeout: 8_000 }).toBe(true);

    // Out of view (the user scrolled down to the form and beyond): the legend goes on, the chart waits.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => ((await chart.boundingBox())?.y ?? 0) + 375).toBeLessThan(0);
    await mark();
    for (let tick = 0; tick < 2; tick += 1) {
      const before = await close.textContent();
      await expect.poll(() => close.textContent(), { timeout: 8_000 }).not.toBe(before);
    }
    expect(await redrawn()).toBe(false);
    // Back in view, it catches up at once.
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(redrawn, { timeout: 3_000 }).toBe(true);
  });
});
