import type { Queryable } from '../db/db.ts';
import { toNumber } from '../db/db.ts';
import type { LedgerAccount } from '../ledger/ledger.ts';
import { toUnits } from '../money/currencies.ts';

/** The one beneficiary of NFT sales: the operator's configured children's charity. */
export const charityBeneficiary = 'nft_charity';

/**
 * The beneficiary's USDT account, opened on first use and locked (`FOR UPDATE`) for the rest of
 * `tx`. It belongs to no user (migration 013): donations are ledger entries on it, so what it was
 * given is the sum of its `nft_donation` entries. Locked after any user's account, never before.
 */
export async function lockBeneficiaryAccount(tx: Queryable, now: number): Promise<LedgerAccount> {
  await tx.query(
    `INSERT INTO accounts (user_id, beneficiary, mode, currency, balance_units, created_at)
     VALUES (NULL, $1, 'real', 'USDT', 0, $2) ON CONFLICT (beneficiary, mode, currency) DO NOTHING`,
    [charityBeneficiary, now],
  );
  const rows = await tx.query<{ id: unknown; balance_units: unknown; held_units: unknown }>(
    `SELECT id, balance_units::text AS balance_units, held_units::text AS held_units FROM accounts
     WHERE beneficiary = $1 AND mode = 'real' AND currency = 'USDT' FOR UPDATE`,
    [charityBeneficiary],
  );
  const row = rows[0];
  if (!row) throw new Error('beneficiary account vanished');
  return { id: toNumber(row.id), balance: toUnits(row.balance_units), held: toUnits(row.held_units) };
}

/** Everything donated and the number of sales, from the beneficiary's ledger entries. */
export async function donationTotals(db: Queryable): Promise<{ units: bigint; sales: number }> {
  const rows = await db.query<{ total: unknown; sales: unknown }>(
    `SELECT COALESCE(sum(l.amount_units), 0)::text AS total, count(l.id) AS sales
     FROM accounts a JOIN ledger_entries l ON l.account_id = a.id
     WHERE a.beneficiary = $1 AND l.reason = 'nft_donation'`,
    [charityBeneficiary],
  );
  return { units: toUnits(rows[0]?.total ?? '0'), sales: toNumber(rows[0]?.sales ?? 0) };
}
