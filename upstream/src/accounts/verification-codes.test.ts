import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNumber } from '../db/db.ts';
import { ApiError } from '../http/envelope.ts';
import { startOnBackend, type TestUpstream, testBackends } from '../test-support/test-upstream.ts';
import { unlimitedCredentialPolicy } from '../throttle/credential-policy.ts';
import { checkCode, issueCode, maxAttempts } from './verification-codes.ts';

/** Wrong guesses of an e-mailed code are counted in the database, atomically, however many arrive at once. */
describe.each(testBackends())('verification code attempts on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  let counter = 0;
  const fresh = () => {
    counter += 1;
    return { userName: `guess_${counter}`, email: `guess${counter}@example.com` };
  };

  beforeAll(async () => {
    // The throttle would refuse most of a flood before it reaches the code; here the count itself is tested.
    ({ t, stop } = await startOnBackend(backend, { credentialPolicy: unlimitedCredentialPolicy }));
  });
  afterAll(() => stop?.());

  const attemptsOf = async (email: string) => {
    const rows = await t.upstream.db.query<{ attempts: unknown }>(
      'SELECT attempts FROM verification_codes WHERE email = $1',
      [email],
    );
    return rows.map((row) => toNumber(row.attempts));
  };
  const wrongFor = (right: string) => (right === '111111' ? '222222' : '111111');

  it('counts 300 concurrent wrong code guesses exactly: 5 attempts, every answer 10091, then burnt', async () => {
    const user = fresh();
    await t.post('/login/sendCode', { email: user.email });
    const right = t.codes.last(user.email) ?? '';
    const guess = { ...user, password: 'secret-pass', code: wrongFor(right) };
    const answers = await Promise.all(Array.from({ length: 300 }, () => t.post('/login/register', guess)));
    expect(answers.every((a) => a.status === 200 && a.body.code === 10091)).toBe(true);
    expect(await attemptsOf(user.email)).toEqual([maxAttempts]);

    const late = await t.post('/login/register', { ...guess, code: right });
    expect(late.body.code).toBe(10091);
    expect(await t.upstream.db.query('SELECT 1 FROM users WHERE email = $1', [user.email])).toHaveLength(0);
  });

  it('counts 300 concurrent wrong reset codes exactly and keeps the old password', async () => {
    const user = fresh();
    await t.post('/login/sendCode', { email: user.email });
    await t.post('/login/register', { ...user, password: 'secret-pass', code: t.codes.last(user.email) });
    t.clock.advance(60_000);
    await t.post('/login/sendCode', { email: user.email, purpose: 'reset' });
    const right = t.codes.last(user.email) ?? '';
    const guess = { email: user.email, code: wrongFor(right), password: 'new-secret' };
    const answers = await Promise.all(Array.from({ length: 300 }, () => t.post('/user/repassword', guess)));
    expect(answers.every((a) => a.body.code === 10091)).toBe(true);
    expect(await attemptsOf(user.email)).toEqual([0, maxAttempts]);
    expect((await t.post('/user/repassword', { ...guess, code: right })).body.code).toBe(10091);
    const login = await t.post('/login/login', { userName: user.userName, password: 'secret-pass' });
    expect(login.body.code).toBe(200);
  });

  it('counts 300 concurrent checks on one code exactly even when all reads come before any write', async () => {
    const { email } = fresh();
    const { code } = await issueCode(t.upstream.db, email, 'register', t.clock.now());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, () =>
        checkCode(t.upstream.db, email, 'register', wrongFor(code), t.clock.now()),
      ),
    );
    expect(
      outcomes.every(
        (o) => o.status === 'rejected' && o.reason instanceof ApiError && o.reason.code === 10091,
      ),
    ).toBe(true);
    expect(await attemptsOf(email)).toEqual([maxAttempts]);
    await expect(checkCode(t.upstream.db, email, 'register', code, t.clock.now())).rejects.toMatchObject({
      code: 10091,
    });
  });

  it('spends no attempt on the right code: after 4 wrong guesses a right code with a bad password still leaves one', async () => {
    const user = fresh();
    await t.post('/login/sendCode', { email: user.email });
    await t.post('/login/register', { ...user, password: 'secret-pass', code: t.codes.last(user.email) });
    t.clock.advance(60_000);
    await t.post('/login/sendCode', { email: user.email, purpose: 'reset' });
    const right = t.codes.last(user.email) ?? '';
    for (let i = 0; i < maxAttempts - 1; i += 1)
      expect(
        (await t.post('/user/repassword', { email: user.email, code: wrongFor(right), password: 'x-secret' }))
          .body.code,
      ).toBe(10091);
    expect(
      (await t.post('/user/repassword', { email: user.email, code: right, password: '1' })).body.code,
    ).toBe(10004);
    const reset = await t.post('/user/repassword', {
      email: user.email,
      code: right,
      password: 'new-secret',
    });
    expect(reset.body).toMatchObject({ code: 200, notice: 20005 });
  });
});
