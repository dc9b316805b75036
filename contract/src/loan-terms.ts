/**
 * The loan arithmetic, shared by the reference upstream (which charges it) and the web app's
 * calculator (which previews it), so both count alike. Amounts are integer minor units (bigint),
 * rates decimal strings; nothing here is a float. It imports only `decimal.ts`, so the web app can
 * bundle it alone (`@swx/contract/loan-terms`).
 *
 * The rules (docs/decisions.md, "### Loans"):
 * - A loan's days count from its disbursement (the operator's approval); a started day counts whole.
 * - Interest: none for the interest-free days, then `dailyRate` on the principal for every further
 *   day, up to the term. Repaying early pays only the days used. Rounded down to the minor unit.
 * - Past the due date, liquidated damages of `lateDailyRate` on the principal per started day
 *   overdue, rounded down; after `graceDays` overdue the loan expires and its collateral is sold.
 * - Collateral: `collateralRatio` × principal, valued at the collateral's recorded price, rounded
 *   up to the collateral currency's minor unit (never less than the ratio).
 */
import { parseDecimal, timesRateDown } from './decimal.ts';

export const dayMs = 86_400_000;

/** Whole days from `from` to `to`, a started day counting whole; 0 when `to` is not after `from`. */
export function startedDays(from: number, to: number): number {
  if (to <= from) return 0;
  return Math.ceil((to - from) / dayMs);
}

/** The agreed terms a loan's figures depend on. */
export type LoanTerms = {
  /** The principal in minor units (USDT cents). */
  principal: bigint;
  termDays: number;
  interestFreeDays: number;
  /** Interest per day on the principal past the interest-free days ("0.0005" = 0.05 %). */
  dailyRate: string;
};

/** Interest for `days` of the loan (capped at the term): the days past the interest-free ones. */
export function interestFor(terms: LoanTerms, days: number): bigint {
  const counted = Math.min(Math.max(days, 0), terms.termDays);
  const charged = Math.max(0, counted - terms.interestFreeDays);
  return timesRateDown(terms.principal * BigInt(charged), terms.dailyRate);
}

export type LoanQuote = {
  /** Interest-free days within the term (the parameter, or the whole term when it is shorter). */
  interestFreeDays: number;
  /** Days that bear interest when the loan runs its full term. */
  chargedDays: number;
  /** Interest when repaid on the due date. */
  totalInterest: bigint;
  /** Principal plus `totalInterest`. */
  repaymentAmount: bigint;
};

/** What a loan costs when held to its due date: the calculator's figures and the agreement's. */
export function quoteLoan(terms: LoanTerms): LoanQuote {
  const interestFreeDays = Math.min(terms.interestFreeDays, terms.termDays);
  const totalInterest = interestFor(terms, terms.termDays);
  return {
    interestFreeDays,
    chargedDays: terms.termDays - interestFreeDays,
    totalInterest,
    repaymentAmount: terms.principal + totalInterest,
  };
}

/** Liquidated damages for `overdueDays` started days past the due date. */
export function damagesFor(principal: bigint, lateDailyRate: string, overdueDays: number): bigint {
  return timesRateDown(principal * BigInt(Math.max(overdueDays, 0)), lateDailyRate);
}

/** `a / b` rounded up, for positive integers. */
function divideUp(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * Units of a collateral currency (`collateralScale` places) worth at least `valueUnits` of the
 * loan currency (`loanScale` places) at `price` (loan currency per whole collateral coin), times
 * `ratio` ("1.5"); rounded up. Null when the price or ratio is not a positive decimal.
 */
export function collateralFor(
  valueUnits: bigint,
  ratio: string,
  price: string,
  collateralScale: number,
  loanScale = 2,
): bigint | null {
  const p = parseDecimal(price);
  const r = parseDecimal(ratio);
  if (!p || !r || p.units <= 0n || r.units <= 0n || valueUnits <= 0n) return null;
  // value × ratio / price, with every scale moved into integers:
  // (v / 10^ls) × (ru / 10^rs) / (pu / 10^ps) coins = v·ru·10^ps·10^cs / (10^ls·10^rs·pu) units.
  const numerator = valueUnits * r.units * 10n ** BigInt(p.scale + collateralScale);
  const denominator = 10n ** BigInt(loanScale + r.scale) * p.units;
  return divideUp(numerator, denominator);
}
