import { describe, expect, it } from 'vitest';
import { loginReturningTo } from '../routing/loginReturn';
import { askedFrom, expiredFrom } from './sessionReturn';

describe('the return path after an expired session', () => {
  it('returns to a path of this app with its query', () => {
    expect(expiredFrom({ expiredFrom: '/market?code=BTCUSDT&type=2' })).toBe('/market?code=BTCUSDT&type=2');
  });

  it('never leaves the app nor returns to a pass page', () => {
    for (const path of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '/pass/login', 'market', 7]) {
      expect(expiredFrom({ expiredFrom: path })).toBeNull();
    }
    expect(expiredFrom(null)).toBeNull();
    expect(expiredFrom({})).toBeNull();
  });
});

describe('the return path a page asks for (?to=)', () => {
  it('comes back to the page that sent the user to the login, with its query', () => {
    const login = loginReturningTo('/cruuency?code=BTCUSDT&type=crypto&id=1');
    expect(login.startsWith('/pass/login?to=')).toBe(true);
    expect(askedFrom(login.slice(login.indexOf('?')))).toBe('/cruuency?code=BTCUSDT&type=crypto&id=1');
  });

  it('never leaves the app nor returns to a pass page', () => {
    for (const path of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '/pass/register']) {
      expect(askedFrom(`?to=${encodeURIComponent(path)}`)).toBeNull();
    }
    expect(askedFrom('')).toBeNull();
  });
});
