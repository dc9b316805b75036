import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balances,
  demo,
  depositForm,
  moneyRowCounts,
  proofFiles,
  real,
} from '../test-support/money-helpers.ts';
import {
  brokenPng,
  jp2Proof,
  jpegProofWithExif,
  pdfBytes,
  pngProof,
} from '../test-support/proof-fixtures.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import type { RechargeRecord } from './recharges.ts';

describe.each(testBackends())('deposits on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, { proofMaxBytes: 64 * 1024 }));
  });
  afterAll(() => stop?.());

  const submit = (token: string, form: FormData, headers: Record<string, string> = {}) =>
    t.upload('/user/recharge', form, { ...real(token), ...headers });

  it('stores a PNG deposit as submitted, credits nothing until the operator approves, then exactly the amount', async () => {
    const user = await createTestUser(t);
    const answer = await submit(
      user.token,
      depositForm({ amount: '150', paymentAmount: '150.00' }, await pngProof()),
    );
    expect(answer.body).toMatchObject({ code: 200, notice: 20002 });
    const record = answer.body.result as RechargeRecord;
    expect(record).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      amount: '150.00',
      paymentAmount: '150.00',
      lastSix: 'a9c7f3',
      status: 'submitted',
      remark: null,
      reviewedAt: null,
      proofUrl: `/swx/customer/user/rechargeProof/${record.id}`,
    });
    expect(record.orderNo).toMatch(/^RC\d{8}\d{12}$/);
    expect((await balances(t, user.token)).USDT).toEqual({ available: '0.00', held: '0.00' });

    const approved = await t.ops('POST', `/recharges/${record.id}/approve`);
    expect(approved.body).toMatchObject({
      code: 200,
      result: { id: record.id, status: 'approved', userId: user.id },
    });
    expect((await balances(t, user.token)).USDT).toEqual({ available: '150.00', held: '0.00' });
    // A second approval moves no money.
    expect((await t.ops('POST', `/recharges/${record.id}/approve`)).body).toMatchObject({
      code: 10092,
      result: { reason: 'WRONG_STATE', status: 'approved' },
    });
    expect((await balances(t, user.token)).USDT?.available).toBe('150.00');
    const ledger = await t.get('/user/listTransactions?currency=USDT', real(user.token));
    expect((ledger.body.result as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        reason: 'recharge',
        currency: 'USDT',
        reference: record.orderNo,
        amount: '150.00',
        balanceAfter: '150.00',
      }),
    ]);
    const listed = await t.get('/user/listRecharge?status=approved', real(user.token));
    expect(listed.body.result).toMatchObject({ total: 1, list: [{ id: record.id, status: 'approved' }] });
  });

  it('keeps BTC and ETH at their own places: 8 and 18 decimals, never cents', async () => {
    const user = await createTestUser(t);
    const btc = await submit(
      user.token,
      depositForm(
        { currency: 'BTC', network: 'BTC', amount: '0.01500001', paymentAmount: '0.01500001' },
        await pngProof(),
      ),
    );
    expect(btc.body.result).toMatchObject({ amount: '0.01500001' });
    const eth = await submit(
      user.token,
      depositForm(
        { currency: 'ETH', network: 'ERC20', amount: '0.200000000000000001', paymentAmount: '0.2' },
        await pngProof(),
      ),
    );
    expect(eth.body.result).toMatchObject({
      amount: '0.200000000000000001',
      paymentAmount: '0.200000000000000000',
    });
    await t.ops('POST', `/recharges/${(btc.body.result as RechargeRecord).id}/approve`);
    await t.ops('POST', `/recharges/${(eth.body.result as RechargeRecord).id}/approve`);
    expect(await balances(t, user.token)).toEqual({
      USDT: { available: '0.00', held: '0.00' },
      BTC: { available: '0.01500001', held: '0.00000000' },
      ETH: { available: '0.200000000000000001', held: '0.000000000000000000' },
    });
    const tooPrecise = await submit(
      user.token,
      depositForm({ currency: 'BTC', network: 'BTC', amount: '0.015000001' }, await pngProof()),
    );
    expect(tooPrecise.body).toMatchObject({
      code: 400,
      result: { reason: 'INPUT_INVALID', field: 'amount' },
    });
  });

  it('refuses a deposit below the minimum with the spec message, per currency', async () => {
    const user = await createTestUser(t);
    const before = await moneyRowCounts(t);
    for (const [currency, network, amount, limit] of [
      ['USDT', 'TRC20', '100', '120'],
      ['BTC', 'BTC', '0.0149', '0.015'],
      ['ETH', 'ERC20', '0.19', '0.2'],
    ] as const) {
      const answer = await submit(user.token, depositForm({ currency, network, amount }, await pngProof()));
      expect(answer.body).toEqual({
        code: 400,
        msg: `minimum deposit of ${currency} is ${limit}`,
        result: { reason: 'BELOW_MINIMUM_DEPOSIT', field: 'amount', currency, minimum: limit },
      });
    }
    const zh = await submit(user.token, depositForm({ amount: '100' }, await pngProof()), {
      'accept-language': 'zh-CN',
    });
    expect(zh.body.msg).toBe('USDT 最低充值金额为 120');
    expect(await moneyRowCounts(t)).toEqual(before);
    expect(proofFiles(t)).not.toContain(undefined);
  });

  it('refuses a PDF named .png and declared image/png with "image format incorrect", writing nothing', async () => {
    const user = await createTestUser(t);
    const before = await moneyRowCounts(t);
    const files = proofFiles(t);
    for (const bytes of [pdfBytes(), brokenPng()]) {
      const answer = await submit(user.token, depositForm({}, bytes, 'receipt.png', 'image/png'));
      expect(answer.body).toMatchObject({
        code: 400,
        msg: 'image format incorrect (JPG, JPEG 2000 or PNG)',
        result: { reason: 'IMAGE_FORMAT_INCORRECT', field: 'proof' },
      });
    }
    expect(await moneyRowCounts(t)).toEqual(before);
    expect(proofFiles(t)).toEqual(files);
  });

  it('refuses an image over the limit while streaming, with its own message and HTTP 413, writing nothing', async () => {
    const user = await createTestUser(t);
    const before = await moneyRowCounts(t);
    const files = proofFiles(t);
    // A valid PNG of 200 KB, over this upstream's 64 KB limit.
    const big = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(64 * 1024);
    const answer = await submit(user.token, depositForm({}, big));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 400,
      msg: 'the image must not exceed 0.1 MB',
      result: { reason: 'IMAGE_TOO_LARGE', field: 'proof', maxBytes: 64 * 1024 },
    });
    expect(await moneyRowCounts(t)).toEqual(before);
    expect(proofFiles(t)).toEqual(files);
  });

  it('accepts JPEG 2000 by its bytes (stored as PNG) and strips a JPEG of its metadata', async () => {
    const user = await createTestUser(t);
    const jp2 = await submit(
      user.token,
      depositForm({}, await jp2Proof(), 'scan.bin', 'application/octet-stream'),
    );
    expect(jp2.body.code).toBe(200);
    const jp2Record = jp2.body.result as RechargeRecord;
    const stored = await fetch(`${t.upstream.url}${jp2Record.proofUrl}`, { headers: real(user.token) });
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      width: 64,
      height: 48,
    });

    const original = await jpegProofWithExif();
    expect(original.includes('SecretCam')).toBe(true);
    const jpeg = await submit(user.token, depositForm({}, original, 'photo.jpg', 'image/jpeg'));
    const record = jpeg.body.result as RechargeRecord;
    const file = proofFiles(t).find((name) => name.endsWith('.jpg'));
    expect(file).toBeDefined();
    const bytes = readFileSync(join(t.upstream.proofDir, file ?? ''));
    expect(bytes.includes('SecretCam')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    // Served to the owner and the operator only.
    const other = await createTestUser(t);
    expect((await fetch(`${t.upstream.url}${record.proofUrl}`, { headers: real(other.token) })).status).toBe(
      404,
    );
    expect((await fetch(`${t.upstream.url}${record.proofUrl}`)).status).toBe(401);
    const ops = await fetch(`${t.upstream.url}/swx/ops/recharges/${record.id}/proof`, {
      headers: { 'x-operator-token': 'test-operator-token' },
    });
    expect(ops.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a body cut off inside the proof with the input-error envelope, writing nothing', async () => {
    const user = await createTestUser(t);
    const before = await moneyRowCounts(t);
    const body =
      '--B\r\nContent-Disposition: form-data; name="amount"\r\n\r\n150\r\n' +
      '--B\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\n\r\nxxxx';
    const response = await fetch(`${t.upstream.url}/swx/customer/user/recharge`, {
      method: 'POST',
      headers: { ...real(user.token), 'content-type': 'multipart/form-data; boundary=B' },
      body,
    });
    // Input errors are code 400 in an HTTP 200 envelope, as every other field rule answers.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 400,
      result: { reason: 'INPUT_INVALID', field: 'body' },
    });
    expect(await moneyRowCounts(t)).toEqual(before);
  });

  it('checks the fields in order and writes nothing for any bad one', async () => {
    const user = await createTestUser(t);
    const before = await moneyRowCounts(t);
    const cases: [Record<string, string>, string][] = [
      [{ currency: 'DOGE' }, 'currency'],
      [{ network: 'SOL' }, 'network'],
      [{ amount: '-150' }, 'amount'],
      [{ amount: '1e3' }, 'amount'],
      [{ paymentAmount: 'abc' }, 'paymentAmount'],
      [{ transactionHash: 'short' }, 'transactionHash'],
      [{ transactionHash: 'has spaces in it' }, 'transactionHash'],
      [{ lastSix: '12345' }, 'lastSix'],
    ];
    for (const [fields, field] of cases) {
      const answer = await submit(user.token, depositForm(fields, await pngProof()));
      expect(answer.body.result, JSON.stringify(fields)).toEqual({ reason: 'INPUT_INVALID', field });
    }
    const noProof = await submit(user.token, depositForm({}, null));
    expect(noProof.body).toMatchObject({ code: 400, result: { reason: 'PROOF_REQUIRED', field: 'proof' } });
    expect(await moneyRowCounts(t)).toEqual(before);
  });

  it('refuses the demo account with the demo-disabled message naming the real account', async () => {
    const user = await createTestUser(t);
    const answer = await t.upload('/user/recharge', depositForm({}, await pngProof()), demo(user.token));
    expect(answer.body).toEqual({
      code: 400,
      msg: 'The demo account cannot deposit or withdraw; please switch to the real account',
      result: { reason: 'DEMO_ACCOUNT_DISABLED', field: 'virtually' },
    });
  });

  it('answers a repeated Idempotency-Key with the first deposit and another body with 10092', async () => {
    const user = await createTestUser(t);
    const proof = await pngProof();
    const key = { 'idempotency-key': 'deposit-1' };
    const first = await submit(user.token, depositForm({}, proof), key);
    const files = proofFiles(t);
    const again = await submit(user.token, depositForm({}, proof), key);
    expect((again.body.result as RechargeRecord).id).toBe((first.body.result as RechargeRecord).id);
    expect(proofFiles(t)).toEqual(files);
    expect((await submit(user.token, depositForm({ amount: '151' }, proof), key)).body.code).toBe(10092);
    const listed = await t.get('/user/listRecharge', real(user.token));
    expect((listed.body.result as { total: number }).total).toBe(1);
  });

  it('rejects with a remark the user sees, moving no money; the ops API needs its own credential', async () => {
    const user = await createTestUser(t);
    const record = (await submit(user.token, depositForm({}, await pngProof()))).body
      .result as RechargeRecord;
    expect((await t.ops('POST', `/recharges/${record.id}/reject`, {})).body.result).toEqual({
      reason: 'INPUT_INVALID',
      field: 'remark',
    });
    const rejected = await t.ops('POST', `/recharges/${record.id}/reject`, { remark: 'no such transaction' });
    expect(rejected.body.result).toMatchObject({ status: 'rejected', remark: 'no such transaction' });
    expect((await balances(t, user.token)).USDT?.available).toBe('0.00');
    expect((await t.ops('POST', '/recharges/999999/approve')).status).toBe(404);
    // A retail token is no operator credential.
    const retail = await fetch(`${t.upstream.url}/swx/ops/recharges`, {
      headers: { authorization: user.token },
    });
    expect(retail.status).toBe(401);
    const wrong = await fetch(`${t.upstream.url}/swx/ops/recharges`, {
      headers: { 'x-operator-token': 'guess' },
    });
    expect(wrong.status).toBe(401);
  });

  it('lists the deposit channels with their receive addresses and minimums', async () => {
    const answer = await t.get('/index/listRechargeChannels');
    expect(answer.body.result).toContainEqual({
      currency: 'BTC',
      network: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      minAmount: '0.01500000',
    });
  });
});
