/**
 * The smart plan arithmetic, shared by the reference upstream (which pays it) and the web app's
 * purchase dialog (which previews it), so both count alike. Amounts are integer cents (bigint),
 * rates decimal strings; nothing here is a float. It imports only `decimal.ts`, so the web app can
 * bundle it alone (`@swx/contract/smart-terms`). The rules: docs/decisions.md, "Smart plans".
 */
import { timesRateDown } from './decimal.ts';

/** A cycle's profit in cents: principal × daily yield × days per cycle, rounded down to the cent. */
export function profitPerCycle(amountCents: bigint, dailyYield: string, cycleDays: number): bigint {
  return timesRateDown(amountCents * BigInt(cycleDays), dailyYield);
}

/** What an early exit keeps of the principal: principal × penalty share, rounded down to the cent. */
export function exitPenalty(amountCents: bigint, rate: string): bigint {
  return timesRateDown(amountCents, rate);
}
