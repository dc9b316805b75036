import { describe, expect, it } from 'vitest';
import { bollingerBands, simpleMovingAverage } from './chartIndicators';

describe('simpleMovingAverage', () => {
  it('averages each close with the ones before it once the window is full', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+8)/3 = 5
    expect(simpleMovingAverage([1, 2, 3, 4, 8], 3)).toEqual([null, null, 2, 3, 5]);
  });

  it('draws nothing while there are fewer closes than the period', () => {
    expect(simpleMovingAverage([5, 6], 20)).toEqual([null, null]);
    expect(simpleMovingAverage([], 20)).toEqual([]);
  });

  it('refuses a period that is not a whole number of candles', () => {
    expect(() => simpleMovingAverage([1, 2], 0)).toThrow(RangeError);
    expect(() => simpleMovingAverage([1, 2], 1.5)).toThrow(RangeError);
  });
});

describe('bollingerBands', () => {
  it('puts the bands two population deviations from the moving average', () => {
    // Window [2, 4, 4, 4]: mean 3.5, squares 2.25 + 0.25 × 3 = 3, deviation √(3/4) = √0.75.
    // Window [4, 4, 4, 5]: mean 4.25, squares 0.0625 × 3 + 0.5625 = 0.75, deviation √(0.75/4).
    // Window [4, 4, 5, 5]: mean 4.5, squares 0.25 × 4 = 1, deviation √(1/4) = 0.5.
    const bands = bollingerBands([2, 4, 4, 4, 5, 5], 4, 2);
    expect(bands.middle).toEqual([null, null, null, 3.5, 4.25, 4.5]);
    const expectedUpper = [3.5 + 2 * Math.sqrt(0.75), 4.25 + 2 * Math.sqrt(0.1875), 5.5];
    const expectedLower = [3.5 - 2 * Math.sqrt(0.75), 4.25 - 2 * Math.sqrt(0.1875), 3.5];
    expect(bands.upper.slice(0, 3)).toEqual([null, null, null]);
    for (const [i, value] of bands.upper.slice(3).entries())
      expect(value).toBeCloseTo(expectedUpper[i] ?? Number.NaN, 12);
    for (const [i, value] of bands.lower.slice(3).entries())
      expect(value).toBeCloseTo(expectedLower[i] ?? Number.NaN, 12);
  });

  it('closes the bands on the average when the price does not move', () => {
    const bands = bollingerBands([64012.5, 64012.5, 64012.5], 3, 2);
    expect(bands.upper).toEqual([null, null, 64012.5]);
    expect(bands.lower).toEqual([null, null, 64012.5]);
  });

  it('keeps its precision on prices far from zero', () => {
    // Two closes one cent apart around 64 thousand: deviation 0.005, bands ±0.01 about the mean.
    const bands = bollingerBands([64012.5, 64012.51], 2, 2);
    expect(bands.upper[1]).toBeCloseTo(64012.515, 9);
    expect(bands.lower[1]).toBeCloseTo(64012.495, 9);
  });
});
