import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Decimal } from './common.ts';
import {
  amountCents,
  compareDecimal,
  formatCents,
  formatScaled,
  parseDecimal,
  ratePercent,
  timesRateDown,
  toScaled,
} from './decimal.ts';

const malformed = [
  '',
  ' 1',
  '1 ',
  '+1',
  '.5',
  '1.',
  '1..2',
  '1.2.3',
  '1e3',
  '0x10',
  'abc',
  '١٢',
  '1,5',
  '-',
  '--1',
];

describe('parseDecimal', () => {
  it('reads a decimal at the places it is written with', () => {
    expect(parseDecimal('64123.50')).toEqual({ units: 6412350n, scale: 2 });
    expect(parseDecimal('7')).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal('0.000000000001')).toEqual({ units: 1n, scale: 12 });
  });

  it('keeps leading zeros out of the value', () => {
    expect(parseDecimal('007.50')).toEqual({ units: 750n, scale: 2 });
    expect(parseDecimal('0000')).toEqual({ units: 0n, scale: 0 });
  });

  it('refuses anything but digits with an optional point and places', () => {
    for (const text of malformed) expect(parseDecimal(text, { signed: true }), text).toBeNull();
  });

  it('reads a negative value only when asked to', () => {
    expect(parseDecimal('-12.50')).toBeNull();
    expect(parseDecimal('-12.50', { signed: true })).toEqual({ units: -1250n, scale: 2 });
    expect(parseDecimal('-0', { signed: true })).toEqual({ units: 0n, scale: 0 });
  });

  it('keeps every digit of values far beyond a double', () => {
    const huge = '123456789012345678901234567890.123456789012345678901234567890';
    const parsed = parseDecimal(huge);
    expect(parsed?.scale).toBe(30);
    expect(parsed && formatScaled(parsed.units, parsed.scale)).toBe(huge);
  });

  it('accepts exactly what the contract calls a Decimal', () => {
    for (const text of [...malformed, '1', '-1', '01.10', '-0.5']) {
      expect(parseDecimal(text, { signed: true }) !== null, text).toBe(v.is(Decimal, text));
    }
  });
});

describe('toScaled', () => {
  it('scales a decimal to a fixed number of places', () => {
    expect(toScaled('12.3', 2)).toBe(1230n);
    expect(toScaled('7', 2)).toBe(700n);
    expect(toScaled('10.55', 2)).toBe(1055n);
    expect(toScaled('0.80', 8)).toBe(80_000_000n);
    expect(toScaled('000012.30', 2)).toBe(1230n);
  });

  it('refuses more places than the scale instead of rounding them away', () => {
    expect(toScaled('1.234', 2)).toBeNull();
    expect(toScaled('1.230', 2)).toBeNull();
    expect(toScaled('5', 0)).toBe(5n);
    expect(toScaled('5.0', 0)).toBeNull();
  });

  it('takes a negative value only when asked to', () => {
    expect(toScaled('-5', 2)).toBeNull();
    expect(toScaled('-10.05', 2, { signed: true })).toBe(-1005n);
  });

  it('scales values no safe integer holds', () => {
    expect(toScaled('99999999999999999999.99', 2)).toBe(9_999_999_999_999_999_999_999n);
  });
});

describe('amountCents', () => {
  it('reads amounts with at most 12 integer digits and two places exactly and refuses anything else', () => {
    expect(amountCents('12.5')).toBe(1250n);
    expect(amountCents('100')).toBe(10000n);
    expect(amountCents('0.07')).toBe(7n);
    expect(amountCents('999999999999.99')).toBe(99_999_999_999_999n);
    for (const bad of ['', ' 100 ', '1.234', '-5', '1e3', 'ten', '1,5', '1000000000000'])
      expect(amountCents(bad), bad).toBeNull();
  });
});

describe('formatScaled and formatCents', () => {
  it('writes cents with two places, zero-padded', () => {
    expect(formatCents(1050)).toBe('10.50');
    expect(formatCents(1n)).toBe('0.01');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(1250n)).toBe('12.50');
    expect(formatCents(7n)).toBe('0.07');
  });

  it('puts the sign in front of the whole amount', () => {
    expect(formatCents(-10000)).toBe('-100.00');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(-1005n)).toBe('-10.05');
    expect(formatCents(-300n)).toBe('-3.00');
  });

  it('writes any scale, also none', () => {
    expect(formatScaled(5n, 0)).toBe('5');
    expect(formatScaled(-5n, 0)).toBe('-5');
    expect(formatScaled(1n, 12)).toBe('0.000000000001');
    expect(formatScaled(123_456_789n, 3)).toBe('123456.789');
  });

  it('writes amounts beyond a double exactly', () => {
    expect(formatCents(2n ** 64n)).toBe('184467440737095516.16');
  });

  it('refuses cents that are not whole', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
  });

  it('round-trips with toScaled', () => {
    for (const text of ['0.00', '0.01', '10.50', '123456789012.99', '-7.00']) {
      const cents = toScaled(text, 2, { signed: true });
      expect(cents === null ? null : formatCents(cents)).toBe(text);
    }
  });
});

describe('compareDecimal', () => {
  it('compares exactly, whatever the places', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('64123.5', '64123.49')).toBe(1);
    expect(compareDecimal('0.00001', '0.0001')).toBe(-1);
    expect(compareDecimal('007', '7.000')).toBe(0);
  });

  it('tells apart values a double cannot', () => {
    expect(compareDecimal('0.30000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
  });

  it('orders negative values', () => {
    expect(compareDecimal('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimal('-0', '0.00')).toBe(0);
    expect(compareDecimal('-0.01', '0')).toBe(-1);
  });

  it('throws on a value that is not a decimal', () => {
    expect(() => compareDecimal('1', 'abc')).toThrow(RangeError);
    expect(() => compareDecimal('1.', '1')).toThrow(RangeError);
  });
});

describe('timesRateDown', () => {
  it('multiplies by the rate and rounds down to the cent', () => {
    expect(timesRateDown(10_000, '0.85')).toBe(8500n);
    expect(timesRateDown(1099n, '0.85')).toBe(934n); // 9.3415 → 9.34
    expect(timesRateDown(12_345, '0.88')).toBe(10_863n); // 108.636 → 108.63
    expect(timesRateDown(1, '0.85')).toBe(0n);
    expect(timesRateDown(999, '0.875')).toBe(874n); // 8.74125 → 8.74
  });

  it('stays exact where floats drift', () => {
    // 0.29 × 100 is 28.999999999999996 in floating point.
    expect(timesRateDown(100, '0.29')).toBe(29n);
    expect(timesRateDown(29, '1')).toBe(29n);
  });

  it('takes rates with many places, leading zeros, zero and above one', () => {
    expect(timesRateDown(100_000_000, '0.123456789012')).toBe(12_345_678n);
    expect(timesRateDown(1000, '00.50')).toBe(500n);
    expect(timesRateDown(1000, '0')).toBe(0n);
    expect(timesRateDown(1000, '1.5')).toBe(1500n);
  });

  it('rounds a negative amount down too, away from zero', () => {
    expect(timesRateDown(-1099n, '0.85')).toBe(-935n);
    expect(timesRateDown(-1000n, '0.85')).toBe(-850n);
  });

  it('multiplies amounts beyond a safe integer exactly', () => {
    expect(timesRateDown(10n ** 30n + 1n, '0.5')).toBe(5n * 10n ** 29n);
  });

  it('throws on a rate that is not a non-negative decimal', () => {
    for (const rate of ['-0.5', '0.8.5', '', '1e-2'])
      expect(() => timesRateDown(100, rate)).toThrow(RangeError);
  });
});

describe('ratePercent', () => {
  it('turns a rate into a percentage without floats or trailing zeros', () => {
    expect(ratePercent('0.85')).toBe('85');
    expect(ratePercent('0.875')).toBe('87.5');
    expect(ratePercent('0.80')).toBe('80');
    expect(ratePercent('1')).toBe('100');
    expect(ratePercent('1.5')).toBe('150');
    expect(ratePercent('0.003')).toBe('0.3');
    expect(ratePercent('0.0005')).toBe('0.05');
    expect(ratePercent('0.00')).toBe('0');
    expect(ratePercent('0.123456789012')).toBe('12.3456789012');
    expect(ratePercent('0.07')).toBe('7');
  });

  it('drops leading zeros', () => {
    expect(ratePercent('00.92')).toBe('92');
  });

  it('answers null for what is not a rate', () => {
    for (const rate of ['-0.5', 'abc', '.5', '']) expect(ratePercent(rate)).toBeNull();
  });
});
