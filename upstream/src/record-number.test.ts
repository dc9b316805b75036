import { describe, expect, it } from 'vitest';
import { recordId, recordNumber } from './record-number.ts';

describe('recordNumber', () => {
  it('is the prefix, the UTC date and 12 digits', () => {
    expect(recordNumber('OP', Date.UTC(2026, 0, 7, 23, 59))).toMatch(/^OP20260107\d{12}$/);
    expect(recordNumber('WD', Date.UTC(2026, 10, 23))).toMatch(/^WD20261123\d{12}$/);
  });

  it('does not count up: numbers drawn one after another say nothing of how many came before', () => {
    const now = Date.UTC(2026, 10, 23);
    const tails = Array.from({ length: 200 }, () => Number(recordNumber('OP', now).slice(10)));
    expect(new Set(tails).size).toBe(tails.length);
    const rises = tails.slice(1).filter((tail, index) => tail > (tails[index] ?? 0)).length;
    // A counter rises 199 times out of 199; random draws about half of the time.
    expect(rises).toBeGreaterThan(60);
    expect(rises).toBeLessThan(140);
  });
});

describe('recordId', () => {
  it('is a ten-digit id inside a 32-bit Int (the GraphQL orderId), drawn, not counted', () => {
    const ids = Array.from({ length: 200 }, recordId);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1_000_000_000);
      expect(id).toBeLessThan(2 ** 31);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const rises = ids.slice(1).filter((id, index) => id > (ids[index] ?? 0)).length;
    expect(rises).toBeGreaterThan(60);
    expect(rises).toBeLessThan(140);
  });
});
