import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { Throttled } from '../http/envelope.ts';
import { clientKey } from './client-address.ts';
import { type CredentialPolicy, defaultCredentialPolicy } from './credential-policy.ts';
import { CredentialThrottle } from './credential-throttle.ts';
import { RecentMap } from './recent-map.ts';

/** The throttle on a manual clock: budgets, backoff and the account lock without any waiting. */

const start = Date.UTC(2026, 0, 7, 15);

/** Runs one check that fails (or succeeds); returns the Retry-After in seconds when it was refused, else 0. */
function check(
  throttle: CredentialThrottle,
  account: string,
  ip: string,
  outcome: 'fail' | 'succeed' = 'fail',
) {
  try {
    const attempt = throttle.begin(account, ip);
    if (outcome === 'fail') attempt.failed();
    else attempt.succeeded();
    return 0;
  } catch (error) {
    if (error instanceof Throttled) return error.retryAfterSeconds;
    throw error;
  }
}

describe('credential throttle', () => {
  it('lets one address start 10 checks at once, then one every 6 s', () => {
    const clock = new ManualClock(start);
    const throttle = new CredentialThrottle(clock);
    // Different accounts, so only the address budget applies.
    for (let i = 0; i < 10; i += 1) expect(check(throttle, `user:${i}`, '203.0.113.1', 'succeed')).toBe(0);
    expect(check(throttle, 'user:10', '203.0.113.1')).toBe(6);
    expect(check(throttle, 'user:10', '203.0.113.2')).toBe(0);
    clock.advance(6_000);
    expect(check(throttle, 'user:11', '203.0.113.1', 'succeed')).toBe(0);
    expect(check(throttle, 'user:12', '203.0.113.1')).toBe(6);
  });

  it('counts a check from its start: six concurrent ones for one account and address, the sixth waits', () => {
    const throttle = new CredentialThrottle(new ManualClock(start));
    const started = Array.from({ length: 5 }, () => throttle.begin('user:1', '203.0.113.1'));
    expect(() => throttle.begin('user:1', '203.0.113.1')).toThrow(Throttled);
    for (const attempt of started) attempt.failed();
  });

  it('backs off 1 s, 2 s, 4 s … after 5 consecutive failures, caps at 15 minutes, and forgives after a success', () => {
    const clock = new ManualClock(start);
    const policy: CredentialPolicy = {
      ...defaultCredentialPolicy,
      // Only the backoff under test: no address or account budget runs out.
      checksPerAddress: { capacity: 1000, refillEveryMs: 1 },
      failuresPerAccount: { capacity: 1000, refillEveryMs: 1 },
    };
    const throttle = new CredentialThrottle(clock, policy);
    for (let i = 0; i < 5; i += 1) expect(check(throttle, 'user:1', '203.0.113.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const wait = check(throttle, 'user:1', '203.0.113.1');
      waits.push(wait);
      clock.advance(wait * 1000);
      expect(check(throttle, 'user:1', '203.0.113.1')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    // Another address is not held back by this one's failures.
    expect(check(throttle, 'user:1', '198.51.100.1')).toBe(0);
    clock.advance(900_000);
    expect(check(throttle, 'user:1', '203.0.113.1', 'succeed')).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(check(throttle, 'user:1', '203.0.113.1')).toBe(0);
    expect(check(throttle, 'user:1', '203.0.113.1')).toBe(1);
  });

  it('after 20 failures from anywhere admits only addresses that checked in successfully before', () => {
    const clock = new ManualClock(start);
    const throttle = new CredentialThrottle(clock);
    expect(check(throttle, 'user:1', '192.0.2.10', 'succeed')).toBe(0);
    for (let i = 0; i < 20; i += 1) expect(check(throttle, 'user:1', `203.0.113.${i}`)).toBe(0);
    expect(check(throttle, 'user:1', '203.0.113.200')).toBe(45);
    expect(check(throttle, 'user:1', '192.0.2.10', 'succeed')).toBe(0);
    // One failure drains away every 45 s; then the next stranger gets one check.
    clock.advance(45_000);
    expect(check(throttle, 'user:1', '203.0.113.201')).toBe(0);
    expect(check(throttle, 'user:1', '203.0.113.202')).toBe(45);
  });

  it('does not count an abandoned check (a refusal for another reason) as a failure', () => {
    const throttle = new CredentialThrottle(new ManualClock(start));
    for (let i = 0; i < 10; i += 1) throttle.begin('user:1', '203.0.113.1').abandoned();
    // The address budget was spent, but no backoff started for the account.
    expect(check(throttle, 'user:1', '198.51.100.1')).toBe(0);
    expect(check(throttle, 'user:1', '203.0.113.1')).toBe(6);
  });

  it('limits verification e-mails to 10 per address at once and 5 per mailbox per hour', () => {
    const clock = new ManualClock(start);
    const throttle = new CredentialThrottle(clock);
    for (let i = 0; i < 10; i += 1) throttle.beginCodeSend(`a${i}@example.com`, '203.0.113.1');
    expect(() => throttle.beginCodeSend('a10@example.com', '203.0.113.1')).toThrow(Throttled);
    for (let i = 0; i < 5; i += 1) throttle.beginCodeSend('victim@example.com', `198.51.100.${i}`);
    expect(() => throttle.beginCodeSend('victim@example.com', '198.51.100.99')).toThrow(
      expect.objectContaining({ retryAfterSeconds: 720 }),
    );
  });

  it('forgets the least recently used keys beyond its limit', () => {
    const map = new RecentMap<string, number>(2);
    map.upsert('a', () => 1);
    map.upsert('b', () => 2);
    map.upsert('a', () => 0);
    map.upsert('c', () => 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
  });
});

describe('client address', () => {
  it('is the IPv4 address (also IPv4-mapped) or the /64 of an IPv6 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
