/** Time source of the upstream. Injectable so tests can move markets and expiries without waiting. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: tests set or advance it explicitly. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number = Date.UTC(2026, 0, 7, 15, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  set(ms: number): void {
    this.current = ms;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
