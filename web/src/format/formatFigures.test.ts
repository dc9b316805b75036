import { describe, expect, it } from 'vitest';
import { formatDecimal } from './formatDecimal';
import { formatAtLeast, formatCompact, formatRate } from './formatFigures';

describe('home figures', () => {
  it('formats the seeded operator figures as the spec shows them', () => {
    expect(formatCompact('3800000000', 'en')).toBe('3.8B');
    expect(formatAtLeast(350, 'en')).toBe('350+');
    expect(formatCompact(1200000, 'en')).toBe('1.2M');
    expect(formatRate('0.003', 'en')).toBe('0.3%');
  });
});

describe('formatDecimal', () => {
  it('groups thousands without losing digits', () => {
    expect(formatDecimal('64123.50')).toBe('64,123.50');
    expect(formatDecimal('-1234567.123456789')).toBe('-1,234,567.123456789');
    expect(formatDecimal('0.00001234')).toBe('0.00001234');
  });
});
