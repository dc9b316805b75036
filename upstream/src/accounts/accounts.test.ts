import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, toNumber } from '../db/db.ts';
import { openPgDb } from '../db/pg-db.ts';
import {
  type Answer,
  createTestSchema,
  startOnBackend,
  startTestUpstream,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { unlimitedCredentialPolicy } from '../throttle/credential-policy.ts';

// These tests sign up and log in many users from one address; throttling has its own tests.
const throttle = { credentialPolicy: unlimitedCredentialPolicy };

/** Signs a new user up through the REST API (e-mailed code, then register) and returns the session. */
async function signUp(t: TestUpstream, user: { userName: string; email: string }, password = 'secret-pass') {
  const sent = await t.post('/login/sendCode', { email: user.email, purpose: 'register' });
  expect(sent.body.code).toBe(200);
  const answer = await t.post('/login/register', { ...user, password, code: t.codes.last(user.email) });
  expect(answer.body.code).toBe(200);
  return { ...user, password, session: answer.body.result as { token: string; expiresAt: number } };
}

/** A new user's demo account as stored: 10000.00 with the one entry that opened it. */
const demoOpening = {
  mode: 'demo',
  balanceCents: 1_000_000,
  reason: 'demo_open',
  reference: null,
  amountCents: 1_000_000,
  balanceAfterCents: 1_000_000,
};

/** The user's accounts and their ledger entries as stored, oldest first, money in integer cents. */
async function storedAccounts(db: Db, userName: string) {
  const rows = await db.query(
    `SELECT a.mode, a.balance_units AS balance_cents, l.reason, l.reference, l.amount_units AS amount_cents,
       l.balance_after_units AS balance_after_cents
     FROM users u JOIN accounts a ON a.user_id = u.id LEFT JOIN ledger_entries l ON l.account_id = a.id
     WHERE u.user_name = $1 ORDER BY a.mode, l.id`,
    [userName],
  );
  return rows.map((row) => ({
    mode: row.mode,
    balanceCents: toNumber(row.balance_cents),
    reason: row.reason,
    reference: row.reference,
    amountCents: row.amount_cents === null ? null : toNumber(row.amount_cents),
    balanceAfterCents: row.balance_after_cents === null ? null : toNumber(row.balance_after_cents),
  }));
}

const asDemo = (token: string) => ({ authorization: token, virtually: 'YES' });
const asReal = (token: string) => ({ authorization: token, virtually: 'NO' });
const resultOf = (answer: Answer) => answer.body.result;

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL path', () => {
  let t: TestUpstream;
  let reader: Db;
  let dropSchema: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const schema = await createTestSchema(process.env.TEST_DATABASE_URL ?? '');
    dropSchema = schema.drop;
    t = await startTestUpstream({ databaseUrl: schema.url, ...throttle });
    // A connection of its own to TEST_DATABASE_URL: it sees only what the upstream really wrote there.
    reader = await openPgDb(schema.url);
  });
  afterAll(async () => {
    await reader?.close();
    await t?.close();
    await dropSchema?.();
  });

  it('stores users, accounts and ledger entries in the PostgreSQL of TEST_DATABASE_URL', async () => {
    const user = await signUp(t, { userName: 'pg_user', email: 'pg_user@example.com' });
    expect(resultOf(await t.post('/user/getUserInfo', undefined, asDemo(user.session.token)))).toMatchObject({
      userName: 'pg_user',
      accountMode: 'demo',
      balance: '10000.00',
    });
    const users = await reader.query('SELECT user_name, email FROM users');
    expect(users).toEqual([{ user_name: 'pg_user', email: 'pg_user@example.com' }]);
    expect(await storedAccounts(reader, 'pg_user')).toEqual([demoOpening]);
  });
});

describe.each(testBackends())('accounts on $name', (backend) => {
  let t: TestUpstream;
  let stop: (() => Promise<void>) | undefined;
  let counter = 0;
  /** Unique names per test so tests stay independent inside one database. */
  const fresh = () => {
    counter += 1;
    return { userName: `user_${counter}`, email: `user${counter}@example.com` };
  };

  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, throttle));
  });

  afterAll(async () => {
    await stop?.();
  });

  const sendCode = (email: string, purpose: 'register' | 'reset' = 'register') =>
    t.post('/login/sendCode', { email, purpose });

  const register = (user = fresh(), password = 'secret-pass') => signUp(t, user, password);

  it('registers with an e-mailed code, logs in by username and e-mail, and reads the profile', async () => {
    const user = fresh();
    const sent = await sendCode(user.email);
    expect(sent.body).toMatchObject({ code: 200, result: { expiresAt: t.clock.now() + 10 * 60_000 } });
    const code = t.codes.last(user.email);
    expect(code).toMatch(/^\d{6}$/);

    const registered = await t.post('/login/register', {
      ...user,
      password: 'secret-pass',
      code,
      areaCode: '+49',
      phone: '7700900123',
    });
    expect(registered.body.code).toBe(200);
    const session = registered.body.result as {
      token: string;
      expiresAt: number;
      user: Record<string, unknown>;
    };
    expect(session.expiresAt).toBe(t.clock.now() + 7 * 24 * 3_600_000);
    expect(session.user).toMatchObject({
      userName: user.userName,
      email: user.email,
      areaCode: '+49',
      phone: '7700900123',
      kycStatus: 0,
      creditScore: 100,
      receiveAddress: null,
      createdAt: t.clock.now(),
    });
    expect(session.user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);

    for (const account of [user.userName, user.email.toUpperCase()]) {
      const login = await t.post('/login/login', { userName: account, password: 'secret-pass' });
      expect(login.body.code).toBe(200);
      const token = (login.body.result as { token: string }).token;
      const info = await t.post('/user/getUserInfo', undefined, { authorization: token });
      expect(info.status).toBe(200);
      // The profile plus the account this call acted on (real: no `virtually` header).
      expect(info.body.result).toEqual({
        ...session.user,
        accountMode: 'real',
        balance: '0.00',
        fundPasswordSet: false,
      });
    }
  });

  it('opens a demo account at 10000.00 with one demo_open entry and a real one at 0.00 with none, as stored', async () => {
    const user = await register();
    const { token } = user.session;
    expect(await storedAccounts(t.upstream.db, user.userName)).toEqual([]);

    expect(resultOf(await t.post('/user/getUserInfo', undefined, asDemo(token)))).toMatchObject({
      userName: user.userName,
      accountMode: 'demo',
      balance: '10000.00',
    });
    expect(resultOf(await t.post('/user/getUserInfo', undefined, asReal(token)))).toMatchObject({
      userName: user.userName,
      accountMode: 'real',
      balance: '0.00',
    });
    expect(resultOf(await t.get('/user/listTransactions', asDemo(token)))).toEqual({
      list: [
        {
          id: expect.any(Number),
          mode: 'demo',
          reason: 'demo_open',
          currency: 'USDT',
          reference: null,
          amount: '10000.00',
          balanceAfter: '10000.00',
          held: '0.00',
          heldAfter: '0.00',
          createdAt: t.clock.now(),
        },
      ],
      total: 1,
      pageNum: 1,
      pageSize: 20,
    });
    expect(resultOf(await t.get('/user/listTransactions', asReal(token)))).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 20,
    });
    // Asking again opens nothing twice: still one account per mode and one opening entry.
    await t.post('/user/getUserInfo', undefined, asDemo(token));
    expect(await storedAccounts(t.upstream.db, user.userName)).toEqual([
      demoOpening,
      {
        mode: 'real',
        balanceCents: 0,
        reason: null,
        reference: null,
        amountCents: null,
        balanceAfterCents: null,
      },
    ]);
  });

  it('accepts a body-less JSON POST to getUserInfo', async () => {
    const { session } = await register();
    const answer = await t.post('/user/getUserInfo', '', { authorization: session.token });
    expect(answer.body.code).toBe(200);
  });

  it('answers HTTP 401 with code 401 for a missing, unknown or expired token', async () => {
    const { session } = await register();
    for (const headers of [{}, { authorization: 'not-a-token' }] as Record<string, string>[]) {
      const answer = await t.post('/user/getUserInfo', undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, result: null });
    }
    t.clock.advance(7 * 24 * 3_600_000);
    const expired = await t.post('/user/getUserInfo', undefined, { authorization: session.token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });

  it('ends the session of the token at log out (only that one) and answers 200 again for it', async () => {
    const { session, email, password } = await register();
    const other = (await t.post('/login/login', { userName: email, password })).body.result as {
      token: string;
    };
    const out = await t.post('/login/logout', undefined, { authorization: session.token });
    expect(out).toMatchObject({ status: 200, body: { code: 200, result: null } });
    const after = await t.post('/user/getUserInfo', undefined, { authorization: session.token });
    expect(after.status).toBe(401);
    const stillIn = await t.post('/user/getUserInfo', undefined, { authorization: other.token });
    expect(stillIn.body.code).toBe(200);
    const retries: Record<string, string>[] = [
      { authorization: session.token },
      {},
      { authorization: 'x'.repeat(300) },
    ];
    for (const headers of retries) {
      const again = await t.post('/login/logout', undefined, headers);
      expect(again).toMatchObject({ status: 200, body: { code: 200 } });
    }
  });

  describe('checkUserNameOrPhone', () => {
    it('tells whether a username or e-mail is still available', async () => {
      const user = await register();
      const check = async (value: string) =>
        (await t.get(`/login/checkUserNameOrPhone?userName=${encodeURIComponent(value)}`)).body;
      expect(await check(user.userName)).toMatchObject({ code: 200, result: { available: false } });
      expect(await check(user.userName.toUpperCase())).toMatchObject({ result: { available: false } });
      expect(await check(user.email)).toMatchObject({ result: { available: false } });
      expect(await check('nobody_yet')).toMatchObject({ result: { available: true } });
      expect(await check('nobody@example.com')).toMatchObject({ result: { available: true } });
    });

    it('rejects a malformed username with 10003 and a malformed e-mail with 10002', async () => {
      expect((await t.get('/login/checkUserNameOrPhone?userName=ab')).body.code).toBe(10003);
      expect((await t.get('/login/checkUserNameOrPhone?userName=bad%20name')).body.code).toBe(10003);
      expect((await t.get('/login/checkUserNameOrPhone?userName=bad@mail')).body.code).toBe(10002);
    });
  });

  describe('sendCode', () => {
    it('rejects a malformed e-mail with 10002', async () => {
      expect((await sendCode('not-an-email')).body.code).toBe(10002);
    });

    it('rejects a registered e-mail for sign-up with 10007', async () => {
      const user = await register();
      expect((await sendCode(user.email)).body.code).toBe(10007);
    });

    it('rejects an unknown e-mail for a reset with 10009', async () => {
      expect((await sendCode('ghost@example.com', 'reset')).body.code).toBe(10009);
    });

    it('refuses a second code within 60 s with 10093 and sends one after', async () => {
      const { email } = fresh();
      expect((await sendCode(email)).body.code).toBe(200);
      t.clock.advance(59_000);
      expect((await sendCode(email)).body.code).toBe(10093);
      t.clock.advance(1_000);
      expect((await sendCode(email)).body.code).toBe(200);
    });
  });

  describe('register', () => {
    const attempt = async (fields: Record<string, string>) =>
      (await t.post('/login/register', fields)).body.code;

    it('checks in the contract order: 10003, 10006, 10002, 10007, 10004, 10090, 10091', async () => {
      const taken = await register();
      const user = fresh();
      const base = { ...user, password: 'secret-pass', code: '000000' };
      expect(await attempt({ ...base, userName: 'x!' })).toBe(10003);
      expect(await attempt({ ...base, userName: taken.userName.toUpperCase(), email: 'bad' })).toBe(10006);
      expect(await attempt({ ...base, email: 'bad' })).toBe(10002);
      expect(await attempt({ ...base, email: taken.email, password: '1' })).toBe(10007);
      expect(await attempt({ ...base, password: '12345' })).toBe(10004);
      expect(await attempt({ ...base, password: 'x'.repeat(33) })).toBe(10004);
      expect(await attempt(base)).toBe(10090);
      await sendCode(user.email);
      const right = t.codes.last(user.email) ?? '';
      const wrong = right === '111111' ? '222222' : '111111';
      expect(await attempt({ ...base, code: wrong })).toBe(10091);
      expect(await attempt({ ...base, code: right })).toBe(200);
    });

    it('rejects an expired code with 10091', async () => {
      const user = fresh();
      await sendCode(user.email);
      t.clock.advance(10 * 60_000);
      expect(await attempt({ ...user, password: 'secret-pass', code: t.codes.last(user.email) ?? '' })).toBe(
        10091,
      );
    });

    it('burns a code after five wrong guesses', async () => {
      const user = fresh();
      await sendCode(user.email);
      const right = t.codes.last(user.email) ?? '';
      const wrong = right === '111111' ? '222222' : '111111';
      for (let i = 0; i < 5; i += 1)
        expect(await attempt({ ...user, password: 'secret-pass', code: wrong })).toBe(10091);
      expect(await attempt({ ...user, password: 'secret-pass', code: right })).toBe(10091);
    });
  });

  describe('login', () => {
    it('answers 10001 for an empty account, 10009 for an unknown one, 10004 for a wrong password', async () => {
      const user = await register();
      expect((await t.post('/login/login', { userName: '', password: 'x' })).body.code).toBe(10001);
      expect((await t.post('/login/login', { userName: 'ghost_user', password: 'x' })).body.code).toBe(10009);
      expect((await t.post('/login/login', { userName: 'ghost@example.com', password: 'x' })).body.code).toBe(
        10009,
      );
      expect(
        (await t.post('/login/login', { userName: user.userName, password: 'wrong-pass' })).body.code,
      ).toBe(10004);
    });

    it('answers 10005 for a disabled account', async () => {
      const user = await register();
      await t.upstream.db.query('UPDATE users SET status = 0 WHERE user_name = $1', [user.userName]);
      const answer = await t.post('/login/login', { userName: user.userName, password: user.password });
      expect(answer.body.code).toBe(10005);
    });

    it('speaks Chinese when asked', async () => {
      const answer = await t.post(
        '/login/login',
        { userName: '' },
        { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      );
      expect(answer.body).toEqual({ code: 10001, msg: '请输入用户名或邮箱', result: null });
      const english = await t.post('/login/login', { userName: '' }, { 'accept-language': 'en-GB' });
      expect(english.body.msg).toBe('Please enter your username or email');
    });
  });

  describe('repassword', () => {
    const reset = async (fields: Record<string, string>) => (await t.post('/user/repassword', fields)).body;

    it('checks 10002, 10009, 10090, 10091, 10004 in order', async () => {
      const user = await register();
      expect((await reset({ email: 'bad', code: '1', password: '1' })).code).toBe(10002);
      expect((await reset({ email: 'ghost@example.com', code: '1', password: '1' })).code).toBe(10009);
      expect((await reset({ email: user.email, code: '123456', password: '1' })).code).toBe(10090);
      await sendCode(user.email, 'reset');
      const right = t.codes.last(user.email) ?? '';
      const wrong = right === '111111' ? '222222' : '111111';
      expect((await reset({ email: user.email, code: wrong, password: '1' })).code).toBe(10091);
      expect((await reset({ email: user.email, code: right, password: '1' })).code).toBe(10004);
    });

    it('resets the password with notice 20005, signs out old sessions and uses the code once', async () => {
      const user = await register();
      await sendCode(user.email, 'reset');
      const code = t.codes.last(user.email) ?? '';
      const answer = await reset({ email: user.email, code, password: 'new-secret' });
      expect(answer).toMatchObject({ code: 200, result: null, notice: 20005 });

      expect(
        (await t.post('/login/login', { userName: user.userName, password: user.password })).body.code,
      ).toBe(10004);
      expect(
        (await t.post('/login/login', { userName: user.userName, password: 'new-secret' })).body.code,
      ).toBe(200);
      expect(
        (await t.post('/user/getUserInfo', undefined, { authorization: user.session.token })).status,
      ).toBe(401);
      expect((await reset({ email: user.email, code, password: 'other-secret' })).code).toBe(10091);
    });
  });
});
