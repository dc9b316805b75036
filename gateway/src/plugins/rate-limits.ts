import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ServiceError } from '../errors/errors.ts';
import type { CallerHeaders } from '../upstream/client.ts';

/**
 * The mutations a client could abuse by volume: guessing, mail bombing, order floods; `money` is
 * recharge and withdraw (uploads, fund password guesses), `password` changePassword and setFundPassword.
 */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'sendCode'
  | 'resetPassword'
  | 'order'
  | 'money'
  | 'password'
  /** sendChatMessage: a visitor needs no account, so volume is what stops a flood of support messages. */
  | 'chat';

/** Requests allowed per window, per client address and per session token. */
export type Budget = { perAddress: number; perToken: number; windowSeconds: number };
export type RateBudgets = Record<LimitedAction, Budget>;

/**
 * Generous for a person, tight for a script. The upstream also throttles password and code
 * checks per account; these stop volume before it reaches it.
 */
export const defaultRateBudgets: RateBudgets = {
  login: { perAddress: 30, perToken: 30, windowSeconds: 60 },
  register: { perAddress: 10, perToken: 10, windowSeconds: 60 },
  sendCode: { perAddress: 10, perToken: 10, windowSeconds: 600 },
  resetPassword: { perAddress: 10, perToken: 10, windowSeconds: 60 },
  order: { perAddress: 120, perToken: 60, windowSeconds: 60 },
  money: { perAddress: 30, perToken: 20, windowSeconds: 60 },
  password: { perAddress: 10, perToken: 10, windowSeconds: 60 },
  chat: { perAddress: 60, perToken: 30, windowSeconds: 60 },
};

/**
 * Per-address and per-token budgets (rate-limiter-flexible, in memory; the same library has a
 * Redis store for several gateway processes). A refusal is a typed RATE_LIMITED error with
 * retryAfterSeconds, and the HTTP reply gets Retry-After.
 */
export class RateLimits {
  readonly #limiters = new Map<LimitedAction, { address: RateLimiterMemory; token: RateLimiterMemory }>();

  constructor(budgets: RateBudgets = defaultRateBudgets) {
    for (const [action, budget] of Object.entries(budgets) as [LimitedAction, Budget][]) {
      this.#limiters.set(action, {
        address: new RateLimiterMemory({
          keyPrefix: `${action}:address`,
          points: budget.perAddress,
          duration: budget.windowSeconds,
        }),
        token: new RateLimiterMemory({
          keyPrefix: `${action}:token`,
          points: budget.perToken,
          duration: budget.windowSeconds,
        }),
      });
    }
  }

  /** Spends one request of `action` for this caller, or throws RATE_LIMITED. */
  async consume(action: LimitedAction, caller: CallerHeaders): Promise<void> {
    const limiters = this.#limiters.get(action);
    if (!limiters) return;
    try {
      if (caller.clientAddress) await limiters.address.consume(caller.clientAddress);
      if (caller.authorization) await limiters.token.consume(tokenKey(caller.authorization));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new ServiceError('RATE_LIMITED', `Too many attempts; try again in ${retryAfterSeconds} s.`, {
        retryAfterSeconds,
      });
    }
  }
}

/** Tokens are credentials: the limiter keys on a hash, never the token itself. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
