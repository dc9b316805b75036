import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('formats in each locale asked for, though the formats are made once per locale', () => {
    const noon = '2026-11-10T12:00:00Z';
    expect(formatDate(noon, 'en-US')).toBe('Nov 10, 2026');
    expect(formatDate(noon, 'de-DE')).toBe('10.11.2026');
    expect(formatDate(noon, 'en-US')).toBe('Nov 10, 2026');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });
});
