import type { Balance, Currency, ReviewStatus } from '@swx/contract';
import { builder } from '../builder.ts';

export const CurrencyEnum = builder.enumType('Currency', {
  description: 'Currencies of the real account. Amounts keep their own places: USDT 2, BTC 8, ETH 18.',
  values: ['USDT', 'BTC', 'ETH'] as const,
});

const REVIEW_STATUSES = ['SUBMITTED', 'APPROVED', 'COMPLETED', 'REJECTED'] as const;
type ReviewStatusName = (typeof REVIEW_STATUSES)[number];

export const ReviewStatusEnum = builder.enumType('ReviewStatus', {
  description:
    'A deposit or withdrawal: SUBMITTED for review → APPROVED (a deposit is credited then; a withdrawal ' +
    'is being sent) → COMPLETED (withdrawals: paid), or REJECTED with a remark.',
  values: REVIEW_STATUSES,
});

export function reviewStatus(status: ReviewStatus): ReviewStatusName {
  return status.toUpperCase() as ReviewStatusName;
}

export function contractReviewStatus(status: ReviewStatusName | null | undefined): ReviewStatus | undefined {
  return status ? (status.toLowerCase() as ReviewStatus) : undefined;
}

/** The contract's currency names are the enum's values. */
export function currencyOf(value: string | null | undefined): Currency | null {
  return value === 'USDT' || value === 'BTC' || value === 'ETH' ? value : null;
}

export const CurrencyAmountRef = builder
  .objectRef<{ currency: Currency; amount: string }>('CurrencyAmount')
  .implement({
    fields: (t) => ({
      currency: t.field({ type: CurrencyEnum, resolve: (value) => value.currency }),
      amount: t.expose('amount', { type: 'Decimal' }),
    }),
  });

export const BalanceRef = builder.objectRef<Balance>('Balance').implement({
  description: 'One currency of the real account.',
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (balance) => balance.currency }),
    available: t.expose('available', { type: 'Decimal', description: 'What can be spent or withdrawn.' }),
    held: t.expose('held', { type: 'Decimal', description: 'Locked by withdrawals under review.' }),
  }),
});
