import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { renderWithRelay } from '../../test-support/renderWithRelay';
import { OpenPositions } from './OpenPositions';

const running = {
  id: 'order-1',
  orderNo: 'OP1',
  code: 'BTCUSDT',
  direction: 'UP',
  amount: '10',
  payoutRate: '0.85',
  openPrice: '100.00',
  closePrice: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
  status: 'OPEN',
  result: null,
  profit: null,
  market: { id: 'market-BTCUSDT', name: 'Bitcoin', nowPrice: '123.45' },
};

function answer(operation: OperationDescriptor) {
  return MockPayloadGenerator.generate(operation, {
    Account: () => ({ id: 'account-1' }),
    OptionsOrderConnection: () => ({ totalCount: 1, edges: [{ cursor: 'c1', node: running }] }),
  });
}

const noMarks = () => {};

describe('open positions', () => {
  it('shows a settled order by its close price and result, with no live price and no estimate', async () => {
    const { environment } = await renderWithRelay(
      <Suspense fallback="loading">
        <OpenPositions code="BTCUSDT" onMarks={noMarks} />
      </Suspense>,
    );
    act(() => environment.mock.resolveMostRecentOperation(answer));
    const row = await screen.findByTestId('open-position');
    expect(within(row).getByTestId('position-now').textContent).toContain('123.45');
    expect(within(row).getByTestId('position-estimate').textContent).toContain('+8.50');
    expect(screen.getByText(en.positions.estimateNote)).toBeTruthy();

    const settlement = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useOrderSettlementSubscription');
    if (!settlement) throw new Error('the row follows its settlement');
    act(() =>
      environment.mock.nextValue(settlement, {
        data: {
          accountEvents: {
            __typename: 'OptionsOrderSettled',
            account: { id: 'account-1', mode: 'DEMO', balance: '990.00' },
            order: { ...running, status: 'CLOSED', result: 'LOSS', closePrice: '99.50', profit: '-10.00' },
          },
        },
      }),
    );

    expect(row.getAttribute('data-status')).toBe('CLOSED');
    expect(within(row).queryByTestId('position-now')).toBeNull();
    expect(within(row).queryByTestId('position-estimate')).toBeNull();
    expect(within(row).getByText(en.positions.close)).toBeTruthy();
    expect(within(row).getByTestId('position-close').textContent).toBe('99.50');
    expect(within(row).getByTestId('position-profit').textContent).toContain('-10.00');
    expect(within(row).getByTestId('position-result').textContent).toBe(en.order.result.LOSS);
    expect(screen.queryByText(en.positions.estimateNote)).toBeNull();
    expect(row.textContent).not.toContain('123.45');
  });
});
