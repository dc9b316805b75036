import { formatCents, toScaled } from '@swx/contract/decimal';
import { lockAccount, postEntry } from '../ledger/ledger.ts';
import type { TestUpstream } from './test-upstream.ts';

/** Credits the user's real USDT account with one `recharge` entry, as an approved deposit would. */
export async function fundReal(t: TestUpstream, userId: number, amount: string): Promise<void> {
  await t.upstream.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, 'real', t.clock.now());
    await postEntry(tx, account, 'recharge', 'RC-TEST', toScaled(amount, 2) ?? 0n, t.clock.now());
  });
}

/** Moves `amount` of the real USDT balance into held funds, as a pending withdrawal does. */
export async function holdFunds(t: TestUpstream, userId: number, amount: string): Promise<void> {
  const units = toScaled(amount, 2) ?? 0n;
  await t.upstream.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, 'real', t.clock.now());
    await postEntry(tx, account, 'withdrawal_hold', 'WD-TEST', -units, t.clock.now(), units);
  });
}

/** The real USDT balance as the ledger's account row has it. */
export async function realBalance(t: TestUpstream, userId: number): Promise<string> {
  const rows = await t.upstream.db.query(
    "SELECT balance_units::text AS b FROM accounts WHERE user_id = $1 AND mode = 'real' AND currency = 'USDT'",
    [userId],
  );
  return formatCents(BigInt(String(rows[0]?.b ?? '0')));
}

/** The ledger entries of one plan (reference = its number), oldest first: reason and signed amount. */
export async function planEntries(t: TestUpstream, orderNo: string): Promise<[string, string][]> {
  const rows = await t.upstream.db.query(
    'SELECT reason, amount_units::text AS amount FROM ledger_entries WHERE reference = $1 ORDER BY id',
    [orderNo],
  );
  return rows.map((row) => [String(row.reason), formatCents(BigInt(String(row.amount)))]);
}

/** Rows of every table a smart request could write. */
export async function smartRowCounts(t: TestUpstream) {
  const rows = await t.upstream.db.query(
    `SELECT (SELECT count(*) FROM smart_plans)::int AS plans, (SELECT count(*) FROM smart_plan_payouts)::int AS payouts,
       (SELECT count(*) FROM ledger_entries)::int AS entries`,
  );
  return rows[0];
}
