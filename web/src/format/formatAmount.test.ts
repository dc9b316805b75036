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

describe('formatAmount in ledgers and records', () => {
  it('groups large amounts and keeps the sign, in the interface language', () => {
    expect(formatAmount('-179999998.200000000000000000', 'en')).toBe('-179,999,998.20');
    expect(formatAmount('100000000.00000000', 'ar')).toBe('100,000,000.00');
    expect(formatAmount('1234567.01500000', 'fr')).toBe('1\u202f234\u202f567,015');
  });
});
