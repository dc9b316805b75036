import * as v from 'valibot';
import { AccountMode } from './accounts.ts';
import { Decimal, EpochMs, Id } from './common.ts';

export const OptionPeriod = v.object({
  /** Seconds from open to expiry. */
  limitTime: v.pipe(v.number(), v.integer()),
  minAmount: Decimal,
  payoutRate: Decimal,
});

export const OptionsOrder = v.object({
  id: Id,
  orderNo: v.string(),
  mode: AccountMode,
  code: v.string(),
  appName: v.string(),
  direction: v.picklist(['up', 'down']),
  amount: Decimal,
  limitTime: v.number(),
  payoutRate: Decimal,
  lots: v.number(),
  lever: v.number(),
  margin: Decimal,
  requiredMargin: Decimal,
  stopLoss: v.nullable(Decimal),
  takeProfit: v.nullable(Decimal),
  openPrice: Decimal,
  openTime: EpochMs,
  expiresAt: EpochMs,
  closePrice: v.nullable(Decimal),
  closeTime: v.nullable(EpochMs),
  status: v.picklist(['open', 'closed', 'failed']),
  result: v.nullable(v.picklist(['win', 'loss', 'refund'])),
  closeReason: v.nullable(v.picklist(['expiry', 'stop_loss', 'take_profit', 'no_price'])),
  /** Payout minus stake; null while open. */
  profit: v.nullable(Decimal),
  createdAt: EpochMs,
});

export type OptionPeriod = v.InferOutput<typeof OptionPeriod>;
export type OptionsOrder = v.InferOutput<typeof OptionsOrder>;
