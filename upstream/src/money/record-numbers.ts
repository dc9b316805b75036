import { type Queryable, toNumber } from '../db/db.ts';

/** The next id of a table's serial, taken before the insert so the submit can read the row back by it. */
export async function nextId(tx: Queryable, table: 'recharges' | 'withdrawals'): Promise<number> {
  const rows = await tx.query<{ id: unknown }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id`,
  );
  return toNumber(rows[0]?.id);
}

/** Thrown inside a submit transaction when another request committed the same idempotency key first. */
export class KeyTaken extends Error {}
