import { type Queryable, toNumber } from '../db/db.ts';

/** The next id of a table's serial, taken before the insert so the record number can carry it. */
export async function nextId(tx: Queryable, table: 'recharges' | 'withdrawals'): Promise<number> {
  const rows = await tx.query<{ id: unknown }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id`,
  );
  return toNumber(rows[0]?.id);
}

/** `RC`/`WD` + UTC date + the 8-digit id, like options orders' `OP…` numbers. */
export function recordNumber(prefix: 'RC' | 'WD', id: number, now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${String(id).padStart(8, '0')}`;
}

/** Thrown inside a submit transaction when another request committed the same idempotency key first. */
export class KeyTaken extends Error {}
