import { toScaled } from '@swx/contract/decimal';
import { isAboveBalance } from './stakeSteps';

export type OrderDirection = 'UP' | 'DOWN';

export type OrderForm = {
  direction: OrderDirection;
  amount: string;
  useStopLoss: boolean;
  stopLoss: string;
  useTakeProfit: boolean;
  takeProfit: string;
};

/** i18n keys of the validation messages, per field. */
export type OrderFormErrors = Partial<Record<'amount' | 'stopLoss' | 'takeProfit', string>>;

/** Stop prices are compared at the upstream's precision for prices (at most 12 places). */
const priceScale = 12;

function comparePrices(a: string, b: string): number | null {
  const left = toScaled(a, priceScale);
  const right = toScaled(b, priceScale);
  if (left === null || right === null) return null;
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * Checks the order form before the confirmation dialog opens (enter purchase quantity,
 * enter a correct amount, below the minimum, enter stop loss / take profit price, prices
 * unreasonable) and the balance it knows (10011). The server checks the same again; these only
 * spare a round trip.
 */
export function validateOrder(
  form: OrderForm,
  minAmount: string,
  currentPrice: string,
  balance: string | null = null,
): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const amount = form.amount.trim();
  if (amount === '') errors.amount = 'validation.purchaseQuantityRequired';
  else {
    const cents = toScaled(amount, 2);
    const minimum = toScaled(minAmount, 2);
    if (cents === null || cents <= 0n) errors.amount = 'validation.amountInvalid';
    else if (minimum !== null && cents < minimum) errors.amount = 'errors.BELOW_MINIMUM_PURCHASE';
    // 10011 before the request: the panel flags it as typed, and Review does not open on it.
    else if (isAboveBalance(amount, balance)) errors.amount = 'errors.BALANCE_INSUFFICIENT_RECHARGE';
  }
  // For UP the stop loss lies below and the take profit above the current price; DOWN mirrors it.
  const below = form.direction === 'UP' ? -1 : 1;
  if (form.useStopLoss) {
    const value = form.stopLoss.trim();
    const side = value === '' ? null : comparePrices(value, currentPrice);
    if (value === '') errors.stopLoss = 'validation.stopLossRequired';
    else if (side === null) errors.stopLoss = 'validation.priceInvalid';
    else if (side !== below) errors.stopLoss = 'errors.PRICES_UNREASONABLE';
  }
  if (form.useTakeProfit) {
    const value = form.takeProfit.trim();
    const side = value === '' ? null : comparePrices(value, currentPrice);
    if (value === '') errors.takeProfit = 'validation.takeProfitRequired';
    else if (side === null) errors.takeProfit = 'validation.priceInvalid';
    else if (side !== -below) errors.takeProfit = 'errors.PRICES_UNREASONABLE';
  }
  return errors;
}
