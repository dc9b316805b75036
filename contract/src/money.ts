import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';

/**
 * Money in and out: deposits (recharges) with a proof image, withdrawals, the address
 * book, balances per currency, the deposit channels and withdrawal methods of the operator's
 * parameters. Amounts are decimal strings at their currency's places (USDT 2, BTC 8, ETH 18).
 */
export const Currency = v.picklist(['USDT', 'BTC', 'ETH']);

/**
 * A deposit's or withdrawal's states: submitted for review → approved (→ completed, withdrawals) or
 * rejected with a remark.
 */
export const ReviewStatus = v.picklist(['submitted', 'approved', 'completed', 'rejected']);

/** One currency of the real account: `available` can be spent; `held` is locked by open withdrawals. */
export const Balance = v.object({ currency: Currency, available: Decimal, held: Decimal });

/** Where a user sends a deposit: the platform's receive address on a network, and the minimum. */
export const RechargeChannel = v.object({
  currency: Currency,
  network: v.string(),
  /** Null while the operator has configured no valid receive address: deposits there are closed. */
  address: v.nullable(v.string()),
  minAmount: Decimal,
});

/** One entry of the `withdraw_account` parameter (a JSON array of these). */
export const WithdrawMethod = v.object({
  /** Stable name the withdrawal request sends, e.g. "USDT-TRC20". */
  method: v.string(),
  currency: Currency,
  network: v.string(),
  /** Fee as a fraction of the amount ("0.01" = 1 %), rounded down to the currency's places. */
  feeRate: Decimal,
  minAmount: Decimal,
});

export const RechargeRecord = v.object({
  id: Id,
  orderNo: v.string(),
  currency: Currency,
  network: v.string(),
  /** Credited to the real account when approved. */
  amount: Decimal,
  /** What the user says was paid on chain. */
  paymentAmount: Decimal,
  transactionHash: v.string(),
  lastSix: v.string(),
  /** Path on the API host (same Authorization): GET /user/rechargeProof/{id}, the owner only. */
  proofUrl: v.string(),
  status: ReviewStatus,
  remark: v.nullable(v.string()),
  createdAt: EpochMs,
  reviewedAt: v.nullable(EpochMs),
});

export const WithdrawalRecord = v.object({
  id: Id,
  orderNo: v.string(),
  method: v.string(),
  currency: Currency,
  network: v.string(),
  address: v.string(),
  /** Held on submit; fee + received = amount. */
  amount: Decimal,
  fee: Decimal,
  received: Decimal,
  status: ReviewStatus,
  remark: v.nullable(v.string()),
  createdAt: EpochMs,
  reviewedAt: v.nullable(EpochMs),
  completedAt: v.nullable(EpochMs),
});

export const WalletAddress = v.object({
  id: Id,
  currency: Currency,
  network: v.string(),
  address: v.string(),
  label: v.string(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});

/** POST /user/recharge is multipart; these are its text fields (the file part is `proof`). */
export type RechargeFields = {
  currency: string;
  network: string;
  amount: string;
  paymentAmount: string;
  transactionHash: string;
  lastSix: string;
};
export type WithdrawalRequest = { method: string; addressId: number; amount: string; fundPassword: string };
export type AddressInput = { currency: string; network: string; address: string; label?: string };
export type AddressUpdate = AddressInput & { id: number };
export type FundPasswordRequest = { fundPassword: string; password?: string };
export type PasswordChangeRequest = { oldPassword: string; password: string };

export type Currency = v.InferOutput<typeof Currency>;
export type ReviewStatus = v.InferOutput<typeof ReviewStatus>;
export type Balance = v.InferOutput<typeof Balance>;
export type RechargeChannel = v.InferOutput<typeof RechargeChannel>;
export type WithdrawMethod = v.InferOutput<typeof WithdrawMethod>;
export type RechargeRecord = v.InferOutput<typeof RechargeRecord>;
export type WithdrawalRecord = v.InferOutput<typeof WithdrawalRecord>;
export type WalletAddress = v.InferOutput<typeof WalletAddress>;

/** The operator API's view of a record: the contract record plus whose it is. */
export const OpsRechargeRecord = v.object({ ...RechargeRecord.entries, userId: Id, userName: v.string() });
export const OpsWithdrawalRecord = v.object({
  ...WithdrawalRecord.entries,
  userId: Id,
  userName: v.string(),
});

export type OpsRechargeRecord = v.InferOutput<typeof OpsRechargeRecord>;
export type OpsWithdrawalRecord = v.InferOutput<typeof OpsWithdrawalRecord>;
