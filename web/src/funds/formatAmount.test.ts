import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

describe('formatAmount', () => {
  it('keeps every significant place and at least two', () => {
    expect(formatAmount('0.000000000000000000', 'en')).toBe('0.00');
    expect(formatAmount('0.01500000', 'en')).toBe('0.015');
    expect(formatAmount('1.000000000000000001', 'en')).toBe('1.000000000000000001');
    expect(formatAmount('150.00', 'en')).toBe('150.00');
    expect(formatAmount('1234.5', 'de')).toBe('1.234,50');
  });
});
