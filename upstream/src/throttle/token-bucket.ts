/** A bucket of `capacity` tokens that regains one every `refillEveryMs`. */
export type BucketSize = { capacity: number; refillEveryMs: number };

/**
 * A token bucket on the caller's clock: a burst of `capacity`, then a steady rate. Time only moves
 * forward here, so a clock set back (tests) refills nothing rather than draining.
 */
export class TokenBucket {
  private readonly size: BucketSize;
  private tokens: number;
  private updatedAt: number;

  constructor(size: BucketSize, now: number) {
    this.size = size;
    this.tokens = size.capacity;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.size.capacity, this.tokens + elapsed / this.size.refillEveryMs);
    this.updatedAt = Math.max(this.updatedAt, now);
  }

  /** 0 when a token is there now, otherwise how long until one is. */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) * this.size.refillEveryMs);
  }

  /** Takes a token (callers check `waitMs` first; the count may go below zero and then takes longer to refill). */
  take(now: number): void {
    this.refill(now);
    this.tokens -= 1;
  }

  /** Gives a token back (an attempt that turned out not to count). */
  refund(now: number): void {
    this.refill(now);
    this.tokens = Math.min(this.size.capacity, this.tokens + 1);
  }

  /** Full again: nothing to remember about this key. */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.size.capacity;
  }
}
