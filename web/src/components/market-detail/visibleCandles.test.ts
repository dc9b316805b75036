import { describe, expect, it } from 'vitest';
import { visibleCandles } from './KlineChart';

describe('visibleCandles', () => {
  it('draws about one candle per 7 px: ~58 on a 412 px phone, all 100 on a desktop, never under 30', () => {
    expect(visibleCandles(412)).toBe(58);
    expect(visibleCandles(1280)).toBe(100);
    expect(visibleCandles(120)).toBe(30);
  });
});
