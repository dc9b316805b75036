import type { Clock } from '../clock.ts';
import { Throttled } from '../http/envelope.ts';
import { clientKey } from './client-address.ts';
import { type CredentialPolicy, defaultCredentialPolicy } from './credential-policy.ts';
import { RecentMap } from './recent-map.ts';
import { TokenBucket } from './token-bucket.ts';

/** How one started check ended; exactly one is called. */
export type CredentialAttempt = {
  /** The credential was right: the account's failures from this address are forgiven, the address is known. */
  succeeded(): void;
  /** The credential was wrong (or named no account): the failure stays counted. */
  failed(): void;
  /** The call stopped for another reason (e.g. a taken username): as if it had not been a check. */
  abandoned(): void;
};

type AddressFailures = { failures: number; lastStartedAt: number };
type AccountState = { failures: TokenBucket; knownAddresses: string[] };

/**
 * Throttles password and code checks per client address, per account and address, and per account.
 * A check counts from the moment it starts (as a failure until it succeeds), so a thousand concurrent
 * guesses see each other and scrypt runs only for the few that fit the budgets.
 *
 * The state is in this process's memory: it resets on restart, and several upstream processes behind
 * one load balancer would each keep their own. Such a deployment needs these tables in a shared store
 * (Redis, PostgreSQL) instead.
 */
export class CredentialThrottle {
  private readonly clock: Clock;
  private readonly policy: CredentialPolicy;
  private readonly addressBudgets: RecentMap<string, TokenBucket>;
  private readonly addressFailures: RecentMap<string, AddressFailures>;
  private readonly accounts: RecentMap<string, AccountState>;
  private readonly codeSendsByAddress: RecentMap<string, TokenBucket>;
  private readonly codeSendsByEmail: RecentMap<string, TokenBucket>;

  constructor(clock: Clock, policy: CredentialPolicy = defaultCredentialPolicy) {
    this.clock = clock;
    this.policy = policy;
    this.addressBudgets = new RecentMap(policy.maxTrackedKeys);
    this.addressFailures = new RecentMap(policy.maxTrackedKeys);
    this.accounts = new RecentMap(policy.maxTrackedKeys);
    this.codeSendsByAddress = new RecentMap(policy.maxTrackedKeys);
    this.codeSendsByEmail = new RecentMap(policy.maxTrackedKeys);
  }

  /**
   * Starts a check of `account`'s credential from `ip`, or throws Throttled (429) before any work when
   * the address is out of checks, this account is backing off from this address, or the account has
   * taken too many failures and this address never checked in successfully.
   */
  begin(account: string, ip: string): CredentialAttempt {
    const now = this.clock.now();
    const address = clientKey(ip);
    const pairKey = `${account}\n${address}`;
    const budget = this.addressBudgets.upsert(
      address,
      () => new TokenBucket(this.policy.checksPerAddress, now),
    );
    const state = this.accountState(account, now);
    const known = state.knownAddresses.includes(address);
    const previous = this.addressFailures.get(pairKey);
    const waitMs = Math.max(
      budget.waitMs(now),
      previous ? this.backoffWaitMs(previous, now) : 0,
      known ? 0 : state.failures.waitMs(now),
    );
    if (waitMs > 0) throw new Throttled(waitMs);

    budget.take(now);
    state.failures.take(now);
    const failures = this.addressFailures.upsert(pairKey, () => ({ failures: 0, lastStartedAt: now }));
    failures.failures += 1;
    failures.lastStartedAt = now;

    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    return {
      failed: () => settle(() => {}),
      succeeded: () =>
        settle(() => {
          this.addressFailures.delete(pairKey);
          state.failures.refund(this.clock.now());
          this.remember(state, address);
        }),
      abandoned: () =>
        settle(() => {
          failures.failures = Math.max(0, failures.failures - 1);
          state.failures.refund(this.clock.now());
        }),
    };
  }

  /**
   * Runs `check` as one attempt: a result is a success, an error that `isFailure` accepts a failed
   * guess, any other error neither.
   */
  async guard<T>(
    account: string,
    ip: string,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    const attempt = this.begin(account, ip);
    try {
      const result = await check();
      attempt.succeeded();
      return result;
    } catch (error) {
      if (isFailure(error)) attempt.failed();
      else attempt.abandoned();
      throw error;
    }
  }

  /** Marks `ip` as one the owner of `account` uses (e.g. the address that registered it). */
  rememberAddress(account: string, ip: string): void {
    this.remember(this.accountState(account, this.clock.now()), clientKey(ip));
  }

  /**
   * Takes one verification e-mail from the address's and the mailbox's budgets, or throws Throttled.
   * `notSent` gives the mailbox's back when no mail went out (resend guard, taken or unknown e-mail),
   * so only real mails use up a mailbox's budget; the address's stays spent.
   */
  beginCodeSend(email: string, ip: string): { notSent(): void } {
    const now = this.clock.now();
    const byAddress = this.codeSendsByAddress.upsert(
      clientKey(ip),
      () => new TokenBucket(this.policy.codeSendsPerAddress, now),
    );
    const byEmail = this.codeSendsByEmail.upsert(
      email,
      () => new TokenBucket(this.policy.codeSendsPerEmail, now),
    );
    const waitMs = Math.max(byAddress.waitMs(now), byEmail.waitMs(now));
    if (waitMs > 0) throw new Throttled(waitMs);
    byAddress.take(now);
    byEmail.take(now);
    return { notSent: () => byEmail.refund(this.clock.now()) };
  }

  private accountState(account: string, now: number): AccountState {
    return this.accounts.upsert(account, () => ({
      failures: new TokenBucket(this.policy.failuresPerAccount, now),
      knownAddresses: [],
    }));
  }

  /** 1 s after the 5th consecutive failure, 2 s after the 6th, … at most 15 minutes (default policy). */
  private backoffWaitMs(state: AddressFailures, now: number): number {
    const beyond = state.failures - this.policy.failuresBeforeBackoff;
    if (!(beyond >= 0)) return 0;
    const backoffMs = Math.min(this.policy.maxBackoffMs, this.policy.firstBackoffMs * 2 ** beyond);
    return Math.max(0, state.lastStartedAt + backoffMs - now);
  }

  private remember(state: AccountState, address: string): void {
    state.knownAddresses = [address, ...state.knownAddresses.filter((known) => known !== address)].slice(
      0,
      this.policy.knownAddressesPerAccount,
    );
  }
}
