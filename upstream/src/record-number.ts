import { randomInt } from 'node:crypto';
import type { Queryable } from './db/db.ts';

/** Digits after the date: 10^12 numbers a day, drawn from the system's CSPRNG. */
const RANDOM_DIGITS = 12;

export type RecordPrefix = 'OP' | 'RC' | 'WD' | 'SP' | 'NB' | 'LN';

/**
 * A record's number: its prefix (`OP` options order, `RC` deposit, `WD` withdrawal, `SP` smart
 * plan, `NB` NFT bid, `LN` loan), the UTC date and 12 random digits. Random rather than the row id
 * so that nobody can read the platform's order count off a number (or from two numbers a day
 * apart), nor guess another customer's.
 */
export function recordNumber(prefix: RecordPrefix, now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const random = String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${prefix}${date}${random}`;
}

/**
 * Ids of customer records are drawn from [10^9, 2^31): ten digits, about 1.1 billion of them. They
 * sit in order-detail URLs and in the API (`/order/getOptionsOrderById/{id}`, the GraphQL
 * `orderId: Int`), so a counter there would tell anyone the platform's order count. They stay
 * within a 32-bit Int so the GraphQL contract keeps its type; a clash is redrawn (newRecordKey).
 * Past ~10^8 rows per table the redraws grow past 10 %, and the id should widen to a string.
 */
const MIN_ID = 1_000_000_000;
const MAX_ID_EXCLUSIVE = 2 ** 31;

export function recordId(): number {
  return randomInt(MIN_ID, MAX_ID_EXCLUSIVE);
}

/** Draws again after a clash; five clashes in a row at today's sizes would mean a broken RNG. */
const KEY_ATTEMPTS = 5;

/**
 * A fresh id and number for a new row of `table`, drawn until neither is taken. Checked before the
 * insert, because a unique violation inside the insert would abort the caller's transaction. Order
 * of arrival is kept in each table's `seq` column (migration 008), which is never shown.
 */
export async function newRecordKey(
  tx: Queryable,
  table: 'options_orders' | 'recharges' | 'withdrawals' | 'smart_plans' | 'nft_bids' | 'loans',
  prefix: RecordPrefix,
  now: number,
): Promise<{ id: number; orderNo: string }> {
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt += 1) {
    const key = { id: recordId(), orderNo: recordNumber(prefix, now) };
    const taken = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 OR order_no = $2 LIMIT 1`, [
      key.id,
      key.orderNo,
    ]);
    if (taken.length === 0) return key;
  }
  throw new Error(`no free ${table} id in ${KEY_ATTEMPTS} draws`);
}
