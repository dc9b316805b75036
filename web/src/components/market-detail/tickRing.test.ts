import { describe, expect, it } from 'vitest';
import { seedTicks, TickRing } from './tickRing';

const tick = (at: number) => ({ at, price: `${100 + at}.00` });

describe('TickRing', () => {
  it('gives the ticks back oldest first while it is not full', () => {
    const ring = new TickRing(4);
    expect(ring.toArray()).toEqual([]);
    ring.push(tick(1));
    ring.push(tick(2));
    expect(ring.toArray()).toEqual([tick(1), tick(2)]);
    expect(ring.size).toBe(2);
  });

  it('drops the oldest ticks once full and never holds more than its capacity', () => {
    const ring = new TickRing(3);
    for (let at = 1; at <= 7; at += 1) ring.push(tick(at));
    expect(ring.size).toBe(3);
    expect(ring.toArray()).toEqual([tick(5), tick(6), tick(7)]);
    ring.push(tick(8));
    expect(ring.toArray()).toEqual([tick(6), tick(7), tick(8)]);
  });

  it('refuses a capacity that holds nothing', () => {
    expect(() => new TickRing(0)).toThrow(RangeError);
  });
});

describe('seedTicks', () => {
  it('spaces the recent prices one step apart, the last at the given time', () => {
    expect(seedTicks(['1.10', '1.20', '1.15'], 10_000, 1_000)).toEqual([
      { at: 8_000, price: '1.10' },
      { at: 9_000, price: '1.20' },
      { at: 10_000, price: '1.15' },
    ]);
    expect(seedTicks([], 10_000, 1_000)).toEqual([]);
  });
});
