import type { OpsSmartProduct, SmartProduct } from '@swx/contract';
import { compareDecimal, parseDecimal } from '@swx/contract/decimal';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { paramValue } from '../money/money-params.ts';
import { parseCents } from '../trading/money.ts';

/** The contract's shapes, declared once there. */
export type { OpsSmartProduct, SmartProduct };

export const smartProductsParam = 'smart_products';

/** Yields are drawn on a grid of 0.01 % (4 places of a fraction), so a plan shows e.g. 0.47 %. */
export const yieldScale = 4;
/** A plan runs at most a year; its payouts stay a short list. */
export const maxPlanDays = 365;

/**
 * The seeded products (operator configuration, editable in `params`). Yields are ranges a plan's
 * daily yield is drawn from, not promises; the names say what kind of strategy, not how good.
 */
export const defaultSmartProducts: OpsSmartProduct[] = [
  {
    id: 1,
    name: 'Trend Follower EA',
    currency: 'USDT',
    dailyYieldMin: '0.0030',
    dailyYieldMax: '0.0060',
    minAmount: '100.00',
    maxAmount: '5000.00',
    days: [7, 15, 30],
    cycleDays: 1,
    exitPenaltyRate: '0.10',
    kycRequired: false,
    onSale: true,
  },
  {
    id: 2,
    name: 'Grid Range EA',
    currency: 'USDT',
    dailyYieldMin: '0.0040',
    dailyYieldMax: '0.0080',
    minAmount: '500.00',
    maxAmount: '20000.00',
    days: [14, 28, 56],
    cycleDays: 7,
    exitPenaltyRate: '0.15',
    kycRequired: false,
    onSale: true,
  },
  {
    id: 3,
    name: 'Multi-Market Arbitrage EA',
    currency: 'USDT',
    dailyYieldMin: '0.0060',
    dailyYieldMax: '0.0120',
    minAmount: '5000.00',
    maxAmount: '100000.00',
    days: [30, 90],
    cycleDays: 1,
    exitPenaltyRate: '0.20',
    kycRequired: true,
    onSale: true,
  },
];

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max;

/** A decimal text (a number is read as its digits) with at most `places` places, else undefined. */
function decimalText(value: unknown, places: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const parsed = parseDecimal(text);
  return parsed && parsed.scale <= places ? text : undefined;
}

/** A fraction below 1 (a yield or a penalty share). */
function fraction(value: unknown, places: number): string | undefined {
  const text = decimalText(value, places);
  return text !== undefined && compareDecimal(text, '1') < 0 ? text : undefined;
}

function product(item: unknown): OpsSmartProduct {
  const p = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const name = typeof p.name === 'string' ? p.name.trim() : '';
  const dailyYieldMin = fraction(p.dailyYieldMin, yieldScale);
  const dailyYieldMax = fraction(p.dailyYieldMax, yieldScale);
  const minAmount = decimalText(p.minAmount, 2);
  const maxAmount = decimalText(p.maxAmount, 2);
  const exitPenaltyRate = fraction(p.exitPenaltyRate, 6);
  const cycleDays = p.cycleDays ?? 1;
  const days = Array.isArray(p.days) ? p.days : [];
  if (!isCount(p.id, 2 ** 31 - 1)) throw new Error('smart product id must be a positive integer');
  if (name === '' || name.length > 64) throw new Error(`smart product ${p.id}: name of 1-64 characters`);
  if (!dailyYieldMin || !dailyYieldMax || compareDecimal(dailyYieldMin, dailyYieldMax) > 0)
    throw new Error(`smart product ${p.id}: dailyYieldMin ≤ dailyYieldMax, fractions with ≤ 4 places`);
  const minCents = parseCents(minAmount ?? '');
  const maxCents = parseCents(maxAmount ?? '');
  if (!minAmount || !maxAmount || !minCents || maxCents === undefined || minCents > maxCents)
    throw new Error(`smart product ${p.id}: 0 < minAmount ≤ maxAmount, USDT with ≤ 2 places`);
  if (!exitPenaltyRate) throw new Error(`smart product ${p.id}: exitPenaltyRate is a fraction below 1`);
  if (!isCount(cycleDays, maxPlanDays)) throw new Error(`smart product ${p.id}: cycleDays 1-${maxPlanDays}`);
  if (days.length === 0 || !days.every((d) => isCount(d, maxPlanDays) && d % cycleDays === 0))
    throw new Error(`smart product ${p.id}: days are whole numbers of cycles, at most ${maxPlanDays}`);
  return {
    id: p.id,
    name,
    currency: 'USDT',
    dailyYieldMin,
    dailyYieldMax,
    minAmount,
    maxAmount,
    days: [...new Set(days as number[])].sort((a, b) => a - b),
    cycleDays,
    exitPenaltyRate,
    kycRequired: p.kycRequired === true,
    onSale: p.onSale !== false,
  };
}

/** Validates a product list (the parameter, or the start option of tests); throws when malformed. */
export function parseSmartProducts(value: unknown): OpsSmartProduct[] {
  if (!Array.isArray(value)) throw new Error('smart products must be an array');
  const products = value.map(product);
  if (new Set(products.map((p) => p.id)).size !== products.length)
    throw new Error('smart product ids must be unique');
  return products;
}

/** Every configured product, on sale or withdrawn; 10018 when the parameter is missing or malformed. */
export async function loadSmartProducts(db: Queryable): Promise<OpsSmartProduct[]> {
  try {
    return parseSmartProducts(JSON.parse((await paramValue(db, smartProductsParam)) ?? ''));
  } catch {
    throw new ApiError(Code.systemParamFailed);
  }
}

/** The retail view: products on sale, without the operator's flag. */
export function retailProduct({ onSale: _onSale, ...product }: OpsSmartProduct): SmartProduct {
  return product;
}

export async function productsOnSale(db: Queryable): Promise<SmartProduct[]> {
  return (await loadSmartProducts(db)).filter((p) => p.onSale).map(retailProduct);
}

/** Writes the product list (start option, or the operator withdrawing a product), validated first. */
export async function writeSmartProducts(db: Queryable, products: unknown, now: number): Promise<void> {
  await db.query(
    `INSERT INTO params (key, value, description, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [smartProductsParam, JSON.stringify(parseSmartProducts(products)), smartProductsDescription, now],
  );
}

export const smartProductsDescription =
  'Smart trading products: id, name, daily yield range (drawn per plan), investment range, days, cycle, early-exit penalty share, KYC, on sale';
