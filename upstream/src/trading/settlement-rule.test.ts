import { describe, expect, it } from 'vitest';
import { type SettleableOrder, settle } from './settlement-rule.ts';

const order = (over: Partial<SettleableOrder> = {}): SettleableOrder => ({
  direction: 'up',
  amountCents: 10_000,
  payoutRate: '0.85',
  openPrice: '100.00',
  openTime: 1_000,
  expiresAt: 31_000,
  stopLoss: null,
  takeProfit: null,
  ...over,
});
const tick = (time: number, price: string) => ({ time, price });

describe('settlement rule', () => {
  it('closes at the first tick at or after expiry: win, loss or refund from the prices alone', () => {
    const ticks = [tick(1_000, '90.00'), tick(2_000, '130.00'), tick(31_000, '100.01'), tick(32_000, '1.00')];
    expect(settle(order(), ticks, 31_000)).toEqual({
      status: 'closed',
      result: 'win',
      closeReason: 'expiry',
      closePrice: '100.01',
      closeTime: 31_000,
      creditCents: 18_500,
      profitCents: 8_500,
    });
    expect(settle(order({ direction: 'down' }), ticks, 31_000)).toMatchObject({
      result: 'loss',
      creditCents: 0,
      profitCents: -10_000,
    });
    // Unchanged (also when the scale differs): the stake comes back.
    expect(settle(order(), [tick(33_000, '100.0')], 33_000)).toMatchObject({
      status: 'closed',
      result: 'refund',
      closeTime: 33_000,
      creditCents: 10_000,
      profitCents: 0,
    });
  });

  it('stays open before expiry and fails with a refund 60 s after expiry without a price', () => {
    expect(settle(order(), [tick(2_000, '101.00')], 20_000)).toBeUndefined();
    expect(settle(order(), [], 91_000)).toBeUndefined();
    expect(settle(order(), [], 91_001)).toEqual({
      status: 'failed',
      result: 'refund',
      closeReason: 'no_price',
      closePrice: null,
      closeTime: null,
      creditCents: 10_000,
      profitCents: 0,
    });
  });

  it('closes early at the first tick touching a stop price, as a loss or a win', () => {
    const up = order({ stopLoss: '95.00', takeProfit: '105.00' });
    expect(
      settle(up, [tick(2_000, '99.00'), tick(3_000, '95.00'), tick(4_000, '120.00')], 4_000),
    ).toMatchObject({
      result: 'loss',
      closeReason: 'stop_loss',
      closePrice: '95.00',
      closeTime: 3_000,
    });
    expect(settle(up, [tick(2_000, '105.01')], 2_000)).toMatchObject({
      result: 'win',
      closeReason: 'take_profit',
      creditCents: 18_500,
    });
    const down = order({ direction: 'down', stopLoss: '105.00', takeProfit: '95.00' });
    expect(settle(down, [tick(2_000, '105.00')], 2_000)).toMatchObject({
      result: 'loss',
      closeReason: 'stop_loss',
    });
    expect(settle(down, [tick(2_000, '94.00')], 2_000)).toMatchObject({
      result: 'win',
      closeReason: 'take_profit',
    });
    // The open tick itself never closes the order.
    expect(settle(up, [tick(1_000, '90.00')], 2_000)).toBeUndefined();
  });
});
