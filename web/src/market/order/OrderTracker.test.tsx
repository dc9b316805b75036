import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense, useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { type MockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../../__generated__/accountModeBalanceQuery.graphql';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import en from '../../locales/en.json';
import { accountModeBalanceQuery } from '../../state/accountMode';
import { renderWithRelay } from '../../test-support/renderWithRelay';
import { OrderConfirmDialog, type PendingOrder } from './OrderConfirmDialog';
import { OrderTracker } from './OrderTracker';

// The dialog's island adds Chakra's whole stylesheet (a build-time virtual module); the test's
// renderer provides Chakra already.
vi.mock('../../components/ui/chakra-island', () => ({
  ChakraIsland: ({ children }: { children: ReactNode }) => children,
}));

const now = new Date('2026-11-23T10:00:00.000Z');
const expiresAt = '2026-11-23T10:00:30.000Z';

const pending: PendingOrder = {
  idempotencyKey: 'order-key-1',
  code: 'BTCUSDT',
  marketName: 'Bitcoin',
  direction: 'UP',
  amount: '10',
  period: 30,
  payoutRate: '0.85',
  stopLoss: null,
  takeProfit: null,
  accountMode: 'DEMO',
};

/** The order as the server answers it once placed: open, its open tick recorded. */
const openOrder = {
  id: 'order-1',
  orderNo: 'OP20261123000001',
  direction: 'UP',
  amount: '10',
  openPrice: '97000.5',
  expiresAt,
  status: 'OPEN',
  result: null,
  closePrice: null,
  profit: null,
};

/**
 * The order panel's part that matters here: its balance line (the account chip's query), the
 * confirmation dialog, then the tracker of the order just placed, as the panel wires them.
 */
function PlaceAndTrack() {
  const { viewer } = useLazyLoadQuery<AccountModeBalanceQueryType>(accountModeBalanceQuery, { mode: 'DEMO' });
  const [placed, setPlaced] = useState<{
    order: OrderTracker_order$key;
    account: OrderTracker_account$key | null;
  } | null>(null);
  return (
    <>
      <p data-testid="balance">{viewer?.account?.balance} USDT</p>
      {placed ? (
        <OrderTracker order={placed.order} account={placed.account} onDismiss={() => setPlaced(null)} />
      ) : (
        <OrderConfirmDialog
          order={pending}
          onClose={() => undefined}
          onPlaced={(order, account) => setPlaced({ order, account })}
        />
      )}
    </>
  );
}

const operationNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

/** Places the order: the balance query answered, the order confirmed, the server's answer in. */
async function placeOrder() {
  const rendered = await renderWithRelay(
    <Suspense fallback="loading">
      <PlaceAndTrack />
    </Suspense>,
  );
  const { environment } = rendered;
  const balanceQuery = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      balanceQuery,
      MockPayloadGenerator.generate(balanceQuery, {
        Account: () => ({ id: 'account-DEMO', mode: 'DEMO', balance: '10000.00' }),
      }),
    ),
  );
  expect((await screen.findByTestId('balance')).textContent).toBe('10000.00 USDT');

  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: en.order.confirm.submit }));
  const buy = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      buy,
      MockPayloadGenerator.generate(buy, {
        BuyOptionsResult: () => ({ __typename: 'BuyOptionsPayload' }),
        OptionsOrder: () => openOrder,
        Account: () => ({ id: 'account-DEMO', mode: 'DEMO', balance: '9990.00' }),
      }),
    ),
  );
  const tracker = await screen.findByTestId('order-tracker');
  await waitFor(() => expect(operationNamed(environment, 'useOrderSettlementSubscription')).toBeDefined());
  const settlement = operationNamed(environment, 'useOrderSettlementSubscription') as OperationDescriptor;
  return { environment, tracker, settlement, user };
}

/** The value beside a label in the tracker's list ("Close price" → "97,010.25"). */
function shownValue(tracker: HTMLElement, label: string) {
  return within(tracker).getByText(label).nextElementSibling?.textContent;
}

/** The gateway's settlement event: the order as settled and its account's balance after it. */
function settled(
  operation: OperationDescriptor,
  order: { status: string; result: string; closePrice: string | null; profit: string },
  balance: string,
) {
  return MockPayloadGenerator.generate(operation, {
    AccountEvent: () => ({ __typename: 'OptionsOrderSettled' }),
    OptionsOrder: () => ({ ...openOrder, ...order }),
    Account: () => ({ id: 'account-DEMO', mode: 'DEMO', balance }),
  });
}

type Placed = Awaited<ReturnType<typeof placeOrder>>;
type Settlement = { status: string; result: string; closePrice: string | null; profit: string };

/** The gateway sends the settled order; the tracker then shows its result. */
async function settle({ environment, tracker, settlement }: Placed, order: Settlement, balance: string) {
  act(() => environment.mock.nextValue(settlement, settled(settlement, order, balance)));
  expect(await within(tracker).findByText(en.order.result[order.result as 'WIN'])).toBeTruthy();
}

/** The figures the tracker and the page show after settlement. */
function expectShown(tracker: HTMLElement, shown: { closePrice: string; profit: string; balance: string }) {
  expect(shownValue(tracker, en.order.fields.closePrice)).toBe(shown.closePrice);
  expect(shownValue(tracker, en.order.fields.profit)).toBe(shown.profit);
  expect(shownValue(tracker, en.order.tracker.newBalance)).toBe(`${shown.balance} USDT`);
  // The same account record everywhere: the balance elsewhere on the page moves with it.
  expect(screen.getByTestId('balance').textContent).toBe(`${shown.balance.replaceAll(',', '')} USDT`);
}

beforeEach(() => {
  // Only the clock is fixed: the countdown's own interval runs in real time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the tracker of an order just placed', () => {
  it('counts down to expiry, then shows the result, close price, profit and new balance the subscription sends', async () => {
    const placed = await placeOrder();
    const { environment, tracker, settlement } = placed;
    expect(settlement.request.variables).toEqual({ orderIds: ['order-1'] });
    expect(within(tracker).getByText('OP20261123000001')).toBeTruthy();
    expect(shownValue(tracker, en.order.confirm.stake)).toBe('10.00 USDT');
    expect(shownValue(tracker, en.order.fields.openPrice)).toBe('97,000.5');
    expect(shownValue(tracker, en.order.tracker.remaining)).toBe('30 s');
    expect(screen.getByTestId('balance').textContent).toBe('9990.00 USDT');
    // No result while the order is open, and it cannot be dismissed yet.
    expect(within(tracker).queryByText(en.order.result.WIN)).toBeNull();
    expect(within(tracker).queryByRole('button', { name: en.common.close })).toBeNull();

    // Expiry passes before the settlement arrives: the tracker says it is settling.
    vi.setSystemTime(new Date(expiresAt));
    await waitFor(() =>
      expect(shownValue(tracker, en.order.tracker.remaining)).toBe(en.order.tracker.settling),
    );

    await settle(
      placed,
      { status: 'CLOSED', result: 'WIN', closePrice: '97010.25', profit: '8.50' },
      '10008.50',
    );
    expect(within(tracker).queryByText(en.order.tracker.remaining)).toBeNull();
    expectShown(tracker, { closePrice: '97,010.25', profit: '8.50', balance: '10,008.50' });

    // The gateway completes the subscription once the order is sent: no "not in yet" notice.
    act(() => environment.mock.complete(settlement));
    expect(within(tracker).queryByText(en.order.tracker.late)).toBeNull();
    expect(within(tracker).getByRole('button', { name: en.common.close })).toBeTruthy();
  });

  it('shows a lost order with its close price, the stake lost and the balance unchanged', async () => {
    const placed = await placeOrder();
    await settle(
      placed,
      { status: 'CLOSED', result: 'LOSS', closePrice: '96990.75', profit: '-10.00' },
      '9990.00',
    );
    expect(within(placed.tracker).queryByText(en.order.result.WIN)).toBeNull();
    expectShown(placed.tracker, { closePrice: '96,990.75', profit: '-10.00', balance: '9,990.00' });
  });

  it('shows a refunded order with no profit and the stake back in the balance', async () => {
    const placed = await placeOrder();
    await settle(placed, { status: 'FAILED', result: 'REFUND', closePrice: null, profit: '0' }, '10000.00');
    expectShown(placed.tracker, { closePrice: '—', profit: '0.00', balance: '10,000.00' });
  });

  it('says the result is not in yet and to check the order list when the subscription fails', async () => {
    const { environment, tracker, settlement } = await placeOrder();
    act(() => environment.mock.reject(settlement, new Error('the socket closed')));
    expect(await within(tracker).findByText(en.order.tracker.late)).toBeTruthy();
    // The order is still open as far as the page knows: no result, the countdown goes on.
    expect(shownValue(tracker, en.order.tracker.remaining)).toBe('30 s');
    expect(within(tracker).queryByText(en.order.result.WIN)).toBeNull();
    expect(within(tracker).queryByText(en.order.result.LOSS)).toBeNull();
    expect(within(tracker).getByRole('link', { name: en.order.tracker.details })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('9990.00 USDT');
  });
});
