import { randomInt } from 'node:crypto';

/** Digits after the date: 10^12 numbers a day, drawn from the system's CSPRNG. */
const RANDOM_DIGITS = 12;

/**
 * A record's number: its prefix (`OP` options order, `RC` deposit, `WD` withdrawal), the UTC date
 * and 12 random digits. Random rather than the row id so that nobody can read the platform's
 * order count off a number (or from two numbers a day apart), nor guess another customer's. A
 * clash is left to the unique index of each table (see insertOrder for the options orders' retry).
 */
export function recordNumber(prefix: 'OP' | 'RC' | 'WD', now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const random = String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${prefix}${date}${random}`;
}
