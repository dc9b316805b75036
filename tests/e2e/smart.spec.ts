import { expect, type Locator, test } from '@playwright/test';
import {
  e2eBaseUrl,
  e2eClockBaseUrl,
  e2eClockControlUrl,
  e2eClockUpstreamUrl,
  e2eUpstreamUrl,
  shot,
} from './e2eEnv.ts';
import { fundRealAccount } from './realAccount.ts';
import { localeTexts, skipIntro } from './screenChecks.ts';
import { registerByApi, seedSession } from './tradingUser.ts';

// Smart trading: a real account buys a plan, a cycle passes on the upstream's clock and
// its profit reaches the ledger, then it exits early and gets back exactly principal − penalty
// (with the profit earned kept); the demo account is refused; the sweep (sweep.ts) checks these screens in ar on a phone and en on a desktop.

type Envelope<T> = { code: number; msg: string; result: T };
type Locale = { smart: { title: string; riskWarning: string } };

const locale = (language: string) => localeTexts<Locale>(language);

/** "1,234.56 USDT" (en) → 123456n cents. */
function cents(text: string): bigint {
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  return BigInt(match[1].replaceAll(',', '')) * 100n + BigInt(match[2]);
}

async function figure(scope: Locator, id: string): Promise<bigint> {
  return cents(await scope.getByTestId(id).innerText());
}

test('a real account buys a plan, a cycle pays its profit into the ledger, and an early exit returns principal − penalty', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request, e2eClockBaseUrl, 'smart');
  await fundRealAccount(request, session, '1000', e2eClockUpstreamUrl);
  await seedSession(page, session, { demo: false });
  await skipIntro(page);
  await page.goto(`${e2eClockBaseUrl}/trading`);
  await expect(page.getByTestId('smart-risk-warning')).toContainText('not predict future ones');
  await expect(page.getByTestId('smart-balance')).toContainText('1,000.00 USDT');

  const product = page.getByRole('article', { name: 'Trend Follower EA' });
  await expect(product.getByTestId('smart-product-warning')).toContainText('Yields are not guaranteed');
  await product.getByRole('button', { name: 'Buy plan' }).click();
  const dialog = page.getByRole('dialog');
  // Bad input is refused as it is typed, before anything is sent.
  await dialog.getByTestId('smart-amount').fill('50');
  await expect(dialog).toContainText('The amount must be between 100.00 and 5,000.00');
  await dialog.getByTestId('smart-amount').fill('1200');
  await expect(dialog).toContainText('more than your available balance');
  await dialog.getByTestId('smart-amount').fill('500');
  await dialog.getByTestId('smart-days').selectOption('7');
  await expect(dialog.getByTestId('smart-figure-locked')).toContainText('500.00 USDT');
  // 500 × 0.30 % … 0.60 % a day × 7 days; the penalty is 10 % of the principal.
  await expect(dialog.getByTestId('smart-figure-profit')).toContainText('10.50 USDT – 21.00 USDT');
  await expect(dialog.getByTestId('smart-figure-penalty')).toContainText('50.00 USDT');
  await shot(page, 'smart', 'en-desktop-buy.png');
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText(/Trend Follower EA bought: your daily yield is/)).toBeVisible();

  const plan = page.getByTestId('smart-plan').first();
  await expect(plan.getByTestId('smart-plan-status')).toHaveText('Earning');
  await expect(page.getByTestId('smart-balance')).toContainText('500.00 USDT');
  const perCycle = await figure(plan, 'smart-plan-perCycle');
  expect(perCycle).toBeGreaterThanOrEqual(150n);
  expect(perCycle).toBeLessThanOrEqual(300n);

  // One day (one cycle) passes on the upstream's clock.
  const moved = await request.post(`${e2eClockControlUrl}/advance?seconds=${24 * 3600 + 60}`);
  expect(moved.ok()).toBe(true);
  // The upstream pays due cycles on its next sweep (every tick), and the page reads the balance
  // and the plans in two upstream calls: reload until both show the payout.
  const paidBalance = `${(50000n + perCycle) / 100n}.${String((50000n + perCycle) % 100n).padStart(2, '0')}`;
  await expect(async () => {
    await page.reload();
    await expect(plan.getByTestId('smart-plan-status')).toHaveText('Profit distributed', { timeout: 2_000 });
    await expect(page.getByTestId('smart-balance')).toContainText(paidBalance, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(plan.getByTestId('smart-plan-cycles')).toContainText('1 of 7');
  expect(await figure(plan, 'smart-plan-income')).toBe(perCycle);
  await expect(plan.getByTestId('smart-income-chart')).toBeVisible();
  await shot(page, 'smart', 'en-desktop-plan.png', { fullPage: true });

  // The exit shows its exact figures before anything moves.
  await plan.getByRole('button', { name: 'Exit early' }).click();
  const exit = page.getByRole('alertdialog');
  expect(await figure(exit, 'smart-exit-penalty')).toBe(5000n);
  expect(await figure(exit, 'smart-exit-refund')).toBe(45000n);
  expect(await figure(exit, 'smart-exit-earned')).toBe(perCycle);
  await exit.getByRole('button', { name: 'Exit and refund' }).click();
  await expect(plan.getByTestId('smart-plan-status')).toHaveText('Early exit');
  expect(await figure(plan, 'smart-plan-penalty')).toBe(5000n);
  expect(await figure(plan, 'smart-plan-returned')).toBe(45000n);
  // Received in all: principal − penalty + earned; the balance is 1,000 − 50 + the cycle's profit.
  const expected = 100000n - 5000n + perCycle;
  await expect.poll(async () => cents(await page.getByTestId('smart-balance').innerText())).toBe(expected);

  // The ledger the user reads on the account page lists each movement.
  await page.goto(`${e2eClockBaseUrl}/profile`);
  const ledger = page.getByRole('region', { name: 'Transaction history' });
  await expect(ledger).toContainText('Smart plan investment');
  await expect(ledger).toContainText('Smart plan profit');
  await expect(ledger).toContainText('Smart plan early-exit penalty');
  await expect(ledger).toContainText('Smart plan principal returned');
});

test('a demo user is refused: the page offers the real account and the API says DEMO_ACCOUNT_DISABLED', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'smartdemo');
  await seedSession(page, session, { demo: true });
  await skipIntro(page);
  await page.goto('/trading');
  const notice = page.getByTestId('smart-demo-notice').first();
  await expect(notice).toContainText('The demo account cannot use smart trading');
  await expect(page.getByRole('button', { name: 'Buy plan' })).toHaveCount(0);
  const answer = await request.post(`${e2eUpstreamUrl}/swx/customer/order/buySmart`, {
    headers: { Authorization: session.token, virtually: 'YES' },
    data: { productId: 1, amount: '100', days: 7 },
  });
  const body = (await answer.json()) as Envelope<{ reason: string }>;
  expect(body).toMatchObject({ code: 400, result: { reason: 'DEMO_ACCOUNT_DISABLED' } });
  // Switching to the real account turns the notice into the buy button.
  await notice.getByRole('button', { name: 'Switch to the real account' }).click();
  await expect(page.getByRole('button', { name: 'Buy plan' }).first()).toBeVisible();
});

test('the risk warnings of /trading and /loan are in the page before any script, and keep their place when the page arrives', async ({
  browser,
  page,
}) => {
  const pages = [
    { path: '/trading', warning: locale('en').smart.riskWarning, testId: 'smart-risk-warning' },
    {
      path: '/loan',
      warning: localeTexts<{ loan: { riskWarning: string } }>('en').loan.riskWarning,
      testId: 'loan-risk-warning',
    },
  ];
  const noScript = await browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await skipIntro(page);
  for (const { path, warning, testId } of pages) {
    await bare.goto(path);
    const painted = bare.getByRole('note');
    await expect(painted).toHaveText(warning);
    const before = await painted.boundingBox();

    await page.goto(path);
    const note = page.getByTestId(testId);
    await expect(note).toHaveText(warning);
    // The page's own warning is the same box the first paint showed (the page list loads below it).
    await expect.poll(async () => JSON.stringify(await note.boundingBox())).toBe(JSON.stringify(before));
  }
  await noScript.close();
});
