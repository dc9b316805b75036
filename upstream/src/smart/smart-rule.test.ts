import { describe, expect, it } from 'vitest';
import { parseSmartProducts } from './smart-products.ts';
import { cycleEnd, dayMs, drawDailyYield } from './smart-rule.ts';

describe('smart plan rule', () => {
  it('draws the daily yield on the 0.01 % grid of the range, both ends included', () => {
    const seen: [number, number][] = [];
    const low = drawDailyYield('0.0030', '0.0060', (min, max) => {
      seen.push([min, max]);
      return min;
    });
    expect(seen).toEqual([[30, 60]]);
    expect(low).toBe('0.0030');
    expect(drawDailyYield('0.003', '0.006', (_, max) => max)).toBe('0.0060');
    expect(drawDailyYield('0.0047', '0.0047')).toBe('0.0047');
    for (let i = 0; i < 50; i += 1) expect(drawDailyYield('0', '0.0002')).toMatch(/^0\.000[012]$/);
  });

  it('ends cycle n after n × cycle days', () => {
    expect(cycleEnd(1000, 7, 2)).toBe(1000 + 14 * dayMs);
  });

  it('refuses products a plan could not follow', () => {
    const good = {
      id: 1,
      name: 'EA',
      dailyYieldMin: '0.003',
      dailyYieldMax: '0.006',
      minAmount: '100',
      maxAmount: '500',
      days: [14, 7],
      cycleDays: 7,
      exitPenaltyRate: '0.1',
    };
    expect(parseSmartProducts([good])[0]).toMatchObject({ days: [7, 14], onSale: true, kycRequired: false });
    const broken: Record<string, unknown>[] = [
      { dailyYieldMin: '0.007' },
      { dailyYieldMax: '0.00601' },
      { dailyYieldMax: '1.2' },
      { minAmount: '600' },
      { minAmount: '0' },
      { maxAmount: '500.001' },
      { days: [10] },
      { days: [] },
      { cycleDays: 0 },
      { exitPenaltyRate: '1' },
      { name: '' },
      { id: -1 },
    ];
    for (const change of broken)
      expect(() => parseSmartProducts([{ ...good, ...change }]), JSON.stringify(change)).toThrow();
    expect(() => parseSmartProducts([good, good])).toThrow('unique');
  });
});
