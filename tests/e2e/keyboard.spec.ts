import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, outboxFile, phone } from './e2eEnv.ts';
import { appTookOver, drawnChart } from './screenChecks.ts';
import { operationName, registerByApi, seedSession } from './tradingUser.ts';

// The three flows by keyboard alone (no click, no fill): where the focus goes after each action
// that replaces or disables the focused control, that a dialog keeps the focus and gives it back,
// and that a toast never takes the focus or holds it. Desktop, en (docs/testing.md's matrix rule).

/** Whether the focus is inside a toast (Chakra's toast parts carry data-scope="toast"). */
function focusInToast(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[data-scope="toast"]')));
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking on every step that
 * no toast took it (nor `notPast`, a control that must come later); the number of presses it took.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60, notPast }: { back?: boolean; max?: number; notPast?: Locator } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusInToast(page), 'a toast took the focus').toBe(false);
    if (notPast) expect(await isFocused(notPast), `${notPast} came before ${target}`).toBe(false);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} not reached in ${max} presses`);
}

/** The focused element's ring: a solid outline at least 2 px wide, in the brand's gold. */
async function focusRing(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
}
const goldRing = 'solid 2px rgb(240, 185, 11)';

async function lastCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readFile(outboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      code =
        lines
          .map((line) => JSON.parse(line) as { email: string; code: string })
          .findLast((line) => line.email === email)?.code ?? '';
      return code;
    })
    .toBeTruthy();
  return code;
}

test('register by keyboard: Send code hands the focus to the code field, signing up to the new page', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const email = `kb_${suffix}@example.test`;
  await page.goto('/pass/register');
  await appTookOver(page);

  const userName = page.getByLabel('Username');
  await tabTo(page, userName);
  await page.keyboard.type(`kb_${suffix}`);
  await expect(page.getByText('Username is available')).toBeVisible();
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('correct-horse-7');
  await tabTo(page, page.getByLabel('Confirm password'));
  await page.keyboard.type('correct-horse-7');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  const sendCode = page.getByRole('button', { name: 'Send code' });
  await tabTo(page, sendCode);
  expect(await focusRing(sendCode)).toBe(goldRing);
  await page.keyboard.press('Enter');
  // The button turns into the disabled countdown: the focus is on the code field, not the page.
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await lastCode(email));
  // Enter in the last field sends the form; the form goes with its page: the new page's content has the focus.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});

test('choose a market and place an order by keyboard: the list first, the order panel next, the dialog keeps and returns the focus, placing and settling announced', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'kbtrader');
  await seedSession(page, session, { demo: true });
  await page.goto('/market?type=crypto&code=BTCUSDT');
  await appTookOver(page);
  const panel = page.getByRole('region', { name: 'Place an order' });
  await expect(panel.getByText('Demo', { exact: true })).toBeVisible();

  // The list, first on screen, comes first in the tab order: no positive tabindex anywhere, and
  // the search is reached before any control of the order panel.
  expect(await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])').count()).toBe(0);
  const search = page.getByRole('searchbox', { name: 'Search markets' });
  const stake = page.getByLabel('Purchase quantity (USDT)');
  await tabTo(page, search, { notPast: stake });

  // Back to the list: choosing another market puts the focus on its order panel.
  const eth = page.locator('[data-testid="picker-row"][data-code="ETHUSDT"]').getByRole('link');
  await tabTo(page, eth, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/code=ETHUSDT/);
  await expect(panel.getByRole('heading', { name: 'Place an order' })).toBeFocused();
  const up = panel.getByRole('button', { name: /^Up/ });
  expect(await tabTo(page, up)).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  await tabTo(page, stake);
  await page.keyboard.type('25');
  // Enter in the stake opens the confirmation, which takes the focus and keeps it.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  const confirm = dialog.getByRole('button', { name: 'Confirm order' });
  await tabTo(page, confirm, { max: 8 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The focus returns to where the order was reviewed from.
  await expect(stake).toBeFocused();
  // The accepted order is announced, then its result.
  const announcement = page.getByTestId('order-announcement');
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toHaveText(/^Order placed: Up on .+, 25\.00 USDT for \d+ s\.$/);
  const settlement = page.getByTestId('order-tracker').getByRole('status');
  await expect(settlement).toHaveText(/Won|Lost|Refunded/, { timeout: 20_000 });

  // Right to left: the list sits at the start (on the right) and still comes first in the tab order.
  await page.evaluate(() => localStorage.setItem('swx.language', 'ar'));
  await page.reload();
  await appTookOver(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arSearch = page.getByRole('searchbox', { name: 'البحث في الأسواق' });
  const arStake = page.getByLabel('كمية الشراء (USDT)');
  await tabTo(page, arSearch, { notPast: arStake });
  const start = async (target: Locator) =>
    ((await target.boundingBox())?.x ?? 0) + ((await target.boundingBox())?.width ?? 0);
  expect(await start(arSearch)).toBeGreaterThan(await start(arStake));
});

async function pngProof(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

test('a deposit with a proof image by keyboard; a toast neither takes the focus nor holds it', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'kbdeposit');
  await seedSession(page, session, { demo: true });
  await page.goto('/profile/balance');
  await appTookOver(page);

  // To the real account by the chip's menu: Enter opens it, arrows pick, Enter switches.
  const chip = page.getByTestId('account-chip');
  await tabTo(page, chip);
  await page.keyboard.press('Enter');
  const real = page.getByRole('menuitemradio', { name: 'Real account' });
  await expect(real).toBeVisible();
  for (let press = 0; press < 4 && !(await isFocused(real)); press++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const toast = page.getByText('Switched to the real account');
  await expect(toast).toBeVisible();

  // While the toast shows: past the page's last link (YouTube) the focus leaves the page and comes
  // back at its start (the skip link), never through the toast nor back to the link.
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  const youtube = page.getByRole('link', { name: 'YouTube' });
  await tabTo(page, skipLink, { back: true });
  await tabTo(page, youtube, { back: true, max: 3 });
  expect(await focusRing(youtube)).toBe(goldRing);
  await tabTo(page, skipLink, { max: 3 });
  await expect(toast).toBeVisible();

  await tabTo(page, page.getByLabel('Deposit amount (USDT)'));
  await page.keyboard.type('150');
  await tabTo(page, page.getByLabel('Amount paid (USDT)'));
  await page.keyboard.type('150');
  await tabTo(page, page.getByLabel('Transaction hash'));
  await page.keyboard.type('0xabc123def456');
  await tabTo(page, page.getByLabel(/Last 6 characters/));
  await page.keyboard.type('def456');
  // The file chooser by Enter on "Choose an image"; the chosen file's Replace takes the focus.
  await tabTo(page, page.getByRole('button', { name: 'Choose an image' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await pngProof() });
  await expect(page.getByTestId('proof-name')).toHaveText('proof.png');
  await expect(page.getByRole('button', { name: 'Replace' })).toBeFocused();

  // Sent: the form empties and its outcome has the focus.
  await tabTo(page, page.getByRole('button', { name: 'Submit deposit' }));
  await page.keyboard.press('Enter');
  const outcome = page.getByTestId('deposit-outcome-focus');
  await expect(outcome).toContainText('Deposit of 150.00 USDT submitted for review');
  await expect(outcome).toBeFocused();
});

/** An element's computed animation and transition durations ("0s", or "0s, 0s" for several). */
function durations(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return `animation ${style.animationDuration}; transition ${style.transitionDuration}`;
  });
}
/**
 * Every duration zero (the app's rule) or 0.01 ms (ApexCharts' own reduced-motion rule on the
 * chart): nothing of the element moves.
 */
const none = '(?:0s|1e-05s)';
const still = new RegExp(`^animation ${none}(?:, ${none})*; transition ${none}(?:, ${none})*$`);

/** No animation of the page (CSS animations and transitions) has any time left to run. */
function nothingRunning(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 0)
      .map(
        (animation) =>
          `${animation.constructor.name} on ${(animation.effect as KeyframeEffect).target?.className}`,
      ),
  );
}

test('under reduced motion nothing animates: skeletons, the chart, the confirmation dialog, toasts and the intro board', async ({
  page,
  request,
  browser,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const session = await registerByApi(request, e2eBaseUrl, 'kbmotion');
  await seedSession(page, session, { demo: true });
  // The market search's answer is held back while its skeleton shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { doc_id?: string } | null;
    if (operationName(body?.doc_id ?? '') === 'MarketSearchQuery') await held;
    await route.fallback();
  });
  await page.goto('/market?type=crypto&code=BTCUSDT');
  await appTookOver(page);
  await page.getByRole('searchbox', { name: 'Search markets' }).fill('ETH');
  const skeleton = page.locator('[aria-busy="true"][aria-label="Loading…"] > div > div').first();
  await expect(skeleton).toBeVisible();
  expect(await durations(skeleton)).toMatch(still);
  expect(await nothingRunning(page)).toEqual([]);
  release();
  await page.getByRole('searchbox', { name: 'Search markets' }).press('Escape');

  const chart = await drawnChart(page);
  // Polled: the chart draws its series anew with each tick, a path read as it goes reads nothing.
  await expect
    .poll(() => durations(chart.locator('.apexcharts-candlestick-series path').first()))
    .toMatch(still);
  expect(await nothingRunning(page)).toEqual([]);

  await page.getByLabel('Purchase quantity (USDT)').fill('25');
  await page.getByRole('button', { name: 'Review order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  expect(await durations(dialog)).toMatch(still);
  expect(await durations(page.locator('[data-scope="dialog"][data-part="backdrop"]'))).toMatch(still);
  expect(await nothingRunning(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('account-chip').click();
  await page.getByRole('menuitemradio', { name: 'Real account' }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText('Switched to the real account');
  expect(await durations(toast)).toMatch(still);
  expect(await nothingRunning(page)).toEqual([]);

  // The intro board greets a phone's first visit.
  const phonePage = await browser.newContext({ ...phone, baseURL: e2eBaseUrl, reducedMotion: 'reduce' });
  const onPhone = await phonePage.newPage();
  await onPhone.goto('/');
  const board = onPhone.locator('dialog[open]');
  await expect(board).toBeVisible();
  expect(await durations(board)).toMatch(still);
  expect(await nothingRunning(onPhone)).toEqual([]);
  await phonePage.close();
});
