import { describe, expect, it } from 'vitest';
import { expiredFrom } from './sessionReturn';

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
