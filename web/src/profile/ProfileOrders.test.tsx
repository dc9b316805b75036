import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { type MockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { AccountSectionQuery } from '../__generated__/AccountSectionQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { accountSectionQuery } from './AccountSection';
import type { KnownOrderStatus } from './orderStatus';
import { ProfileOrders } from './ProfileOrders';

type Row = {
  id: string;
  orderNo: string;
  marketName: string;
  direction: 'UP' | 'DOWN';
  amount: string;
  status: KnownOrderStatus;
  result: 'WIN' | 'LOSS' | 'REFUND' | null;
  profit: string | null;
};

const openRows: Row[] = [
  {
    id: 'order-1',
    orderNo: 'OP1',
    marketName: 'Bitcoin',
    direction: 'UP',
    amount: '10',
    status: 'OPEN',
    result: null,
    profit: null,
  },
  {
    id: 'order-2',
    orderNo: 'OP2',
    marketName: 'Ethereum',
    direction: 'DOWN',
    amount: '25',
    status: 'OPEN',
    result: null,
    profit: null,
  },
];

const closedRows: Row[] = [
  {
    id: 'order-3',
    orderNo: 'OP3',
    marketName: 'Solana',
    direction: 'UP',
    amount: '10',
    status: 'CLOSED',
    result: 'WIN',
    profit: '8.5',
  },
  {
    id: 'order-4',
    orderNo: 'OP4',
    marketName: 'Dogecoin',
    direction: 'DOWN',
    amount: '5',
    status: 'CLOSED',
    result: 'LOSS',
    profit: '-5',
  },
  {
    id: 'order-5',
    orderNo: 'OP5',
    marketName: 'Litecoin',
    direction: 'UP',
    amount: '7',
    status: 'CLOSED',
    result: 'REFUND',
    profit: '0',
  },
];

/** The profile's orders, from the profile's query for the demo account (the tab from the URL). */
function Orders({ initialStatus }: { initialStatus: KnownOrderStatus }) {
  const { viewer } = useLazyLoadQuery<AccountSectionQuery>(accountSectionQuery, {
    orderStatus: initialStatus,
    mode: 'DEMO',
  });
  return viewer?.account ? <ProfileOrders account={viewer.account} initialStatus={initialStatus} /> : null;
}

/** The server's answer: the demo account with these orders (one page, no more after it). */
function answer(operation: OperationDescriptor, rows: Row[]) {
  return MockPayloadGenerator.generate(operation, {
    Account: () => ({ id: 'account-DEMO', mode: 'DEMO', balance: '9900.00' }),
    OptionsOrderConnection: () => ({
      totalCount: rows.length,
      edges: rows.map((row) => ({
        cursor: `cursor-${row.id}`,
        node: { ...row, code: row.marketName.toUpperCase(), openTime: '2026-11-23T10:00:00.000Z' },
      })),
      pageInfo: { hasNextPage: false, endCursor: rows.length ? `cursor-${rows.at(-1)?.id}` : null },
    }),
  });
}

async function renderOrders(initialStatus: KnownOrderStatus, rows: Row[]) {
  const rendered = await renderWithRelay(
    <Suspense fallback="loading">
      <Orders initialStatus={initialStatus} />
    </Suspense>,
  );
  const { environment } = rendered;
  const query = environment.mock.getMostRecentOperation();
  expect(query.request.variables).toEqual({ orderStatus: initialStatus, mode: 'DEMO' });
  act(() => environment.mock.resolve(query, answer(query, rows)));
  await screen.findByRole('heading', { name: en.orders.title });
  return { ...rendered, user: userEvent.setup() };
}

/** The orders the user sees in the selected tab's panel, each as its text. */
function shownRows() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The list query a tab switch sends, answered with `rows`; returns the variables it asked with. */
async function answerSwitch(environment: MockEnvironment, rows: Row[]) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const refetch = environment.mock.getMostRecentOperation();
  expect(refetch.request.node.params.name).toBe('ProfileOrdersPaginationQuery');
  act(() => environment.mock.resolve(refetch, answer(refetch, rows)));
  return refetch.request.variables;
}

describe("the profile's order tabs", () => {
  it('shows the open orders first, each with its market, direction, stake and status', async () => {
    await renderOrders('OPEN', openRows);
    expect(screen.getByRole('tab', { name: en.order.status.OPEN }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('2 in total')).toBeTruthy();
    const rows = shownRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Bitcoin');
    expect(rows[0]).toContain(en.order.UP);
    expect(rows[0]).toContain('10.00 USDT');
    expect(rows[0]).toContain(en.order.status.OPEN);
    expect(rows[1]).toContain('Ethereum');
    expect(rows[1]).toContain(en.order.DOWN);
    expect(rows[1]).toContain('25.00 USDT');
    expect(screen.getByRole('link', { name: /Bitcoin/ }).getAttribute('href')).toContain('order-1');
  });

  it("asks for the closed orders on the Closed tab and shows the server's rows with their results", async () => {
    const { environment, user } = await renderOrders('OPEN', openRows);
    await user.click(screen.getByRole('tab', { name: en.order.status.CLOSED }));
    // The open list stays on screen while the closed one loads.
    expect(shownRows()).toHaveLength(2);
    const variables = await answerSwitch(environment, closedRows);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'CLOSED', count: 10 });

    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(screen.getByRole('tab', { name: en.order.status.CLOSED }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('3 in total')).toBeTruthy();
    const [won, lost, refunded] = shownRows();
    expect(won).toContain('Solana');
    expect(won).toContain(`${en.order.result.WIN} 8.50`);
    expect(lost).toContain('Dogecoin');
    expect(lost).toContain(`${en.order.result.LOSS} -5.00`);
    expect(refunded).toContain('Litecoin');
    expect(refunded).toContain(`${en.order.result.REFUND} 0.00`);
    expect(screen.queryByText('Bitcoin')).toBeNull();
    expect(screen.getByText(en.common.noMoreData)).toBeTruthy();
  });

  it('asks for the failed orders on the Failed tab and says there are none when the server has none', async () => {
    const { environment, user } = await renderOrders('OPEN', openRows);
    await user.click(screen.getByRole('tab', { name: en.order.status.FAILED }));
    const variables = await answerSwitch(environment, []);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'FAILED', count: 10 });

    expect(await screen.findByText(en.orders.empty)).toBeTruthy();
    expect(shownRows()).toEqual([]);
    expect(screen.getByText('0 in total')).toBeTruthy();
    expect(screen.queryByText(en.common.noMoreData)).toBeNull();
  });

  it('starts on the tab the URL names and goes back to the open orders on the Open tab', async () => {
    const { environment, user } = await renderOrders('CLOSED', closedRows);
    expect(screen.getByRole('tab', { name: en.order.status.CLOSED }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(shownRows()).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: en.order.status.OPEN }));
    const variables = await answerSwitch(environment, openRows);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'OPEN', count: 10 });
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    expect(shownRows()[0]).toContain('Bitcoin');
  });

  it('shows the empty state when the account has no open orders', async () => {
    await renderOrders('OPEN', []);
    expect(screen.getByText(en.orders.empty)).toBeTruthy();
    expect(screen.getByText('0 in total')).toBeTruthy();
  });
});
