import { defaultRateBudgets, type RateBudgets } from '../plugins/rate-limits.ts';

/** For tests that sign up, log in or order many times from one address; budgets have their own tests. */
export const unlimitedRateBudgets = Object.fromEntries(
  Object.keys(defaultRateBudgets).map((action) => [
    action,
    { perAddress: 1_000_000, perToken: 1_000_000, windowSeconds: 1 },
  ]),
) as RateBudgets;
