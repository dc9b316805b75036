import { describe, expect, it } from 'vitest';
import { formatRemaining, formatRoundLength } from './remainingTime';

describe('remaining time', () => {
  it('counts hours, minutes and seconds under a day and adds the days above it', () => {
    expect(formatRemaining(0, 'en')).toBe('00:00:00');
    expect(formatRemaining(59_001, 'en')).toBe('00:01:00');
    expect(formatRemaining(3 * 3600_000 + 14 * 60_000 + 5_000, 'en')).toBe('03:14:05');
    expect(formatRemaining(2 * 86_400_000 + 61_000, 'en')).toBe('2 days 00:01:01');
    expect(formatRemaining(-5, 'en')).toBe('00:00:00');
  });

  it('names the round length in the largest whole unit', () => {
    expect(formatRoundLength(86_400, 'en')).toBe('24 hours');
    expect(formatRoundLength(172_800, 'en')).toBe('2 days');
    expect(formatRoundLength(1_800, 'en')).toBe('30 minutes');
    expect(formatRoundLength(45, 'en')).toBe('45 seconds');
    expect(formatRoundLength(86_400, 'de')).toBe('24 Stunden');
  });
});
