import { describe, expect, it } from 'vitest';
import { canStepDown, isAboveBalance, stakeChips, stepStake } from './stakeSteps';

describe('quick stakes', () => {
  it('offers the minimum and its multiples that the balance covers', () => {
    expect(stakeChips('10.00', '10000.00')).toEqual(['10', '50', '100', '500']);
    expect(stakeChips('10.00', '120.00')).toEqual(['10', '50', '100']);
    expect(stakeChips('12.50', null)).toEqual(['12.50', '62.50', '125', '625']);
  });

  it('still offers the minimum when the balance is below it', () => {
    expect(stakeChips('10.00', '0.00')).toEqual(['10']);
  });

  it('offers nothing for a minimum it cannot read', () => {
    expect(stakeChips('', '100.00')).toEqual([]);
  });
});

describe('stake steps', () => {
  it('steps by the minimum and never under it', () => {
    expect(stepStake('20', '10.00', 1)).toBe('30');
    expect(stepStake('30', '10.00', -1)).toBe('20');
    expect(stepStake('15', '10.00', -1)).toBe('10');
    expect(stepStake('10', '10.00', -1)).toBe('10');
  });

  it('starts at the minimum from an empty or unreadable field', () => {
    expect(stepStake('', '50.00', 1)).toBe('50');
    expect(stepStake('abc', '50.00', -1)).toBe('50');
  });

  it('keeps the cents of a stake off the grid', () => {
    expect(stepStake('12.34', '10.00', 1)).toBe('22.34');
  });

  it('steps down only while above the minimum', () => {
    expect(canStepDown('20', '10.00')).toBe(true);
    expect(canStepDown('10.00', '10.00')).toBe(false);
    expect(canStepDown('', '10.00')).toBe(false);
  });
});

describe('a stake above the balance', () => {
  it('is flagged by the cent, however the stake is written', () => {
    expect(isAboveBalance('10000.01', '10000.00')).toBe(true);
    expect(isAboveBalance('10000', '10000.00')).toBe(false);
    expect(isAboveBalance(' 10000.00 ', '10000.00')).toBe(false);
  });

  it('is not flagged while the stake is unreadable or the balance unknown', () => {
    expect(isAboveBalance('1e9', '10.00')).toBe(false);
    expect(isAboveBalance('500', null)).toBe(false);
  });
});
