import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { renderWithRelay } from '../../test-support/renderWithRelay';
import { OrderConfirmDialog, type PendingOrder } from './OrderConfirmDialog';

// The dialog's island adds Chakra's whole stylesheet (a build-time virtual module); the test's
// renderer provides Chakra already.
vi.mock('../../components/ui/chakra-island', () => ({
  ChakraIsland: ({ children }: { children: ReactNode }) => children,
}));

const order: PendingOrder = {
  idempotencyKey: 'order-key-1',
  code: 'BTCUSDT',
  marketName: 'Bitcoin',
  direction: 'UP',
  amount: '10.01',
  period: 60,
  payoutRate: '0.85',
  stopLoss: null,
  takeProfit: null,
  accountMode: 'DEMO',
};

async function openDialog() {
  const onPlaced = vi.fn();
  const rendered = await renderWithRelay(
    <OrderConfirmDialog order={order} onClose={() => {}} onPlaced={onPlaced} />,
  );
  await screen.findByRole('dialog', { name: en.order.confirm.title });
  return { ...rendered, onPlaced, user: userEvent.setup() };
}

const sentKey = (operation: { request: { variables: Record<string, unknown> } }) =>
  (operation.request.variables.input as { idempotencyKey: string }).idempotencyKey;

describe('the order confirmation', () => {
  it('shows what the order can win and lose, in cents rounded down, and the risk warning', async () => {
    await openDialog();
    // 10.01 × 0.85 = 8.5085, rounded down to 8.50; the stake comes back with it.
    expect(screen.getByTestId('confirm-win').textContent).toBe('18.51 USDT (+8.50)');
    expect(screen.getByTestId('confirm-loss').textContent).toBe('10.01 USDT');
    expect(screen.getByText(en.order.confirm.risk)).toBeTruthy();
  });

  it("shows the server's error code in the user's words and retries with the same key", async () => {
    const { environment, onPlaced, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: en.order.confirm.submit }));
    const first = environment.mock.getMostRecentOperation();
    expect(sentKey(first)).toBe('order-key-1');
    environment.mock.resolve(first, {
      data: { buyOptions: { __typename: 'ServiceError', code: 'BALANCE_INSUFFICIENT' } },
    });
    expect(await screen.findByText(en.errors.BALANCE_INSUFFICIENT)).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: en.order.confirm.submit }));
    expect(sentKey(environment.mock.getMostRecentOperation())).toBe('order-key-1');
  });

  it('names the minimum the server gives for the order’s period when the stake is below it', async () => {
    const { environment, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: en.order.confirm.submit }));
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: {
        buyOptions: {
          __typename: 'InputError',
          code: 'BELOW_MINIMUM_PURCHASE',
          field: 'amount',
          minimum: '20.00',
        },
      },
    });
    expect(await screen.findByText('The minimum for 60 s is 20.00 USDT')).toBeTruthy();
  });

  it('says the outcome is unknown after a timeout and links to the order list to check', async () => {
    const { environment, onPlaced, user } = await openDialog();
    await user.click(screen.getByRole('button', { name: en.order.confirm.submit }));
    const timeout = new Error('The operation was aborted');
    timeout.name = 'AbortError';
    environment.mock.reject(environment.mock.getMostRecentOperation(), timeout);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.TIMEOUT);
    const link = screen.getByRole('link', { name: en.order.toOrderList });
    expect(link.getAttribute('href')).toBe('/profile?orders=open');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('hands the placed order on, and the button is off while the call runs', async () => {
    const { environment, onPlaced, user } = await openDialog();
    const submit = screen.getByRole('button', { name: en.order.confirm.submit });
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Placing order/ }).hasAttribute('disabled')).toBe(true),
    );
    // A second click while the call runs sends nothing more.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        BuyOptionsResult: () => ({ __typename: 'BuyOptionsPayload' }),
      }),
    );
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
  });
});
