import type { OptionPeriod } from '@swx/contract';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { parseBoundedDecimal, parseCents } from './money.ts';

/** One tradable period of options orders (`limitTime` seconds, minimum stake, payout rate): the contract's shape. */
export type { OptionPeriod };

export const optionPeriodsParam = 'options_periods';
export const optionsLeverParam = 'options_lever';
export const demoInitialBalanceParam = 'demo_initial_balance';

export const defaultOptionPeriods: OptionPeriod[] = [
  { limitTime: 30, minAmount: '10.00', payoutRate: '0.80' },
  { limitTime: 60, minAmount: '10.00', payoutRate: '0.85' },
  { limitTime: 120, minAmount: '50.00', payoutRate: '0.88' },
  { limitTime: 300, minAmount: '100.00', payoutRate: '0.92' },
];

/** Validates a list of periods (from the parameter, the start options or OPTIONS_PERIODS); throws when malformed. */
export function parseOptionPeriods(value: unknown): OptionPeriod[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new Error('option periods must be a non-empty array');
  return value.map((item: unknown) => {
    const p = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const limitTime = p.limitTime;
    const minAmount = typeof p.minAmount === 'number' ? String(p.minAmount) : p.minAmount;
    const payoutRate = typeof p.payoutRate === 'number' ? String(p.payoutRate) : p.payoutRate;
    if (typeof limitTime !== 'number' || !Number.isInteger(limitTime) || limitTime <= 0)
      throw new Error(`option period limitTime must be a positive integer, got ${String(limitTime)}`);
    if (typeof minAmount !== 'string' || parseCents(minAmount) === undefined)
      throw new Error(`option period minAmount must be a decimal with ≤ 2 places, got ${String(minAmount)}`);
    if (typeof payoutRate !== 'string' || parseBoundedDecimal(payoutRate) === undefined)
      throw new Error(`option period payoutRate must be a decimal, got ${String(payoutRate)}`);
    return { limitTime, minAmount, payoutRate };
  });
}

async function paramValue(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db.query<{ value: unknown }>('SELECT value FROM params WHERE key = $1', [key]);
  const value = rows[0]?.value;
  return typeof value === 'string' ? value : undefined;
}

/** The configured periods; 10018 when the operator parameter is missing or malformed. */
export async function loadOptionPeriods(db: Queryable): Promise<OptionPeriod[]> {
  const raw = await paramValue(db, optionPeriodsParam);
  try {
    return parseOptionPeriods(JSON.parse(raw ?? ''));
  } catch {
    throw new ApiError(Code.systemParamFailed);
  }
}

export async function findOptionPeriod(db: Queryable, limitTime: number): Promise<OptionPeriod | undefined> {
  return (await loadOptionPeriods(db)).find((p) => p.limitTime === limitTime);
}

/** Leverage of options orders (`options_lever`, 1 unless configured). */
export async function loadOptionsLever(db: Queryable): Promise<number> {
  const lever = Number(await paramValue(db, optionsLeverParam));
  return Number.isInteger(lever) && lever > 0 ? lever : 1;
}

/** The opening balance of a demo account in cents (`demo_initial_balance`). */
export async function loadDemoInitialCents(db: Queryable): Promise<number> {
  const cents = parseCents((await paramValue(db, demoInitialBalanceParam)) ?? '');
  if (cents === undefined) throw new ApiError(Code.systemParamFailed);
  return cents;
}

/** Start-time override of the periods (browser tests use a few seconds); overwrites the parameter. */
export async function writeOptionPeriods(db: Queryable, periods: OptionPeriod[], now: number): Promise<void> {
  await db.query(
    `INSERT INTO params (key, value, description, updated_at) VALUES ($1, $2, '', $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [optionPeriodsParam, JSON.stringify(parseOptionPeriods(periods)), now],
  );
}
