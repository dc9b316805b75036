import type { AccountMode, LedgerEntry, Page } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { type Fields, integerField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { pageRules } from '../http/input-rules.ts';
import { type Currency, formatUnits, toUnits } from '../money/currencies.ts';
import { loadDemoInitialCents } from '../trading/option-periods.ts';

export type LedgerReason = LedgerEntry['reason'];

/** The REST shapes, declared once in the contract. */
export type { AccountMode, LedgerEntry, Page };

/** An account row locked for the transaction; `balance` and `held` in the currency's minor units. */
export type LockedAccount = {
  id: number;
  userId: number;
  mode: AccountMode;
  currency: Currency;
  balance: bigint;
  held: bigint;
};

/** What `postEntry` needs of an account: a user's (LockedAccount) or the charity beneficiary's (no user). */
export type LedgerAccount = Pick<LockedAccount, 'id' | 'balance' | 'held'> &
  Partial<Pick<LockedAccount, 'userId' | 'mode' | 'currency'>>;

/** `virtually: YES` acts on the demo account; `NO` or anything else on the real one. */
export function accountModeOf(virtually: string | string[] | undefined): AccountMode {
  const value = Array.isArray(virtually) ? (virtually[0] ?? '') : (virtually ?? '');
  return value.trim().toUpperCase() === 'YES' ? 'demo' : 'real';
}

/**
 * Opens the account on first use (a demo account with a `demo_open` entry of `demo_initial_balance`,
 * a real one at 0 with no entry) and returns it locked (`FOR UPDATE`) for the rest of `tx`. The demo
 * account is USDT only; the real one has an account per currency.
 */
export async function lockAccount(
  tx: Queryable,
  userId: number,
  mode: AccountMode,
  now: number,
  currency: Currency = 'USDT',
): Promise<LockedAccount> {
  const created = await tx.query<{ id: unknown }>(
    `INSERT INTO accounts (user_id, mode, currency, balance_units, created_at) VALUES ($1, $2, $3, 0, $4)
     ON CONFLICT (user_id, mode, currency) DO NOTHING RETURNING id`,
    [userId, mode, currency, now],
  );
  const rows = await tx.query<{ id: unknown; balance_units: unknown; held_units: unknown }>(
    `SELECT id, balance_units::text AS balance_units, held_units::text AS held_units FROM accounts
     WHERE user_id = $1 AND mode = $2 AND currency = $3 FOR UPDATE`,
    [userId, mode, currency],
  );
  const row = rows[0];
  if (!row) throw new Error(`account of user ${userId} (${mode} ${currency}) vanished`);
  const account: LockedAccount = {
    id: toNumber(row.id),
    userId,
    mode,
    currency,
    balance: toUnits(row.balance_units),
    held: toUnits(row.held_units),
  };
  if (created.length > 0 && mode === 'demo') {
    await postEntry(tx, account, 'demo_open', null, await loadDemoInitialCents(tx), now);
  }
  return account;
}

/**
 * Moves money on a locked account: updates the balance (and the held funds, for withdrawals) and
 * appends the ledger entry with both after, in the caller's transaction. Amounts are minor units of
 * the account's currency (integer cents for USDT). Refuses to go below zero (10011). A user's
 * account is noted for the commit listeners (the live account events): this is the one place
 * balances change, so no movement goes unheard, and none is heard before it commits.
 */
export async function postEntry(
  tx: Queryable,
  account: LedgerAccount,
  reason: LedgerReason,
  reference: string | null,
  amount: bigint | number,
  now: number,
  held: bigint = 0n,
): Promise<void> {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount))
    throw new RangeError(`amount must be integer minor units: ${amount}`);
  const change = BigInt(amount);
  if (account.balance + change < 0n) throw new ApiError(Code.balanceInsufficientRecharge);
  if (account.held + held < 0n) throw new RangeError(`held funds of account ${account.id} would go negative`);
  const rows = await tx.query<{ balance_units: unknown; held_units: unknown }>(
    `UPDATE accounts SET balance_units = balance_units + $2::numeric, held_units = held_units + $3::numeric
     WHERE id = $1 RETURNING balance_units::text AS balance_units, held_units::text AS held_units`,
    [account.id, change.toString(), held.toString()],
  );
  const balanceAfter = toUnits(rows[0]?.balance_units);
  const heldAfter = toUnits(rows[0]?.held_units);
  await tx.query(
    `INSERT INTO ledger_entries (account_id, reason, reference, amount_units, balance_after_units, held_units,
       held_after_units, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7::numeric, $8)`,
    [
      account.id,
      reason,
      reference,
      change.toString(),
      balanceAfter.toString(),
      held.toString(),
      heldAfter.toString(),
      now,
    ],
  );
  account.balance = balanceAfter;
  account.held = heldAfter;
  if (account.userId !== undefined && account.mode && account.currency)
    tx.note({
      kind: 'balanceChanged',
      accountId: account.id,
      userId: account.userId,
      mode: account.mode,
      currency: account.currency,
      reason,
      reference,
      balance: balanceAfter,
      held: heldAfter,
    });
}

/** Sets the demo balance back to `demo_initial_balance` with one `demo_reset` entry of the difference. */
export async function resetDemoAccount(tx: Queryable, userId: number, now: number): Promise<LockedAccount> {
  const account = await lockAccount(tx, userId, 'demo', now);
  const initial = await loadDemoInitialCents(tx);
  await postEntry(tx, account, 'demo_reset', null, BigInt(initial) - account.balance, now);
  return account;
}

export type PageRequest = { pageNum: number; pageSize: number };

/**
 * pageNum 1-1,000,000 (default 1), pageSize 1-100 (default 20); anything else is INPUT_INVALID. The
 * largest offset, 99,999,900 rows, stays a small integer, so no database ever sees an overflowing one.
 */
export function pageOf(query: Fields): PageRequest {
  return {
    pageNum: integerField(query, pageRules.pageNum),
    pageSize: integerField(query, pageRules.pageSize),
  };
}

/** Rows to skip for `page`. */
export function offsetOf(page: PageRequest): number {
  return (page.pageNum - 1) * page.pageSize;
}

/** The entries of the user's accounts of `mode`, every currency or one, newest first. */
export async function listLedgerEntries(
  db: Queryable,
  userId: number,
  mode: AccountMode,
  currency: Currency | null,
  page: PageRequest,
): Promise<Page<LedgerEntry>> {
  const where = 'a.user_id = $1 AND a.mode = $2 AND ($3::text IS NULL OR a.currency = $3)';
  const totalRows = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM ledger_entries l JOIN accounts a ON a.id = l.account_id WHERE ${where}`,
    [userId, mode, currency],
  );
  const rows = await db.query(
    `SELECT l.id, l.reason, l.reference, a.currency, l.amount_units::text AS amount_units,
       l.balance_after_units::text AS balance_after_units, l.held_units::text AS held_units,
       l.held_after_units::text AS held_after_units, l.created_at
     FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
     WHERE ${where} ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
    [userId, mode, currency, page.pageSize, offsetOf(page)],
  );
  return {
    list: rows.map((row) => {
      const entryCurrency = toText(row.currency) as Currency;
      const format = (value: unknown) => formatUnits(toUnits(value), entryCurrency);
      return {
        id: toNumber(row.id),
        mode,
        reason: toText(row.reason) as LedgerReason,
        currency: entryCurrency,
        reference: toNullableText(row.reference),
        amount: format(row.amount_units),
        balanceAfter: format(row.balance_after_units),
        held: format(row.held_units),
        heldAfter: format(row.held_after_units),
        createdAt: toNumber(row.created_at),
      };
    }),
    total: toNumber(totalRows[0]?.n),
    ...page,
  };
}
