import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
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

/**
 * Requests allowed per window, per client address and per session token; for chat a visitor's key
 * (X-Chat-Visitor) counts as the token: one conversation has one budget from any number of addresses.
 */
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
 * Per-address and per-token budgets (rate-limiter-flexible). In memory for one process; with a
 * Redis client (REDIS_URL) the counters live in Redis, so every gateway process behind one address
 * spends from the same budget. Should Redis stop answering, each process falls back to its own
 * in-memory counters (the library's insurance limiter) rather than letting everything through or
 * refusing everyone. A refusal is a typed RATE_LIMITED error with retryAfterSeconds, and the HTTP
 * reply gets Retry-After.
 */
export class RateLimits {
  readonly #limiters = new Map<LimitedAction, { address: RateLimiterAbstract; token: RateLimiterAbstract }>();

  constructor(budgets: RateBudgets = defaultRateBudgets, redis: Redis | null = null) {
    const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      if (!redis) return memory;
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `swx:rate:${keyPrefix}`,
        points,
        duration,
        // A Redis that is down or reconnecting answers from memory at once, not after a timeout.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    for (const [action, budget] of Object.entries(budgets) as [LimitedAction, Budget][]) {
      this.#limiters.set(action, {
        address: limiter(`${action}:address`, budget.perAddress, budget.windowSeconds),
        token: limiter(`${action}:token`, budget.perToken, budget.windowSeconds),
      });
    }
  }

  /** Spends one request of `action` for this caller, or throws RATE_LIMITED. */
  async consume(action: LimitedAction, caller: CallerHeaders): Promise<void> {
    const limiters = this.#limiters.get(action);
    if (!limiters) return;
    try {
      if (caller.clientAddress) await limiters.address.consume(caller.clientAddress);
      const party = caller.authorization ?? (action === 'chat' ? caller.chatVisitor : null);
      if (party) await limiters.token.consume(tokenKey(party));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new ServiceError('RATE_LIMITED', `Too many attempts; try again in ${retryAfterSeconds} s.`, {
        retryAfterSeconds,
      });
    }
  }
}

/** Tokens (and visitor keys) are credentials: the limiter keys on a hash, never the token itself. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
