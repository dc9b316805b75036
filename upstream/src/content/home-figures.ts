import type { HomeFigure, HomeFigures } from '@swx/contract';
import { parseDecimal } from '@swx/contract/decimal';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { formatUnits, toUnits } from '../money/currencies.ts';
import { getParam } from './content-store.ts';

/** The operator's statements of the home figures; where one is set, it is shown instead of the measure. */
export const homeFigureParams = {
  registeredUsers: 'home_registered_users',
  volume24h: 'home_volume_24h',
  marketCount: 'home_market_count',
  feeRate: 'home_fee_rate',
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** How long measured figures are kept: counting every account and order per home view would not scale. */
export const homeFiguresTtlMs = 60_000;

type Measured = { registeredUsers: string; volume24h: string; marketCount: string };

/** An operator's figure, when its parameter holds a non-negative decimal (anything else is not a statement). */
async function stated(db: Queryable, key: string): Promise<HomeFigure | null> {
  const value = (await getParam(db, key))?.trim() ?? '';
  const parsed = parseDecimal(value);
  return parsed && parsed.units >= 0n ? { value, source: 'operator' } : null;
}

/**
 * The home page's figures: registered users (every account), the last 24 hours' turnover (the stakes
 * of real-account options orders placed in that window, in USDT; demo money is play money and moves
 * no market) and the markets listed, each replaced by the operator's statement where one is set.
 * Measures are kept for a minute.
 */
export class HomeFigureSource {
  private readonly db: Queryable;
  private readonly clock: Clock;
  private readonly marketCount: () => number;
  private cached: { at: number; figures: Promise<HomeFigures> } | undefined;

  constructor(db: Queryable, clock: Clock, marketCount: () => number) {
    this.db = db;
    this.clock = clock;
    this.marketCount = marketCount;
  }

  read(): Promise<HomeFigures> {
    const now = this.clock.now();
    if (!this.cached || now - this.cached.at >= homeFiguresTtlMs) {
      const figures = this.compute(now);
      this.cached = { at: now, figures };
      // A failed read is not kept: the next view tries again.
      figures.catch(() => {
        if (this.cached?.figures === figures) this.cached = undefined;
      });
    }
    return this.cached.figures;
  }

  private async compute(now: number): Promise<HomeFigures> {
    const measured = await this.measure(now);
    const figure = async (name: keyof Measured): Promise<HomeFigure> =>
      (await stated(this.db, homeFigureParams[name])) ?? { value: measured[name], source: 'measured' };
    return {
      registeredUsers: await figure('registeredUsers'),
      volume24h: await figure('volume24h'),
      marketCount: await figure('marketCount'),
      feeRate: await stated(this.db, homeFigureParams.feeRate),
    };
  }

  private async measure(now: number): Promise<Measured> {
    const users = await this.db.query<{ n: unknown }>('SELECT count(*) AS n FROM users');
    const turnover = await this.db.query<{ cents: unknown }>(
      `SELECT coalesce(sum(amount_cents), 0) AS cents FROM options_orders
       WHERE mode = 'real' AND status <> 'failed' AND created_at > $1 AND created_at <= $2`,
      [now - dayMs, now],
    );
    return {
      registeredUsers: String(toUnits(users[0]?.n ?? 0)),
      volume24h: formatUnits(toUnits(turnover[0]?.cents ?? 0), 'USDT'),
      marketCount: String(this.marketCount()),
    };
  }
}
