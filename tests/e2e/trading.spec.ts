import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl } from './e2eEnv.ts';
import {
  demoAccount,
  graphql,
  placeDemoOrder,
  readDemoOrder,
  registerByApi,
  seedSession,
  watchGraphqlRequests,
} from './tradingUser.ts';

/** "10,000.00 USDT" → 1000000 (cents), so balances compare without floats. */
function cents(text: string): number {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [, sign, whole = '0', fraction = '0'] = match;
  const value = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  return sign ? -value : value;
}

type SocketMessage = { id?: string; type: string; payload?: Record<string, unknown> };

/** The graphql-ws messages the page sends and receives, price ticks left out. */
function watchSocketMessages(page: Page): { sent: SocketMessage[]; received: SocketMessage[] } {
  const messages = { sent: [] as SocketMessage[], received: [] as SocketMessage[] };
  const parse = (payload: string | Buffer) => JSON.parse(String(payload)) as SocketMessage;
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => messages.sent.push(parse(frame.payload)));
    socket.on('framereceived', (frame) => {
      const message = parse(frame.payload);
      if (!JSON.stringify(message.payload ?? {}).includes('"marketTicks"')) messages.received.push(message);
    });
  });
  return messages;
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
  const requests = watchGraphqlRequests(page);
  const socket = watchSocketMessages(page);
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
  expect(requests.filter((name) => name === 'useBuyOptionsMutation')).toHaveLength(1);
  const requestsWhenPlaced = requests.length;

  const tracker = page.getByTestId('order-tracker');
  // A 5 s order on a loaded machine may have settled before the tracker is read: its countdown or
  // its result, whichever stands (chart.spec's 120 s order proves the countdown and live P/L).
  await expect(tracker.getByTestId('order-countdown').or(tracker.getByTestId('order-result'))).toHaveText(
    /\d+ s|Settling|Won|Lost|Refunded/,
  );
  await expect(balance).toHaveText('9,900.00 USDT');
  const result = tracker.getByTestId('order-result');
  await expect(result).toHaveText(/Won|Lost|Refunded/, { timeout: 20_000 });
  await expect(tracker.getByRole('status')).toContainText(/Won|Lost|Refunded/);
  // The result came by the accountEvents subscription (graphql-ws, by doc_id): after the order was
  // placed the page asked nothing over HTTP, and the socket carried the order settled.
  expect(requests.slice(requestsWhenPlaced)).toEqual([]);
  const subscribe = socket.sent.find(
    (message) =>
      message.type === 'subscribe' && message.payload?.operationName === 'useOrderSettlementSubscription',
  );
  expect(subscribe?.payload?.extensions).toHaveProperty('doc_id');
  const followed = (subscribe?.payload?.variables as { orderIds?: string[] } | undefined)?.orderIds ?? [];
  expect(followed).toHaveLength(1);
  const settled = socket.received.filter(
    (message) => message.id === subscribe?.id && message.type === 'next',
  );
  expect(settled).toHaveLength(1);
  expect(settled[0]?.payload).toMatchObject({
    data: { accountEvents: { __typename: 'OptionsOrderSettled', order: { id: followed[0] } } },
  });
  await expect
    .poll(() =>
      socket.received.some((message) => message.id === subscribe?.id && message.type === 'complete'),
    )
    .toBe(true);
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
  // What an up/down order means: stake, payout, profit and the exit tick; no margin.
  await expect(detail).toContainText('Payout');
  await expect(detail).not.toContainText('Required margin');
  await expect(page.getByText('Exit tick')).toBeVisible();

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

test('switching demo → real → demo shows each account and keeps the other: no reload, and switching back fetches nothing', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'switcher');
  // A demo order placed and settled beforehand: the demo account has a balance of its own and one closed order.
  const order = await placeDemoOrder(request, session, { direction: 'UP', period: 5, amount: '100' });
  await expect
    .poll(async () => (await readDemoOrder<{ status: string }>(request, session, order.id))?.status)
    .not.toBe('OPEN');
  const { viewer } = await graphql<{ viewer: { account: { balance: string } } }>(
    request,
    e2eBaseUrl,
    'accountModeBalanceQuery',
    { mode: 'DEMO' },
    demoAccount(session),
  );
  const demoBalance = `${(cents(viewer.account.balance) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`;

  await seedSession(page, session, { demo: true });
  await page.goto('/profile?orders=closed');
  const card = page.getByRole('region', { name: 'Demo account' });
  await expect(card.getByTestId('profile-balance')).toHaveText(demoBalance);
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByTestId('order-item')).toHaveCount(1);
  const chip = page.getByTestId('account-chip');
  await expect(chip).toContainText('Demo');
  // Marks this page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const requests = watchGraphqlRequests(page);

  const switcher = page.getByRole('group', { name: 'Switch account' });
  await switcher.getByRole('button', { name: 'Real' }).click();
  await expect(page.getByRole('heading', { name: 'Real account' })).toBeVisible();
  await expect(page.getByTestId('profile-balance')).toHaveText('0.00 USDT');
  await expect(orders.getByText('No orders here yet')).toBeVisible();
  await expect(chip).toContainText('Real');
  await expect(chip).toContainText('0.00');
  // The real account was not in the store yet: its queries were fetched.
  expect(requests).toContain('AccountSectionQuery');

  const requestsOnReal = requests.length;
  await switcher.getByRole('button', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Demo account' })).toBeVisible();
  await expect(page.getByTestId('profile-balance')).toHaveText(demoBalance);
  await expect(orders.getByTestId('order-item')).toHaveCount(1);
  await expect(chip).toContainText('Demo');
  await expect(chip).toContainText(demoBalance.replace(' USDT', ''));
  // The demo account's records were still in the store: switching back asked the server nothing.
  expect(requests.slice(requestsOnReal)).toEqual([]);

  // The order panel and the chip follow the switch too, from the store both ways.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Market' })
    .click();
  const panel = page.getByRole('region', { name: 'Place an order' });
  const balance = page.getByTestId('order-balance');
  await expect(balance).toHaveText(demoBalance);
  const requestsOnMarket = requests.length;
  await chip.click();
  await page.getByRole('menuitemradio', { name: 'Real account' }).click();
  await expect(panel.getByText('Real', { exact: true })).toBeVisible();
  await expect(balance).toHaveText('0.00 USDT');
  await chip.click();
  await page.getByRole('menuitemradio', { name: 'Demo account' }).click();
  await expect(panel.getByText('Demo', { exact: true })).toBeVisible();
  await expect(balance).toHaveText(demoBalance);
  expect(requests.slice(requestsOnMarket)).toEqual([]);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('the order form itself refuses a stake below the period minimum (in English and Japanese) or an empty one, opening no confirmation; the watchlist keeps starred markets', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'minimum');
  await seedSession(page, session, { demo: true });
  await page.goto('/market?type=crypto&code=ETHUSDT');
  await reviewOrder(page, '5');
  // The message names the chosen period's minimum (the e2e server's first period is 5 s).
  await expect(page.getByText('The minimum for 5 s is 10.00 USDT')).toBeVisible();
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
  await expect(page.getByText('5 秒の最低金額は 10.00 USDT です')).toBeVisible();
});
