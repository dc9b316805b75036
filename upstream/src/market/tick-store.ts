import type { Queryable } from '../db/db.ts';

/** Ticks older than this are pruned; settlement of later slices only looks back minutes, not days. */
export const tickRetentionMs = 2 * 24 * 60 * 60 * 1000;

/** Records one simulator tick (every live market's price at `time`) in a single statement. */
export async function recordTicks(
  db: Queryable,
  time: number,
  ticks: readonly { code: string; price: string }[],
) {
  if (ticks.length === 0) return;
  await db.query(
    `INSERT INTO market_ticks (market_code, time, price)
     SELECT code, $2::bigint, price FROM unnest($1::text[], $3::numeric[]) AS t(code, price)
     ON CONFLICT (market_code, time) DO NOTHING`,
    [ticks.map((t) => t.code), time, ticks.map((t) => t.price)],
  );
}

export async function pruneTicks(db: Queryable, now: number) {
  await db.query('DELETE FROM market_ticks WHERE time < $1', [now - tickRetentionMs]);
}
