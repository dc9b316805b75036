import { expect as baseExpect, type Page, test } from '@playwright/test';
import { e2eClockBaseUrl, e2eClockControlUrl } from './e2eEnv.ts';
import { stockHours, text, weekday } from './marketTexts.ts';
import { axeSerious } from './screenChecks.ts';
import { registerByApi, seedSession } from './tradingUser.ts';

// A weekend, when stock markets are closed: the movable-clock stack is moved to the next Saturday
// 15:00 UTC (10:00 in New York) rather than a stack of its own standing there. Only the clock
// project's tests (playwright.config.ts) use that stack, one at a time, so no other test's time moves.
const expect = baseExpect.configure({ timeout: 20_000 });
const language = 'en';

/** Moves the stack's clock forward to its next Saturday 15:00 UTC. */
async function toSaturday(page: Page): Promise<void> {
  // A one-second step tells where the clock stands now.
  const step = await page.request.post(`${e2eClockControlUrl}/advance?seconds=1`);
  const now = Date.now() + ((await step.json()) as { offsetMs: number }).offsetMs;
  const date = new Date(now);
  const daysAhead = (6 - date.getUTCDay() + 7) % 7 || 7;
  const saturday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + daysAhead, 15);
  const moved = await page.request.post(
    `${e2eClockControlUrl}/advance?seconds=${Math.ceil((saturday - now) / 1000)}`,
  );
  expect(moved.ok()).toBe(true);
}

// The user's clock is in Tokyo, far from the exchange's, so local times are really converted.
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Tokyo' });
test.beforeEach(async ({ page }) => {
  await toSaturday(page);
  await page.addInitScript((lang) => {
    sessionStorage.setItem('swx.introShown', '1');
    localStorage.setItem('swx.language', lang);
  }, language);
});

test('an off-hours stock shows its last session’s figures, labelled as such', async ({ page }) => {
  await page.goto(`${e2eClockBaseUrl}/cruuency?code=AAPL&type=3&id=21`);
  const lastSession = page.getByTestId('market-last-session');
  // The clock stands on a Saturday: the last session closed on Friday at 16:00 New York.
  await expect(lastSession).toContainText(text(language, 'marketDetail.lastSession', { when: '' }).trim());
  await expect(lastSession).toContainText(weekday(language, 5));
  await expect(lastSession).toContainText('16:00');
  await expect(lastSession).toContainText(text(language, 'marketDetail.exchangeCities.America_New_York'));
  for (const key of ['sessionHigh', 'sessionLow', 'sessionVolume'])
    await expect(page.getByText(text(language, `marketDetail.${key}`), { exact: true })).toBeVisible();
  await expect(page.getByText(text(language, 'marketDetail.high24h'), { exact: true })).toHaveCount(0);

  // A market that is open says nothing of the kind.
  await page.goto(`${e2eClockBaseUrl}/cruuency?code=BTCUSDT&type=2&id=10`);
  await expect(page.getByText(text(language, 'marketDetail.high24h'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('market-last-session')).toHaveCount(0);
});

test('a closed market’s order form is disabled with the reason and the next opening, before anything is filled in', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eClockBaseUrl, 'closed');
  await seedSession(page, session, { demo: true, language });
  await page.goto(`${e2eClockBaseUrl}/market?type=stocks&code=AAPL`);
  const notice = page.getByTestId('market-closed-notice');
  await expect(notice).toContainText(text(language, 'order.closed.title'));
  await expect(notice).toContainText(text(language, 'order.closed.reason', { hours: stockHours(language) }));
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
  expect(await axeSerious(page)).toEqual([]);

  // On the same stack an open market's form is there to fill in.
  await page.goto(`${e2eClockBaseUrl}/market?type=crypto&code=BTCUSDT`);
  await expect(page.getByRole('heading', { name: 'Bitcoin' })).toBeVisible();
  await expect(page.getByLabel(text(language, 'order.amount'))).toBeEnabled();
  await expect(page.getByTestId('market-closed-notice')).toHaveCount(0);
});
