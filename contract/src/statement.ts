import * as v from 'valibot';
import { LedgerEntry } from './accounts.ts';
import { Decimal, EpochMs, Page } from './common.ts';
import { Currency } from './money.ts';

/** The kinds a statement groups the ledger's reasons into: what a user filters and totals by. */
export const statementKinds = [
  'orders',
  'deposits',
  'withdrawals',
  'plans',
  'loans',
  'nfts',
  'rewards',
  'demo',
] as const;
export const StatementKind = v.picklist(statementKinds);
export type StatementKind = v.InferOutput<typeof StatementKind>;

type LedgerReason = LedgerEntry['reason'];

/** The kind of each ledger reason: every reason has exactly one, so the kinds' totals add up to the ledger. */
export const kindOfReason: Record<LedgerReason, StatementKind> = {
  demo_open: 'demo',
  demo_reset: 'demo',
  options_stake: 'orders',
  options_payout: 'orders',
  options_refund: 'orders',
  recharge: 'deposits',
  withdrawal_hold: 'withdrawals',
  withdrawal_release: 'withdrawals',
  withdrawal_paid: 'withdrawals',
  withdrawal_fee: 'withdrawals',
  invite_reward: 'rewards',
  smart_principal: 'plans',
  smart_profit: 'plans',
  smart_principal_return: 'plans',
  smart_refund: 'plans',
  smart_exit_penalty: 'plans',
  nft_bid_hold: 'nfts',
  nft_bid_release: 'nfts',
  nft_purchase: 'nfts',
  nft_donation: 'nfts',
  loan_collateral_hold: 'loans',
  loan_collateral_release: 'loans',
  loan_collateral_liquidation: 'loans',
  loan_disbursement: 'loans',
  loan_repayment: 'loans',
  loan_interest: 'loans',
  loan_damages: 'loans',
};

/** The reasons of the kinds given (all reasons for none). */
export function reasonsOfKinds(kinds: readonly StatementKind[]): LedgerReason[] {
  const reasons = Object.keys(kindOfReason) as LedgerReason[];
  return kinds.length === 0 ? reasons : reasons.filter((reason) => kinds.includes(kindOfReason[reason]));
}

/**
 * The reasons that are a result rather than money moved in or out: an order's stake against its payout
 * or refund, a plan's profit and exit penalty (its principal goes out and comes back, so it is no result).
 */
export const profitReasons: readonly LedgerReason[] = [
  'options_stake',
  'options_payout',
  'options_refund',
  'smart_profit',
  'smart_exit_penalty',
];

export const StatementTotal = v.object({ kind: StatementKind, amount: Decimal, count: v.number() });
export type StatementTotal = v.InferOutput<typeof StatementTotal>;

/** One day (YYYY-MM-DD in the statement's time zone) of results. */
export const DailyProfit = v.object({ day: v.string(), amount: Decimal });
export type DailyProfit = v.InferOutput<typeof DailyProfit>;

export const Statement = v.object({
  currency: Currency,
  from: EpochMs,
  to: EpochMs,
  timeZone: v.string(),
  /** The balance just before `from` and at `to`: closing = opening + the sum of every total. */
  opening: Decimal,
  closing: Decimal,
  /** Every kind, whatever `kinds` filtered the entries by. */
  totals: v.array(StatementTotal),
  profit: v.array(DailyProfit),
  /** The entries of the kinds asked for, oldest first. */
  entries: Page(LedgerEntry),
});
export type Statement = v.InferOutput<typeof Statement>;

/** The longest range one statement covers. */
export const statementMaxDays = 366;
