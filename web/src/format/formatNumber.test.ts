import { describe, expect, it } from 'vitest';
import { languages, languageTags } from '../i18n/languages';
import {
  formatCount,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatRate,
  numberFormat,
} from './formatNumber';

// What Intl writes between and around digits, spelled out so the expectations are unambiguous.
const nbsp = '\u00a0'; // de and fr before "%"
const nnbsp = '\u202f'; // fr thousands
const lrm = '\u200e'; // ar marks the sign and "%" left to right

describe('formatDecimal (prices and figures)', () => {
  it('groups and separates as each language does, with the places the API gave', () => {
    expect(formatDecimal('64123.50', 'en')).toBe('64,123.50');
    expect(formatDecimal('64123.50', 'de')).toBe('64.123,50');
    expect(formatDecimal('64123.50', 'fr')).toBe(`64${nnbsp}123,50`);
    expect(formatDecimal('64123.50', 'ar')).toBe('64,123.50');
  });

  it('keeps every digit of the string, beyond what a double holds', () => {
    expect(formatDecimal('12345.678901234', 'en')).toBe('12,345.678901234');
    expect(formatDecimal('123456789012345678.123456789', 'de')).toBe('123.456.789.012.345.678,123456789');
    expect(formatDecimal('0.00001234', 'en')).toBe('0.00001234');
    expect(formatDecimal('1.10', 'en')).toBe('1.10');
    expect(formatDecimal('7', 'en')).toBe('7');
  });

  it('writes negative values with the language’s sign', () => {
    expect(formatDecimal('-1234567.123456789', 'en')).toBe('-1,234,567.123456789');
    expect(formatDecimal('-1234.5', 'de')).toBe('-1.234,5');
    expect(formatDecimal('-1234.5', 'ar')).toBe(`${lrm}-1,234.5`);
  });

  it('shows what is not a plain decimal as sent', () => {
    for (const value of ['—', 'abc', '1e3', '', ' 1', `1.${'0'.repeat(101)}`]) {
      expect(formatDecimal(value, 'en')).toBe(value);
    }
  });
});

describe('formatMoney', () => {
  it('writes at least two places', () => {
    expect(formatMoney('10', 'en')).toBe('10.00');
    expect(formatMoney('10000.00', 'en')).toBe('10,000.00');
    expect(formatMoney('10000.00', 'de')).toBe('10.000,00');
    expect(formatMoney('10000.00', 'fr')).toBe(`10${nnbsp}000,00`);
    expect(formatMoney('10000.00', 'ar')).toBe('10,000.00');
  });

  it('groups the payout the confirmation once showed as "179999998.20", in all eleven languages', () => {
    const expected: Record<(typeof languages)[number], string> = {
      en: '179,999,998.20',
      ja: '179,999,998.20',
      ko: '179,999,998.20',
      de: '179.999.998,20',
      fr: `179${nnbsp}999${nnbsp}998,20`,
      it: '179.999.998,20',
      ar: '179,999,998.20',
      pt: '179.999.998,20',
      es: '179.999.998,20',
      hk: '179,999,998.20',
      zh: '179,999,998.20',
    };
    for (const language of languages) {
      expect(formatMoney('179999998.20', languageTags[language]), language).toBe(expected[language]);
    }
  });

  it('follows each language’s own rule for four digits (es and it group from five)', () => {
    expect(formatMoney('1800', 'en')).toBe('1,800.00');
    expect(formatMoney('1800', 'de')).toBe('1.800,00');
    expect(formatMoney('1800', 'es')).toBe('1800,00');
    expect(formatMoney('18000', 'es')).toBe('18.000,00');
  });

  it('never rounds away a place the API sent', () => {
    expect(formatMoney('0.005', 'en')).toBe('0.005');
    expect(formatMoney('-1234.5', 'fr')).toBe(`-1${nnbsp}234,50`);
  });
});

describe('formatPercent (a 24 h change)', () => {
  it('puts the percent sign where each language does', () => {
    expect(formatPercent('-1.27', 'en')).toBe('-1.27%');
    expect(formatPercent('-1.27', 'de')).toBe(`-1,27${nbsp}%`);
    expect(formatPercent('-1.27', 'fr')).toBe(`-1,27${nbsp}%`);
    expect(formatPercent('-1.27', 'ar')).toBe(`${lrm}-1.27${lrm}%${lrm}`);
  });

  it('gives a rise its plus sign when signed, and zero none', () => {
    expect(formatPercent('1.27', 'en', true)).toBe('+1.27%');
    expect(formatPercent('1.27', 'de', true)).toBe(`+1,27${nbsp}%`);
    expect(formatPercent('0.00', 'en', true)).toBe('0.00%');
    expect(formatPercent('-0.50', 'en', true)).toBe('-0.50%');
    expect(formatPercent('1.27', 'en')).toBe('1.27%');
  });
});

describe('formatRate (payout and fee rates)', () => {
  it('shows a rate as a percentage, exactly and without trailing zeros', () => {
    expect(formatRate('0.85', 'en')).toBe('85%');
    expect(formatRate('0.80', 'en')).toBe('80%');
    expect(formatRate('0.875', 'en')).toBe('87.5%');
    expect(formatRate('0.875', 'de')).toBe(`87,5${nbsp}%`);
    expect(formatRate('0.875', 'fr')).toBe(`87,5${nbsp}%`);
    expect(formatRate('0.875', 'ar')).toBe(`87.5${lrm}%${lrm}`);
    expect(formatRate('0.003', 'en')).toBe('0.3%');
    expect(formatRate('1', 'en')).toBe('100%');
    expect(formatRate('0.123456789012', 'en')).toBe('12.3456789012%');
  });
});

describe('formatCount', () => {
  it('groups whole numbers', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'fr')).toBe(`1${nnbsp}234`);
    expect(formatCount(1234, 'ar')).toBe('1,234');
    expect(formatCount(30, 'ar')).toBe('30');
  });
});

describe('numberFormat', () => {
  it('builds one formatter per locale and options', () => {
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
  });

  it('writes Latin digits in every app language, Arabic included', () => {
    for (const language of languages) {
      expect(formatMoney('1234567.89', languageTags[language]), language).toMatch(/^[0-9.,\u00a0\u202f’']+$/);
    }
  });
});
