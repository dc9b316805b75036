import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { renderWithRelay } from '../../test-support/renderWithRelay';
import { StakeField } from './StakeField';

function Stake({ initial, balance }: { initial: string; balance: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <StakeField
      value={value}
      onChange={setValue}
      minAmount="10.00"
      balance={balance}
      currency="USDT"
      locale="en"
      error={null}
      helper={null}
      shortfall={null}
    />
  );
}

const field = () => screen.getByLabelText(en.order.amount) as HTMLInputElement;

describe('the stake field', () => {
  it('offers quick stakes the balance covers, in the account currency, and marks the one chosen', async () => {
    await renderWithRelay(<Stake initial="" balance="120.00" />);
    const user = userEvent.setup();
    const chips = screen.getByRole('group', { name: 'Quick amounts (USDT)' });
    expect([...chips.querySelectorAll('button')].map((chip) => chip.textContent)).toEqual([
      '10',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('button', { name: 'Stake 50 USDT' }));
    expect(field().value).toBe('50');
    expect(screen.getByRole('button', { name: 'Stake 50 USDT' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('steps by the minimum with labelled − and + buttons and with the arrow keys', async () => {
    await renderWithRelay(<Stake initial="" balance={null} />);
    const user = userEvent.setup();
    const minus = screen.getByRole('button', { name: 'Decrease the stake by 10.00 USDT' });
    const plus = screen.getByRole('button', { name: 'Increase the stake by 10.00 USDT' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    await user.click(plus);
    expect(field().value).toBe('10');
    await user.click(plus);
    expect(field().value).toBe('20');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field().value).toBe('30');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(minus);
    await user.keyboard('{Enter}');
    expect(field().value).toBe('20');
  });
});
