import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { insertUser } from '../accounts/users.ts';
import { parseTrustProxy } from '../config.ts';
import { type FullAnswer, startTestUpstream, type TestUpstream } from '../test-support/test-upstream.ts';

/**
 * Credential floods against the running upstream, with client addresses in X-Forwarded-For (the
 * test upstream listens on loopback, whose proxies it trusts by default, as the embedded one does).
 */

let t: TestUpstream;
let passwordHash = '';
let counter = 0;

beforeAll(async () => {
  t = await startTestUpstream();
  // One real scrypt hash shared by every test account, so a wrong password costs a real check.
  passwordHash = await hashPassword('owner-pass');
});
afterAll(() => t?.close());

async function createOwner(): Promise<{ userName: string; email: string }> {
  counter += 1;
  const userName = `owner_${counter}`;
  const email = `owner${counter}@example.com`;
  await insertUser(
    t.upstream.db,
    { userName, email, passwordHash, areaCode: null, phone: null, invitedBy: null },
    t.clock.now(),
  );
  return { userName, email };
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (userName: string, password: string, address: string) =>
  t.request('POST', '/login/login', { userName, password }, from(address));

function expectThrottled(answer: FullAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe(429);
  const { retryAfterSeconds } = answer.body.result as { retryAfterSeconds: number };
  expect(Number.isInteger(retryAfterSeconds) && retryAfterSeconds >= 1).toBe(true);
  expect(answer.headers.get('retry-after')).toBe(String(retryAfterSeconds));
}

const countCodes = (answers: FullAnswer[]) =>
  answers.reduce(
    (counts, a) => counts.set(a.body.code, (counts.get(a.body.code) ?? 0) + 1),
    new Map<number, number>(),
  );

describe('login throttling', () => {
  it('checks at most 5 of 400 concurrent wrong passwords from one address, answers the rest 429, and the owner logs in meanwhile from another address', async () => {
    const owner = await createOwner();
    const flood = Promise.all(
      Array.from({ length: 400 }, () => login(owner.userName, 'guess', '203.0.113.10')),
    );
    const ownLogin = await login(owner.userName, 'owner-pass', '198.51.100.10');
    const answers = await flood;

    // The owner was 38.7 s behind 400 scrypt runs; now only five are admitted ahead of them (how
    // long that takes is machine-dependent, so it is for bench/, not an assertion here).
    expect(ownLogin.body.code).toBe(200);
    const counts = countCodes(answers);
    expect(counts.get(10004)).toBe(5);
    expect(counts.get(429)).toBe(395);
    for (const answer of answers.filter((a) => a.status === 429)) expectThrottled(answer);
  });

  it('checks exactly the address budget of 10 when 400 concurrent wrong passwords from one address spread over 40 accounts', async () => {
    const owners = await Promise.all(Array.from({ length: 40 }, () => createOwner()));
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => login(owners[i % 40]?.userName ?? '', 'guess', '203.0.113.20')),
    );
    const counts = countCodes(answers);
    expect(counts.get(10004)).toBe(10);
    expect(counts.get(429)).toBe(390);
  });

  it('lets the owner in from an address that logged in before while 100 addresses flood the account; a new address waits', async () => {
    const owner = await createOwner();
    expect((await login(owner.userName, 'owner-pass', '192.0.2.30')).body.code).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => login(owner.userName, 'guess', `203.0.113.${100 + (i % 100)}`)),
    );
    const counts = countCodes(answers);
    expect(counts.get(10004)).toBe(20);
    expect(counts.get(429)).toBe(380);

    expect((await login(owner.userName, 'owner-pass', '192.0.2.30')).body.code).toBe(200);
    // By e-mail too: the throttle knows the user, not the spelling.
    expect((await login(owner.email, 'owner-pass', '192.0.2.30')).body.code).toBe(200);
    expectThrottled(await login(owner.userName, 'owner-pass', '198.51.100.30'));
  });

  it('backs off 1 s, 2 s, 4 s after five wrong passwords from one address and forgives after a success', async () => {
    const owner = await createOwner();
    const address = '203.0.113.40';
    for (let i = 0; i < 5; i += 1)
      expect((await login(owner.userName, 'guess', address)).body.code).toBe(10004);
    for (const seconds of [1, 2, 4]) {
      const refused = await login(owner.userName, 'guess', address);
      expectThrottled(refused);
      expect(refused.body.result).toEqual({ retryAfterSeconds: seconds });
      t.clock.advance(seconds * 1000 - 1);
      expectThrottled(await login(owner.userName, 'owner-pass', address));
      t.clock.advance(1);
      expect((await login(owner.userName, seconds === 4 ? 'owner-pass' : 'guess', address)).body.code).toBe(
        seconds === 4 ? 200 : 10004,
      );
    }
    // The success forgave the failures: the next wrong password is checked, not refused.
    expect((await login(owner.userName, 'guess', address)).body.code).toBe(10004);
  });

  it('throttles unknown account names like real ones, so a 429 tells nothing about existence', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login('nobody_here', 'guess', '203.0.113.50')),
    );
    const counts = countCodes(answers);
    expect(counts.get(10009)).toBe(5);
    expect(counts.get(429)).toBe(15);
  });
});

describe('code check throttling', () => {
  it('throttles concurrent registration code guesses from one address: 5 checked, the rest 429', async () => {
    const email = 'newcomer@example.com';
    expect((await t.post('/login/sendCode', { email }, from('203.0.113.60'))).body.code).toBe(200);
    const guess = { userName: 'newcomer', email, password: 'secret-pass', code: '000000' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.request('POST', '/login/register', guess, from('203.0.113.61'))),
    );
    const counts = countCodes(answers);
    expect(counts.get(10091)).toBe(5);
    expect(counts.get(429)).toBe(45);
  });

  it('throttles reset code guesses against one user from many addresses with the account lock', async () => {
    const owner = await createOwner();
    expect(
      (await t.post('/login/sendCode', { email: owner.email, purpose: 'reset' }, from('192.0.2.70'))).body
        .code,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.request(
          'POST',
          '/user/repassword',
          { email: owner.email, code: '000000', password: 'new-secret' },
          from(`203.0.113.${100 + i}`),
        ),
      ),
    );
    const counts = countCodes(answers);
    expect(counts.get(10091)).toBe(20);
    expect(counts.get(429)).toBe(80);
    expect((await login(owner.userName, 'owner-pass', '192.0.2.71')).status).toBe(429);
  });
});

describe('sendCode throttling', () => {
  it('sends at most 10 codes at once from one address and 5 an hour to one mailbox, beside the 60 s resend guard', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request('POST', '/login/sendCode', { email: `burst${i}@example.com` }, from('203.0.113.80')),
      ),
    );
    expect(countCodes(answers).get(200)).toBe(10);
    for (const answer of answers.filter((a) => a.status === 429)) expectThrottled(answer);

    const mailbox = 'inbox@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.post('/login/sendCode', { email: mailbox }, from(`198.51.100.${80 + i}`))).body.code,
      ).toBe(200);
      // The resend guard still answers within 60 s, and a refused resend sends no mail, so it costs no budget.
      if (i < 4)
        expect(
          (await t.post('/login/sendCode', { email: mailbox }, from(`198.51.100.${90 + i}`))).body.code,
        ).toBe(10093);
      t.clock.advance(60_000);
    }
    const refused = await t.request('POST', '/login/sendCode', { email: mailbox }, from('198.51.100.99'));
    expectThrottled(refused);
    expect(t.codes.sent.filter((s) => s.email === mailbox)).toHaveLength(5);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For from a peer it does not trust: every claimed address shares the peer’s budget', async () => {
    const direct = await startTestUpstream({ trustProxy: false });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          direct.request(
            'POST',
            '/login/login',
            { userName: `ghost_${i}`, password: 'x' },
            from(`203.0.113.${i}`),
          ),
        ),
      );
      const counts = countCodes(answers);
      expect(counts.get(10009)).toBe(10);
      expect(counts.get(429)).toBe(2);
    } finally {
      await direct.close();
    }
  });

  it('reads TRUST_PROXY as true, false or a list of proxy-addr names and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });
});
