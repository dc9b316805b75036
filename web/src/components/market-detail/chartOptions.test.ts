import { describe, expect, it } from 'vitest';
import { chartFormat } from './chartFormat';
import { baseOptions } from './chartOptions';

describe('baseOptions', () => {
  it('draws the chart without animation (no motion to reduce, whatever the preference)', () => {
    const options = baseOptions({
      format: chartFormat('en', 'minute', 2),
      marks: [],
      axisLabel: String,
      crosshairTime: String,
      axisEnd: undefined,
    });
    expect(options.chart?.animations?.enabled).toBe(false);
  });
});
