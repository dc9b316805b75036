import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { toNumber } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError, Throttled } from '../http/envelope.ts';
import {
  type CreatedNotification,
  insertNotification,
  publishNotifications,
} from '../notifications/notifications.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { fundPasswordFormat, fundPasswordNotSet } from './money-errors.ts';

/** A fund password is six digits. */
const sixDigits = /^\d{6}$/;
/** Misses in a row before the fund password locks; a million combinations need far more. */
export const fundPasswordMaxMisses = 5;
export const fundPasswordLockMs = 15 * 60_000;

/** "Fund password must be 6 digits": refused before any password is checked. */
export function assertFundPasswordFormat(fundPassword: string): void {
  if (!sixDigits.test(fundPassword)) throw fundPasswordFormat();
}

/**
 * The 6-digit fund password: set once, changed only with the login password (checked by the
 * caller), stored as scrypt like the login password, checked on every withdrawal. Each check counts
 * as a miss from the moment it starts (one atomic UPDATE), so concurrent guesses see each other: the
 * fifth miss in a row locks it for 15 minutes (HTTP 429 with Retry-After); a right one resets the count.
 */
export class FundPasswords {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.events = events;
  }

  async isSet(userId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT fund_password_hash IS NOT NULL AS set FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.set === true;
  }

  /** Sets it the first time, or replaces it (`replace`: the caller checked the login password). */
  async set(userId: number, fundPassword: string, replace: boolean): Promise<void> {
    if (!sixDigits.test(fundPassword)) throw fundPasswordFormat();
    const hash = await hashPassword(fundPassword);
    const now = this.clock.now();
    const created: CreatedNotification = await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE users SET fund_password_hash = $2, fund_password_failures = 0, fund_password_locked_until = NULL,
           updated_at = $3
         WHERE id = $1 AND (fund_password_hash IS NULL OR $4::boolean) RETURNING id`,
        [userId, hash, now, replace],
      );
      // Set meanwhile by a concurrent request: changing it needs the login password.
      if (rows.length === 0) throw new ApiError(Code.passwordWrong);
      return insertNotification(
        tx,
        userId,
        { type: replace ? 'fundPasswordChanged' : 'fundPasswordSet' },
        now,
      );
    });
    await publishNotifications(this.db, this.events, [created]);
  }

  /** Checks a withdrawal's fund password: 400 FUND_PASSWORD_*, 429 while locked, 10004 when wrong. */
  async check(userId: number, fundPassword: string): Promise<void> {
    const now = this.clock.now();
    if (!(await this.isSet(userId))) throw fundPasswordNotSet();
    if (!sixDigits.test(fundPassword)) throw fundPasswordFormat();
    await this.db.query(
      `UPDATE users SET fund_password_failures = 0, fund_password_locked_until = NULL
       WHERE id = $1 AND fund_password_locked_until <= $2`,
      [userId, now],
    );
    const started = await this.db.query<{ hash: unknown }>(
      `UPDATE users SET fund_password_failures = fund_password_failures + 1,
         fund_password_locked_until = CASE WHEN fund_password_failures + 1 >= $3 THEN $2::bigint + $4::bigint END
       WHERE id = $1 AND fund_password_locked_until IS NULL RETURNING fund_password_hash AS hash`,
      [userId, now, fundPasswordMaxMisses, fundPasswordLockMs],
    );
    const hash = started[0]?.hash;
    if (typeof hash !== 'string') {
      const locked = await this.db.query<{ until: unknown }>(
        'SELECT fund_password_locked_until AS until FROM users WHERE id = $1',
        [userId],
      );
      throw new Throttled(Math.max(1000, toNumber(locked[0]?.until ?? now) - now));
    }
    if (!(await verifyPassword(fundPassword, hash))) throw new ApiError(Code.passwordWrong);
    await this.db.query(
      'UPDATE users SET fund_password_failures = 0, fund_password_locked_until = NULL WHERE id = $1',
      [userId],
    );
  }
}
