import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { unlimitedCredentialPolicy } from '../throttle/credential-policy.ts';

/**
 * Every text the upstream reads, on every route that takes one, with a NUL byte and with 10,000
 * characters: each answers its catalogue code or code 400 INPUT_INVALID naming the field (a path
 * parameter that long is refused by the router: HTTP 414, INPUT_INVALID on `path`), never HTTP 500.
 */

type Refusal = { status?: number; code: number; field?: string };
type Case = {
  input: string;
  send: (value: string) => Promise<Answer>;
  refusal: Refusal;
  longRefusal?: Refusal;
};

const nul = 'ab\u0000cd';
const long = '1'.repeat(10_000);
const tooLongPath: Refusal = { status: 414, code: 400, field: 'path' };

function expectRefusal(answer: Answer, refusal: Refusal) {
  expect(answer.status).toBe(refusal.status ?? 200);
  expect(answer.body.code).toBe(refusal.code);
  expect(answer.body.result).toEqual(
    refusal.field === undefined ? null : { reason: 'INPUT_INVALID', field: refusal.field },
  );
}

describe.each(testBackends())('input bounds on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  let token = '';
  let counter = 0;
  const fresh = () => {
    counter += 1;
    return { userName: `bounded_${counter}`, email: `bounded${counter}@example.com` };
  };

  beforeAll(async () => {
    // Throttling has its own tests; here many refusals come from one address.
    ({ t, stop } = await startOnBackend(backend, { credentialPolicy: unlimitedCredentialPolicy }));
    await advanceAndTick(t);
    token = (await createTestUser(t, 'bounds')).token;
  });
  afterAll(() => stop?.());

  const q = (value: string) => encodeURIComponent(value);
  const auth = () => ({ authorization: token, virtually: 'YES' });
  const register = (field: string) => (value: string) =>
    t.post('/login/register', { ...fresh(), password: 'secret-pass', code: '123456', [field]: value });
  const login = (field: string) => (value: string) =>
    t.post('/login/login', { userName: 'someone', password: 'secret-pass', [field]: value });
  const repassword = (field: string) => (value: string) =>
    t.post('/user/repassword', {
      email: 'someone@example.com',
      code: '123456',
      password: 'new-secret',
      [field]: value,
    });
  const buy = (field: string) => (value: string) =>
    t.post(
      '/order/buyOptions',
      { code: 'BTCUSDT', direction: 'up', amount: '10.00', limitTime: 30, [field]: value },
      auth(),
    );

  const cases: Record<string, Case> = {
    'GET /login/checkUserNameOrPhone userName': {
      input: 'userName',
      send: (v) => t.get(`/login/checkUserNameOrPhone?userName=${q(v)}`),
      refusal: { code: 10003 },
    },
    'POST /login/sendCode email': {
      input: 'email',
      send: (v) => t.post('/login/sendCode', { email: v }),
      refusal: { code: 10002 },
    },
    'POST /login/sendCode purpose': {
      input: 'purpose',
      send: (v) => t.post('/login/sendCode', { email: fresh().email, purpose: v }),
      refusal: { code: 10092 },
    },
    'POST /login/register userName': {
      input: 'userName',
      send: register('userName'),
      refusal: { code: 10003 },
    },
    'POST /login/register email': { input: 'email', send: register('email'), refusal: { code: 10002 } },
    'POST /login/register password': {
      input: 'password',
      send: register('password'),
      refusal: { code: 10004 },
    },
    'POST /login/register code': { input: 'code', send: register('code'), refusal: { code: 10091 } },
    'POST /login/register areaCode': {
      input: 'areaCode',
      send: register('areaCode'),
      refusal: { code: 400, field: 'areaCode' },
    },
    'POST /login/register phone': {
      input: 'phone',
      send: register('phone'),
      refusal: { code: 400, field: 'phone' },
    },
    'POST /login/register inviteCode': {
      input: 'inviteCode',
      send: register('inviteCode'),
      refusal: { code: 400, field: 'inviteCode' },
    },
    'POST /login/login userName': {
      input: 'userName',
      send: login('userName'),
      refusal: { code: 400, field: 'userName' },
    },
    'POST /login/login password': {
      input: 'password',
      send: login('password'),
      refusal: { code: 400, field: 'password' },
    },
    'POST /user/repassword email': { input: 'email', send: repassword('email'), refusal: { code: 10002 } },
    'POST /user/repassword code': { input: 'code', send: repassword('code'), refusal: { code: 10091 } },
    'POST /user/repassword password': {
      input: 'password',
      send: repassword('password'),
      refusal: { code: 10004 },
    },
    'GET /index/listMarketByType type': {
      input: 'type',
      send: (v) => t.get(`/index/listMarketByType?type=${q(v)}`),
      refusal: { code: 400, field: 'type' },
    },
    'GET /index/listMarket codes': {
      input: 'codes',
      send: (v) => t.get(`/index/listMarket?codes=BTCUSDT&codes=${q(v)}`),
      refusal: { code: 400, field: 'codes' },
    },
    'GET /index/getMarketInfo/{code}': {
      input: 'code',
      send: (v) => t.get(`/index/getMarketInfo/${q(v)}`),
      refusal: { code: 400, field: 'code' },
      longRefusal: tooLongPath,
    },
    'GET /index/getKValueByCodeAndDate code': {
      input: 'code',
      send: (v) => t.get(`/index/getKValueByCodeAndDate?date=hour&code=${q(v)}`),
      refusal: { code: 10014 },
    },
    'GET /index/getKValueByCodeAndDate date': {
      input: 'date',
      send: (v) => t.get(`/index/getKValueByCodeAndDate?code=BTCUSDT&date=${q(v)}`),
      refusal: { code: 10017 },
    },
    'GET /index/getKValueByCodeAndDate size': {
      input: 'size',
      send: (v) => t.get(`/index/getKValueByCodeAndDate?code=BTCUSDT&date=hour&size=${q(v)}`),
      refusal: { code: 400, field: 'size' },
    },
    'GET /index/listContents/{languageType}': {
      input: 'languageType',
      send: (v) => t.get(`/index/listContents/${q(v)}`),
      refusal: { code: 400, field: 'languageType' },
      longRefusal: tooLongPath,
    },
    'GET /index/getContentsById/{id}': {
      input: 'id',
      send: (v) => t.get(`/index/getContentsById/${q(v)}`),
      refusal: { code: 400, field: 'id' },
      longRefusal: tooLongPath,
    },
    'GET /index/listContents/{languageType} lang': {
      input: 'lang',
      send: (v) => t.get(`/index/listContents/2?lang=${q(v)}`),
      refusal: { code: 400, field: 'lang' },
    },
    'GET /index/getContentsById/{id} lang': {
      input: 'lang',
      send: (v) => t.get(`/index/getContentsById/1?lang=${q(v)}`),
      refusal: { code: 400, field: 'lang' },
    },
    'GET /index/getParamByKey/{key}': {
      input: 'key',
      send: (v) => t.get(`/index/getParamByKey/${q(v)}`),
      refusal: { code: 400, field: 'key' },
      longRefusal: tooLongPath,
    },
    'GET /notice/list/{type}': {
      input: 'type',
      send: (v) => t.get(`/notice/list/${q(v)}`),
      refusal: { code: 400, field: 'type' },
      longRefusal: tooLongPath,
    },
    'GET /notice/list/{type} lang': {
      input: 'lang',
      send: (v) => t.get(`/notice/list/2?lang=${q(v)}`),
      refusal: { code: 400, field: 'lang' },
    },
    'GET /order/getOptionMinAmount limitTime': {
      input: 'limitTime',
      send: (v) => t.get(`/order/getOptionMinAmount?limitTime=${q(v)}`),
      refusal: { code: 10017 },
    },
    'POST /order/buyOptions code': { input: 'code', send: buy('code'), refusal: { code: 10014 } },
    'POST /order/buyOptions direction': {
      input: 'direction',
      send: buy('direction'),
      refusal: { code: 10092 },
    },
    'POST /order/buyOptions amount': { input: 'amount', send: buy('amount'), refusal: { code: 10016 } },
    'POST /order/buyOptions limitTime': {
      input: 'limitTime',
      send: buy('limitTime'),
      refusal: { code: 10017 },
    },
    'POST /order/buyOptions stopLoss': {
      input: 'stopLoss',
      send: buy('stopLoss'),
      refusal: { code: 400, field: 'stopLoss' },
    },
    'POST /order/buyOptions takeProfit': {
      input: 'takeProfit',
      send: buy('takeProfit'),
      refusal: { code: 400, field: 'takeProfit' },
    },
    'GET /order/getOptionsOrderById/{id}': {
      input: 'id',
      send: (v) => t.get(`/order/getOptionsOrderById/${q(v)}`, auth()),
      refusal: { code: 400, field: 'id' },
      longRefusal: tooLongPath,
    },
    'GET /order/listOptionsOrder status': {
      input: 'status',
      send: (v) => t.get(`/order/listOptionsOrder?status=${q(v)}`, auth()),
      refusal: { code: 400, field: 'status' },
    },
    'GET /order/listOptionsOrder pageNum': {
      input: 'pageNum',
      send: (v) => t.get(`/order/listOptionsOrder?pageNum=${q(v)}`, auth()),
      refusal: { code: 400, field: 'pageNum' },
    },
    'GET /user/listTransactions pageSize': {
      input: 'pageSize',
      send: (v) => t.get(`/user/listTransactions?pageSize=${q(v)}`, auth()),
      refusal: { code: 400, field: 'pageSize' },
    },
  };

  it.each(Object.entries(cases))('refuses a NUL byte and 10,000 characters in %s', async (_name, c) => {
    expectRefusal(await c.send(nul), c.refusal);
    expectRefusal(await c.send(long), c.longRefusal ?? c.refusal);
  });

  it('places no order and moves no money for any refused buy', async () => {
    expect((await t.get('/order/listOptionsOrder', auth())).body.result).toMatchObject({ total: 0 });
    const info = await t.post('/user/getUserInfo', undefined, auth());
    expect(info.body.result).toMatchObject({ balance: '10000.00' });
  });

  it('stores no user for a registration with a 10,000-character phone or areaCode, and one with valid ones', async () => {
    const user = fresh();
    await t.post('/login/sendCode', { email: user.email });
    const code = t.codes.last(user.email) ?? '';
    const base = { ...user, password: 'secret-pass', code };
    expectRefusal(await t.post('/login/register', { ...base, phone: long }), { code: 400, field: 'phone' });
    expectRefusal(await t.post('/login/register', { ...base, areaCode: long }), {
      code: 400,
      field: 'areaCode',
    });
    const users = await t.upstream.db.query('SELECT 1 FROM users WHERE email = $1', [user.email]);
    expect(users).toHaveLength(0);
    // The refusals consumed nothing: the same code still registers.
    const answer = await t.post('/login/register', { ...base, areaCode: '+852', phone: '91234567' });
    expect(answer.body.code).toBe(200);
    expect(answer.body.result).toMatchObject({ user: { areaCode: '+852', phone: '91234567' } });
  });

  it('accepts only the spec’s area codes and 4-20 digit phones', async () => {
    for (const areaCode of ['+999', '1', '+', '+8522', '+1x'])
      expectRefusal(await register('areaCode')(areaCode), { code: 400, field: 'areaCode' });
    for (const phone of ['123', '+4912345', '1234 5678', '1'.repeat(21)])
      expectRefusal(await register('phone')(phone), { code: 400, field: 'phone' });
  });

  it('answers parameter keys of letters, digits, _ . - and refuses others with INPUT_INVALID', async () => {
    expect((await t.get('/index/getParamByKey/home_fee_rate')).body).toMatchObject({
      code: 200,
      result: '0.003',
    });
    expect((await t.get('/index/getParamByKey/no.such-key_1')).body.code).toBe(10018);
    for (const key of ['home fee', 'k'.repeat(65), 'ключ'])
      expectRefusal(await t.get(`/index/getParamByKey/${q(key)}`), { code: 400, field: 'key' });
  });
});
