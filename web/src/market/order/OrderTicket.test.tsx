import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { renderWithRelay } from '../../test-support/renderWithRelay';
import { OrderTicket } from './OrderTicket';
import { type OptionPeriod, useOrderForm } from './useOrderForm';

// The reference upstream's default periods.
const periods: OptionPeriod[] = [
  { period: 60, minAmount: '10.00', payoutRate: '0.85' },
  { period: 120, minAmount: '50.00', payoutRate: '0.88' },
  { period: 300, minAmount: '100.00', payoutRate: '0.92' },
];
const market = { code: 'BTCUSDT', name: 'Bitcoin', nowPrice: '65000.5' };

function Ticket() {
  const order = useOrderForm(periods);
  return (
    <OrderTicket
      order={order}
      optionPeriods={periods}
      nowPrice={market.nowPrice}
      balance="100000.00"
      accountMode="DEMO"
      locale="en"
      opening={false}
      onReview={() => order.review(market, '100000.00', 'DEMO')}
      onIntent={() => {}}
    />
  );
}

async function renderTicket() {
  await renderWithRelay(<Ticket />);
  return userEvent.setup();
}

const period = () => screen.getByLabelText(en.order.period);
const stakeField = () => screen.getByLabelText(en.order.amount) as HTMLInputElement;

describe('the order ticket', () => {
  it('takes the payout a trader wants and shows the stake it takes at the period’s rate', async () => {
    const user = await renderTicket();
    await user.click(screen.getByRole('button', { name: en.order.entry.PAYOUT }));
    await user.type(screen.getByLabelText(en.order.wantedPayout), '100');
    // 100 / 1.85 = 54.05…: 54.05 would pay 99.99, so 54.06, which pays 100.01 (winnings rounded down).
    expect(screen.getByTestId('stake-needed').textContent).toBe('Stake 54.06 USDT · a win pays 100.01 USDT');
    expect(screen.getByTestId('payout-UP').textContent).toBe('pays 100.01 USDT');
    // The payout asked for stays; the stake follows the period's rate (100 / 1.92 → 52.09).
    await user.selectOptions(period(), '300');
    expect(screen.getByTestId('stake-needed').textContent).toBe('Stake 52.09 USDT · a win pays 100.01 USDT');
    // Back to the stake: the field holds the stake that was worked out.
    await user.click(screen.getByRole('button', { name: en.order.entry.STAKE }));
    expect(stakeField().value).toBe('52.09');
    await user.click(screen.getByRole('button', { name: en.order.entry.PAYOUT }));
    expect((screen.getByLabelText(en.order.wantedPayout) as HTMLInputElement).value).toBe('100.01');
  });

  it('names the chosen period’s minimum when the stake is below it, and follows the period', async () => {
    const user = await renderTicket();
    await user.type(stakeField(), '20');
    await user.click(screen.getByRole('button', { name: en.order.submit }));
    expect(screen.queryByText(/The minimum for/)).toBeNull();
    await user.selectOptions(period(), '120');
    await user.click(screen.getByRole('button', { name: en.order.submit }));
    expect(screen.getByText('The minimum for 120 s is 50.00 USDT')).toBeTruthy();
    await user.selectOptions(period(), '300');
    expect(screen.getByText('The minimum for 300 s is 100.00 USDT')).toBeTruthy();
    // A period whose minimum the stake meets: the message goes.
    await user.selectOptions(period(), '60');
    expect(screen.queryByText(/The minimum for/)).toBeNull();
  });
});
