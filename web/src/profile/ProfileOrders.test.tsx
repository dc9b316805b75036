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
function Orders({ initialStatus, tabChosen }: { initialStatus: KnownOrderStatus; tabChosen: boolean }) {
  const { viewer } = useLazyLoadQuery<AccountSectionQuery>(accountSectionQuery, {
    orderStatus: initialStatus,
    mode: 'DEMO',
  });
  return viewer?.account ? (
    <ProfileOrders account={viewer.account} initialStatus={initialStatus} tabChosen={tabChosen} />
  ) : null;
}

type Counts = Partial<Record<KnownOrderStatus, number>>;

/** The server's answer: the demo account with these orders (one page, no more after it) and its tab counts. */
function answer(operation: OperationDescriptor, rows: Row[], counts: Counts = {}) {
  const countOf: Record<string, KnownOrderStatus> = {
    openOrders: 'OPEN',
    closedOrders: 'CLOSED',
    failedOrders: 'FAILED',
  };
  return MockPayloadGenerator.generate(operation, {
    Account: () => ({ id: 'account-DEMO', mode: 'DEMO', balance: '9900.00' }),
    OptionsOrderConnection: (context) => {
      const counted = context.alias ? countOf[context.alias] : undefined;
      if (counted) return { totalCount: counts[counted] ?? 0, edges: [] };
      return {
        totalCount: rows.length,
        edges: rows.map((row) => ({
          cursor: `cursor-${row.id}`,
          node: { ...row, code: row.marketName.toUpperCase(), openTime: '2026-11-23T10:00:00.000Z' },
        })),
        pageInfo: { hasNextPage: false, endCursor: rows.length ? `cursor-${rows.at(-1)?.id}` : null },
      };
    },
  });
}

const counts = { OPEN: openRows.length, CLOSED: closedRows.length, FAILED: 0 };

async function renderOrders(
  initialStatus: KnownOrderStatus,
  rows: Row[],
  { tabCounts = counts, tabChosen = true }: { tabCounts?: Counts; tabChosen?: boolean } = {},
) {
  const rendered = await renderWithRelay(
    <Suspense fallback="loading">
      <Orders initialStatus={initialStatus} tabChosen={tabChosen} />
    </Suspense>,
  );
  const { environment } = rendered;
  const query = environment.mock.getMostRecentOperation();
  expect(query.request.variables).toEqual({ orderStatus: initialStatus, mode: 'DEMO' });
  act(() => environment.mock.resolve(query, answer(query, rows, tabCounts)));
  await screen.findByRole('heading', { name: en.orders.title });
  return { ...rendered, user: userEvent.setup() };
}

/** A tab by its status word (its label also carries the count). */
const tab = (status: KnownOrderStatus) =>
  screen.getByRole('tab', { name: new RegExp(`^${en.order.status[status]} \\(\\d+\\)$`) });

/** The orders the user sees in the selected tab's panel, each as its text. */
function shownRows() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The list query a tab switch sends, answered with `rows`; returns the variables it asked with. */
async function answerSwitch(environment: MockEnvironment, rows: Row[], tabCounts: Counts = counts) {
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const refetch = environment.mock.getMostRecentOperation();
  expect(refetch.request.node.params.name).toBe('ProfileOrdersPaginationQuery');
  act(() => environment.mock.resolve(refetch, answer(refetch, rows, tabCounts)));
  return refetch.request.variables;
}

describe("the profile's order tabs", () => {
  it('shows the open orders first, each with its market, direction, stake and status', async () => {
    await renderOrders('OPEN', openRows);
    expect(tab('OPEN').getAttribute('aria-selected')).toBe('true');
    expect(tab('OPEN').textContent).toBe('Open (2)');
    expect(tab('CLOSED').textContent).toBe('Closed (3)');
    expect(tab('FAILED').textContent).toBe('Failed (0)');
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
    await user.click(tab('CLOSED'));
    // The open list stays on screen while the closed one loads.
    expect(shownRows()).toHaveLength(2);
    const variables = await answerSwitch(environment, closedRows);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'CLOSED', count: 10 });

    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(tab('CLOSED').getAttribute('aria-selected')).toBe('true');
    const [won, lost, refunded] = shownRows();
    // Profit with its sign and currency, then the result in words.
    expect(won).toContain('Solana');
    expect(won).toContain(`+8.50 USDT${en.order.result.WIN}`);
    expect(lost).toContain('Dogecoin');
    expect(lost).toContain(`-5.00 USDT${en.order.result.LOSS}`);
    expect(refunded).toContain('Litecoin');
    expect(refunded).toContain(`0.00 USDT${en.order.result.REFUND}`);
    expect(screen.queryByText('Bitcoin')).toBeNull();
    expect(screen.getByText(en.common.noMoreData)).toBeTruthy();
  });

  it('asks for the failed orders on the Failed tab and says there are none when the server has none', async () => {
    const { environment, user } = await renderOrders('OPEN', openRows);
    await user.click(tab('FAILED'));
    const variables = await answerSwitch(environment, []);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'FAILED', count: 10 });

    expect(await screen.findByText(en.orders.empty)).toBeTruthy();
    expect(shownRows()).toEqual([]);
    expect(screen.queryByText(en.common.noMoreData)).toBeNull();
  });

  it('starts on the tab the URL names and goes back to the open orders on the Open tab', async () => {
    const { environment, user } = await renderOrders('CLOSED', closedRows);
    expect(tab('CLOSED').getAttribute('aria-selected')).toBe('true');
    expect(shownRows()).toHaveLength(3);

    await user.click(tab('OPEN'));
    const variables = await answerSwitch(environment, openRows);
    expect(variables).toMatchObject({ id: 'account-DEMO', status: 'OPEN', count: 10 });
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    expect(shownRows()[0]).toContain('Bitcoin');
  });

  it('shows the empty state when the account has no orders at all', async () => {
    await renderOrders('OPEN', [], { tabCounts: {}, tabChosen: false });
    expect(screen.getByText(en.orders.empty)).toBeTruthy();
    expect(tab('OPEN').getAttribute('aria-selected')).toBe('true');
    expect(tab('OPEN').textContent).toBe('Open (0)');
  });

  it('opens on the first tab with orders when the URL names none, not on an empty Open tab', async () => {
    const { environment } = await renderOrders('OPEN', [], {
      tabCounts: { CLOSED: 3 },
      tabChosen: false,
    });
    expect(tab('CLOSED').getAttribute('aria-selected')).toBe('true');
    // The Open tab's empty answer is not shown under Closed while its rows load.
    expect(screen.queryByText(en.orders.empty)).toBeNull();
    const variables = await answerSwitch(environment, closedRows, { CLOSED: 3 });
    expect(variables).toMatchObject({ status: 'CLOSED', count: 10 });
    await waitFor(() => expect(shownRows()).toHaveLength(3));
  });

  it('moves between the tabs with the arrow keys, Home and End, selecting the tab it lands on', async () => {
    const { environment, user } = await renderOrders('OPEN', openRows);
    expect(tab('OPEN').tabIndex).toBe(0);
    expect(tab('CLOSED').tabIndex).toBe(-1);
    act(() => tab('OPEN').focus());

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('CLOSED'));
    expect(tab('CLOSED').getAttribute('aria-selected')).toBe('true');
    expect(tab('CLOSED').tabIndex).toBe(0);
    expect(tab('OPEN').tabIndex).toBe(-1);
    expect(await answerSwitch(environment, closedRows)).toMatchObject({ status: 'CLOSED' });
    await waitFor(() => expect(shownRows()).toHaveLength(3));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('CLOSED').id);

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('FAILED'));
    expect(await answerSwitch(environment, [])).toMatchObject({ status: 'FAILED' });

    // From the last tab, the next one is the first.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('OPEN'));
    expect(tab('OPEN').getAttribute('aria-selected')).toBe('true');
    expect(await answerSwitch(environment, openRows)).toMatchObject({ status: 'OPEN' });

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('FAILED'));
    await answerSwitch(environment, []);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('OPEN'));
    expect(tab('OPEN').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the tab the URL names even when it is empty', async () => {
    await renderOrders('OPEN', [], { tabCounts: { CLOSED: 3 }, tabChosen: true });
    expect(tab('OPEN').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(en.orders.empty)).toBeTruthy();
  });
});
