import { describe, expect, it } from 'vitest';
import { type Candle, foldTick, pricePlaces } from './liveCandles';

const at = (iso: string) => Date.parse(iso);
const forming: Candle = {
  time: '2026-11-23T17:05:00.000Z',
  open: '64000.00',
  high: '64010.00',
  low: '63990.00',
  close: '64005.00',
};
const earlier: Candle = { ...forming, time: '2026-11-23T17:04:00.000Z' };

describe('foldTick', () => {
  it('moves the forming candle in place: close, and high or low when the tick passes them', () => {
    const higher = foldTick([earlier, forming], '64020.50', at('2026-11-23T17:05:30Z'), 'minute', 100);
    expect(higher).toEqual([earlier, { ...forming, high: '64020.50', close: '64020.50' }]);
    const lower = foldTick(higher, '63980.00', at('2026-11-23T17:05:59.900Z'), 'minute', 100);
    expect(lower.at(-1)).toEqual({ ...forming, high: '64020.50', low: '63980.00', close: '63980.00' });
    expect(lower).toHaveLength(2);
  });

  it('starts a new candle at the tick price when the interval rolls over, keeping at most `keep`', () => {
    const next = foldTick([earlier, forming], '64001.00', at('2026-11-23T17:06:00.010Z'), 'minute', 2);
    expect(next).toEqual([
      forming,
      {
        time: '2026-11-23T17:06:00.000Z',
        open: '64001.00',
        high: '64001.00',
        low: '64001.00',
        close: '64001.00',
      },
    ]);
  });

  it('folds into the candle of its own interval: an hour candle takes a tick 40 minutes in', () => {
    const hour = { ...forming, time: '2026-11-23T17:00:00.000Z' };
    expect(foldTick([hour], '64100.00', at('2026-11-23T17:40:00Z'), 'hour', 100)).toEqual([
      { ...hour, high: '64100.00', close: '64100.00' },
    ]);
  });

  it('never rewrites a closed candle: a tick stamped before the forming candle updates the forming one', () => {
    const folded = foldTick([earlier, forming], '64006.00', at('2026-11-23T17:04:59Z'), 'minute', 100);
    expect(folded.at(-2)).toBe(earlier);
    expect(folded.at(-1)?.close).toBe('64006.00');
  });
});

describe('pricePlaces', () => {
  it("is the places the market's prices are written with", () => {
    expect(pricePlaces([forming])).toBe(2);
    expect(pricePlaces([{ ...forming, open: '1.08515', high: '1.1', low: '1', close: '1.0852' }])).toBe(5);
    expect(pricePlaces([{ ...forming, open: '44012', high: '44020', low: '44000', close: '44010' }])).toBe(0);
  });
});
