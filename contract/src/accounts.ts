import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';
import { Currency } from './money.ts';

export const AccountMode = v.picklist(['demo', 'real']);

export const UserInfo = v.object({
  id: Id,
  userName: v.string(),
  email: v.string(),
  areaCode: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** 0 not verified, 1 pending review, 2 verified, 3 failed. */
  kycStatus: v.picklist([0, 1, 2, 3]),
  inviteCode: v.string(),
  creditScore: v.number(),
  receiveAddress: v.nullable(v.string()),
  createdAt: EpochMs,
});

/** UserInfo as getUserInfo answers from the trading slice on: the account of the call's mode. */
export const UserInfoWithAccount = v.object({
  ...UserInfo.entries,
  accountMode: v.optional(AccountMode),
  balance: v.optional(Decimal),
  /** Whether the 6-digit fund password was set (withdrawals need it). */
  fundPasswordSet: v.optional(v.boolean()),
});

export const Session = v.object({ token: v.string(), expiresAt: EpochMs, user: UserInfo });

export const Availability = v.object({ available: v.boolean() });
export const CodeSent = v.object({ expiresAt: EpochMs });

/** Why a balance changed: the reason of a ledger entry. */
export const LedgerReason = v.picklist([
  'demo_open',
  'demo_reset',
  'options_stake',
  'options_payout',
  'options_refund',
  'recharge',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'withdrawal_fee',
  'invite_reward',
  'smart_principal',
  'smart_profit',
  'smart_principal_return',
  'smart_refund',
  'smart_exit_penalty',
  'nft_bid_hold',
  'nft_bid_release',
  'nft_purchase',
  'nft_donation',
  'loan_collateral_hold',
  'loan_collateral_release',
  'loan_collateral_liquidation',
  'loan_disbursement',
  'loan_repayment',
  'loan_interest',
  'loan_damages',
]);

export const LedgerEntry = v.object({
  id: Id,
  mode: AccountMode,
  reason: LedgerReason,
  /** The account's currency; entries before the money slice are USDT. */
  currency: v.optional(Currency),
  reference: v.nullable(v.string()),
  /** Signed: negative for a debit. */
  amount: Decimal,
  balanceAfter: Decimal,
  /**
   * Change of the held funds (withdrawals and loan collateral: + on hold, − on release, payout or liquidation) and what is held after;
   * "0" at the currency's places for every other entry.
   */
  held: v.optional(Decimal),
  heldAfter: v.optional(Decimal),
  createdAt: EpochMs,
});

export type AccountMode = v.InferOutput<typeof AccountMode>;
export type UserInfo = v.InferOutput<typeof UserInfo>;
export type UserInfoWithAccount = v.InferOutput<typeof UserInfoWithAccount>;
export type Session = v.InferOutput<typeof Session>;
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;
