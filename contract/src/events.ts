import * as v from 'valibot';
import { AccountMode, LedgerReason } from './accounts.ts';
import { Decimal } from './common.ts';
import { Currency } from './money.ts';
import { Notification } from './notifications.ts';
import { OptionsOrder } from './orders.ts';

/**
 * GET /user/events (server-sent events): `ready` once the stream is registered, then one message
 * per account event of the caller, either mode. Event names this list does not know are skipped.
 */
export const ACCOUNT_EVENT_NAMES = [
  'ready',
  'optionsOrderSettled',
  'notificationAdded',
  'nftBidChanged',
  'balanceChanged',
  'reviewConcluded',
] as const;

/** `event: optionsOrderSettled`: an order left `open` (closed or failed), as getOptionsOrderById answers it. */
export const OptionsOrderSettled = v.object({ order: OptionsOrder });

export type OptionsOrderSettled = v.InferOutput<typeof OptionsOrderSettled>;

/** `event: notificationAdded`: a notification was created for the caller (the bell's unread count rises). */
export const NotificationAdded = v.object({ notification: Notification, unread: v.number() });

export type NotificationAdded = v.InferOutput<typeof NotificationAdded>;

/**
 * `event: balanceChanged`: ledger entries changed one of the caller's accounts, once per account per
 * committed transaction; `balance` and `held` are after it, `reason`/`reference` name its first entry.
 */
export const BalanceChanged = v.object({
  mode: AccountMode,
  currency: Currency,
  balance: Decimal,
  held: Decimal,
  reason: LedgerReason,
  reference: v.nullable(v.string()),
});

export type BalanceChanged = v.InferOutput<typeof BalanceChanged>;

/** `event: reviewConcluded`: a record of the caller under review moved (approved, rejected, paid, verified). */
export const ReviewConcluded = v.object({
  subject: v.picklist(['identification', 'loan', 'recharge', 'withdrawal']),
  /** The record's order number; an identity check's id. */
  reference: v.string(),
  /** The record's state after the step, as its own endpoint names it. */
  status: v.string(),
});

export type ReviewConcluded = v.InferOutput<typeof ReviewConcluded>;
