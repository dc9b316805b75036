import { describe, expect, it } from 'vitest';
import { returnTargetOf, safeReturnPath, withReturnTarget } from './returnTarget';

describe('the page a sign-in returns to', () => {
  it('is a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/profile/balance')).toBe('/profile/balance');
    expect(safeReturnPath('/market?code=BTCUSDT&type=2#chart')).toBe('/market?code=BTCUSDT&type=2#chart');
  });

  it('never leaves the app, nor returns to a pass page', () => {
    for (const target of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      '/\t/evil.test',
      'javascript:alert(1)',
      'profile',
      '/pass/login',
      '/pass/register?to=/x',
      7,
      null,
    ])
      expect(safeReturnPath(target), String(target)).toBeNull();
  });

  it('travels as ?to= on the login and sign-up links, and is read back from it', () => {
    const login = withReturnTarget('/pass/login', '/profile/balance?tab=deposits');
    expect(login).toBe('/pass/login?to=%2Fprofile%2Fbalance%3Ftab%3Ddeposits');
    expect(returnTargetOf(login.slice(login.indexOf('?')))).toBe('/profile/balance?tab=deposits');
    expect(withReturnTarget('/pass/login', '/')).toBe('/pass/login');
    expect(withReturnTarget('/pass/login', '//evil.test')).toBe('/pass/login');
    expect(returnTargetOf('?to=https%3A%2F%2Fevil.test')).toBeNull();
  });
});
