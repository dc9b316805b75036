import { describe, expect, it } from 'vitest';
import { formatCompact } from './formatFigures';
import { formatRate } from './formatNumber';

describe('home figures', () => {
  it('formats large figures compactly and the fee claim as a percentage', () => {
    expect(formatCompact('3800000000', 'en')).toBe('3.8B');
    expect(formatCompact(1200000, 'en')).toBe('1.2M');
    expect(formatRate('0.003', 'en')).toBe('0.3%');
  });

  it('follows the interface language', () => {
    expect(formatCompact('3800000000', 'de')).toBe('3,8\u00a0Mrd.');
  });
});
