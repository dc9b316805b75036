/** One price as it arrived: when (ms since the epoch) and the decimal string. */
export type Tick = { readonly at: number; readonly price: string };

/**
 * The last `capacity` ticks, oldest dropped first: a fixed array written in a circle, so a
 * feed that runs all day costs the same memory as the first minutes and no push copies it.
 */
export class TickRing {
  readonly capacity: number;
  private readonly slots: (Tick | undefined)[];
  private next = 0;
  private count = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity ${capacity}`);
    this.slots = new Array<Tick | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(tick: Tick): void {
    this.slots[this.next] = tick;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** The ticks held, oldest first. */
  toArray(): Tick[] {
    const start = (this.next - this.count + this.capacity) % this.capacity;
    const ticks: Tick[] = [];
    for (let i = 0; i < this.count; i += 1) {
      const tick = this.slots[(start + i) % this.capacity];
      if (tick) ticks.push(tick);
    }
    return ticks;
  }
}

/**
 * The market's recent prices (the upstream's last ticks, oldest first, sent without their times)
 * as ticks ending at `lastAt`, one `stepMs` apart: the feed's cadence, so the tick view opens
 * with the minutes before the page rather than empty.
 */
export function seedTicks(prices: readonly string[], lastAt: number, stepMs: number): Tick[] {
  return prices.map((price, i) => ({ at: lastAt - (prices.length - 1 - i) * stepMs, price }));
}
