import { describe, expect, it } from 'vitest';
import { type OrderForm, validateOrder } from './orderValidation';

const base: OrderForm = {
  direction: 'UP',
  amount: '100',
  useStopLoss: false,
  stopLoss: '',
  useTakeProfit: false,
  takeProfit: '',
};

describe('validateOrder', () => {
  it('accepts a stake at or above the minimum', () => {
    expect(validateOrder(base, '10.00', '64000.5')).toEqual({});
    expect(validateOrder({ ...base, amount: '10' }, '10.00', '64000.5')).toEqual({});
  });

  it('asks for the purchase quantity, a correct amount and the minimum', () => {
    expect(validateOrder({ ...base, amount: ' ' }, '10', '1').amount).toBe(
      'validation.purchaseQuantityRequired',
    );
    expect(validateOrder({ ...base, amount: '1.234' }, '10', '1').amount).toBe('validation.amountInvalid');
    expect(validateOrder({ ...base, amount: '0' }, '10', '1').amount).toBe('validation.amountInvalid');
    expect(validateOrder({ ...base, amount: '9.99' }, '10', '1').amount).toBe(
      'errors.BELOW_MINIMUM_PURCHASE',
    );
  });

  it('asks for stop prices that are switched on', () => {
    const errors = validateOrder({ ...base, useStopLoss: true, useTakeProfit: true }, '10', '100');
    expect(errors).toEqual({
      stopLoss: 'validation.stopLossRequired',
      takeProfit: 'validation.takeProfitRequired',
    });
  });

  it('wants the stop loss below and the take profit above for UP, the other way round for DOWN', () => {
    const up = { ...base, useStopLoss: true, useTakeProfit: true, stopLoss: '99.5', takeProfit: '100.5' };
    expect(validateOrder(up, '10', '100')).toEqual({});
    expect(validateOrder({ ...up, direction: 'DOWN' }, '10', '100')).toEqual({
      stopLoss: 'errors.PRICES_UNREASONABLE',
      takeProfit: 'errors.PRICES_UNREASONABLE',
    });
    expect(validateOrder({ ...up, stopLoss: '100' }, '10', '100').stopLoss).toBe(
      'errors.PRICES_UNREASONABLE',
    );
  });
});

describe('validateOrder against the server rules', () => {
  it('refuses a trailing point or a sign, as the server does (it answers 10016 for such an amount)', () => {
    expect(validateOrder({ ...base, amount: '10.' }, '10', '1').amount).toBe('validation.amountInvalid');
    expect(validateOrder({ ...base, amount: '+10' }, '10', '1').amount).toBe('validation.amountInvalid');
    const up = { ...base, useStopLoss: true, stopLoss: '99.' };
    expect(validateOrder(up, '10', '100').stopLoss).toBe('validation.priceInvalid');
  });

  it('compares stop prices exactly at up to 12 places', () => {
    const up = { ...base, useStopLoss: true, stopLoss: '99.999999999999' };
    expect(validateOrder(up, '10', '100')).toEqual({});
    expect(validateOrder({ ...up, stopLoss: '99.9999999999999' }, '10', '100').stopLoss).toBe(
      'validation.priceInvalid',
    );
  });
});

describe('validateOrder against the balance', () => {
  it('refuses a stake above the balance it knows, and checks none it does not', () => {
    expect(validateOrder({ ...base, amount: '100.01' }, '10', '1', '100.00').amount).toBe(
      'errors.BALANCE_INSUFFICIENT_RECHARGE',
    );
    expect(validateOrder({ ...base, amount: '100' }, '10', '1', '100.00')).toEqual({});
    expect(validateOrder({ ...base, amount: '100.01' }, '10', '1', null)).toEqual({});
  });
});
