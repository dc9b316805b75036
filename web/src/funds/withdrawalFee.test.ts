import { describe, expect, it } from 'vitest';
import { quoteWithdrawal } from './withdrawalFee';

describe('quoteWithdrawal', () => {
  it('takes the fee out of the amount, rounded down at the currency places', () => {
    expect(quoteWithdrawal('100', '0.01', 'USDT')).toEqual({ fee: '1.00', received: '99.00' });
    expect(quoteWithdrawal('10.55', '0.015', 'USDT')).toEqual({ fee: '0.15', received: '10.40' });
    expect(quoteWithdrawal('0.12345678', '0.005', 'BTC')).toEqual({
      fee: '0.00061728',
      received: '0.12283950',
    });
  });

  it('has no quote for an empty, zero, negative or over-precise amount', () => {
    for (const amount of ['', '0', '-5', 'abc', '1.001'])
      expect(quoteWithdrawal(amount, '0.01', 'USDT')).toBeNull();
  });
});
