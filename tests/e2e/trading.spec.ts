import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, e2eWeekendBaseUrl } from './e2eEnv.ts';
import { registerByApi, seedSession } from './tradingUser.ts';

/** "10,000.00 USDT" → 1000000 (cents), so balances compare without floats. */
function cents(text: string): number {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [, sign, whole = '0', fraction = '0'] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  return sign ? -value : value;
}

async function reviewOrder(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Purchase quantity (USDT)').fill(amount);
  await page.getByRole('button', { name: 'Review order' }).click();
}

test('a demo up order counts down, settles, moves the balance by its ledger entries, and is listed once', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'trader');
  await seedSession(page, session, { demo: true });
  await page.goto('/market?type=crypto&code=BTCUSDT');

  const panel = page.getByRole('region', { name: 'Place an order' });
  await expect(panel.getByText('Demo', { exact: true })).toBeVisible();
  const balance = page.getByTestId('order-balance');
  await expect(balance).toHaveText('10,000.00 USDT');
  const before = cents(await balance.innerText());

  await panel.getByRole('button', { name: 'Up' }).click();
  await reviewOrder(page, '100');
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog.getByTestId('confirm-win')).toHaveText('180.00 USDT (+80.00)');
  await expect(dialog.getByTestId('confirm-loss')).toHaveText('100.00 USDT');
  await expect(dialog.getByText(/Risk warning/)).toBeVisible();
  await expect(dialog.getByText(/How it works/)).toBeVisible();
  // A double click on confirm must place exactly one order.
  await dialog.getByRole('button', { name: 'Confirm order' }).dblclick();
  await expect(dialog).toBeHidden();

  const tracker = page.getByTestId('order-tracker');
  await expect(tracker.getByTestId('order-countdown')).toHaveText(/\d+ s|Settling/);
  await expect(balance).toHaveText('9,900.00 USDT');
  const result = tracker.getByTestId('order-result');
  await expect(result).toHaveText(/Won|Lost|Refunded/, { timeout: 20_000 });
  await expect(tracker.getByRole('status')).toContainText(/Won|Lost|Refunded/);
  const outcome = await result.innerText();
  const expected = { Won: 10_080_00, Lost: 9_900_00, Refunded: 10_000_00 }[outcome];
  await expect(balance).toHaveText(
    `${((expected ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`,
  );
  const after = cents(await balance.innerText());

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page.getByTestId('profile-balance')).toContainText(
    `${(after / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  // The ledger explains the change: every entry after the demo opening adds up to after − before.
  const entries = page.getByTestId('transaction-item');
  await expect(entries.first()).toBeVisible();
  const rows = await entries.evaluateAll((items) =>
    items.map((item) => ({
      reason: item.getAttribute('data-reason'),
      amount: item.getAttribute('data-amount'),
    })),
  );
  const movement = rows
    .filter((row) => row.reason !== 'DEMO_OPEN')
    .reduce((sum, row) => sum + cents(row.amount ?? '0.00'), 0);
  expect(rows.map((row) => row.reason)).toContain('OPTIONS_STAKE');
  expect(movement).toBe(after - before);

  // One order, now closed, with its detail.
  const orders = page.getByRole('region', { name: 'Orders' });
  await orders.getByRole('tab', { name: 'Closed' }).click();
  await expect(orders.getByTestId('order-item')).toHaveCount(1);
  await expect(orders.getByText('No more data')).toBeVisible();
  await orders.getByRole('tab', { name: 'Open' }).click();
  await expect(orders.getByText('No orders here yet')).toBeVisible();
  await orders.getByRole('tab', { name: 'Closed' }).click();
  await orders.getByTestId('order-item').click();
  await expect(page.getByRole('heading', { name: 'Order details', level: 1 })).toBeVisible();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText('Buy long (up)');
  await expect(detail).toContainText(outcome);
  await expect(detail).toContainText('Period ended');
  await expect(detail).toContainText('Required margin');
  await expect(page.getByText('Close tick')).toBeVisible();

  // The real account is separate: its own, empty balance and no orders.
  await page.getByTestId('account-chip').click();
  await page.getByRole('menuitemradio', { name: 'Real account' }).click();
  await expect(page.getByText('Switched to the real account')).toBeVisible();
  await expect(page.getByTestId('account-chip')).toContainText('Real');
  await expect(page.getByTestId('account-chip')).toContainText('0.00');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-balance')).toHaveText('0.00 USDT');
  await expect(page.getByRole('region', { name: 'Orders' }).getByText('No orders here yet')).toBeVisible();
});

test('the order form itself refuses a stake below the period minimum (in English and Japanese) or an empty one, opening no confirmation; the watchlist keeps starred markets', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'minimum');
  await seedSession(page, session, { demo: true });
  await page.goto('/market?type=crypto&code=ETHUSDT');
  await reviewOrder(page, '5');
  await expect(page.getByText('Below the minimum purchase')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Purchase quantity (USDT)').fill('');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Please enter the purchase quantity')).toBeVisible();

  // The watchlist: a star keeps the market on the user's own list.
  await page.getByRole('button', { name: 'Add Ethereum to the watchlist' }).click();
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.getByTestId('picker-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Ethereum from the watchlist' }).click();
  await expect(page.getByText('Your watchlist is empty')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('swx.language', 'ja'));
  await page.reload();
  await page.getByLabel('購入数量（USDT）').fill('5');
  await page.getByRole('button', { name: '注文を確認' }).click();
  await expect(page.getByText('最低購入額を下回っています')).toBeVisible();
});

test('a closed stock market refuses the order with the 10015 message', async ({ page, request }) => {
  const session = await registerByApi(request, e2eWeekendBaseUrl, 'weekend');
  await seedSession(page, session, { demo: true });
  await page.goto(`${e2eWeekendBaseUrl}/market?type=stocks&code=AAPL`);
  await expect(page.getByText('This market is closed right now')).toBeVisible();
  await reviewOrder(page, '50');
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Currently not tradable: outside trading time');
  await expect(page.getByTestId('order-balance')).toHaveText('10,000.00 USDT');
});
