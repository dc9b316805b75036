import { describe, expect, it } from 'vitest';
import { checkAmount, profitCents } from './smartFigures';

describe('smart plan figures', () => {
  it('pays each cycle rounded down to the cent, as the upstream does', () => {
    // 333.33 USDT at 0.35 % a day, 1-day cycles, 7 days: 1.166655 → 1.16 a cycle, 8.12 in all.
    expect(profitCents(33333n, '0.0035', 7, 1)).toBe(812n);
    // 7-day cycles over 14 days: 333.33 × 0.0035 × 7 = 8.166… → 8.16 a cycle.
    expect(profitCents(33333n, '0.0035', 14, 7)).toBe(1632n);
  });

  it('checks the amount against the range and the balance as typed', () => {
    const range = { minAmount: '100', maxAmount: '5000' };
    expect(checkAmount('', range, null)).toEqual({ ok: false, reason: 'empty' });
    expect(checkAmount('12.345', range, null)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('99.99', range, null)).toEqual({ ok: false, reason: 'range' });
    expect(checkAmount('5000.01', range, null)).toEqual({ ok: false, reason: 'range' });
    expect(checkAmount('150', range, '149.99')).toEqual({ ok: false, reason: 'balance' });
    expect(checkAmount('150', range, '150.00')).toEqual({ ok: true, cents: 15000n });
    expect(checkAmount(' 150 ', range, '150.00')).toEqual({ ok: true, cents: 15000n });
  });
});
