import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../test-support/raw-http.ts';
import {
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import type { OptionsOrder } from './options-orders.ts';

/** Idempotency-Key: optional, and when present 1-255 printable ASCII characters without spaces (Stripe's rule). */
describe.each(testBackends())('Idempotency-Key on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  const body = { code: 'ETHUSDT', direction: 'up', amount: '10.00', limitTime: 60 };

  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, { seed: 5 }));
    await advanceAndTick(t);
  });
  afterAll(() => stop?.());

  const buy = (token: string, key?: string) =>
    t.post('/order/buyOptions', body, {
      authorization: token,
      virtually: 'YES',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    });
  const orderCount = async (token: string) =>
    (
      (await t.get('/order/listOptionsOrder', { authorization: token, virtually: 'YES' })).body.result as {
        total: number;
      }
    ).total;

  it('accepts a 255-character key of every printable ASCII character and answers its repeat with the same order', async () => {
    const { token } = await createTestUser(t);
    const printable = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join(
      '',
    );
    const key = printable.repeat(3).slice(0, 255);
    const first = await buy(token, key);
    expect(first.body.code).toBe(200);
    const again = await buy(token, key);
    expect((again.body.result as OptionsOrder).id).toBe((first.body.result as OptionsOrder).id);
    expect(await orderCount(token)).toBe(1);
  });

  it('keeps the key optional: a buy without one places an order', async () => {
    const { token } = await createTestUser(t);
    expect((await buy(token)).body.code).toBe(200);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['with a space inside', 'order 1'],
    ['with a tab inside', 'order\t1'],
    ['non-ASCII', 'bestellung-é'],
    ['256 characters', 'k'.repeat(256)],
  ])('refuses a key %s with INPUT_INVALID on idempotencyKey and places no order', async (_name, key) => {
    const { token } = await createTestUser(t);
    expect((await buy(token, key)).body).toEqual({
      code: 400,
      msg: 'bad request',
      result: { reason: 'INPUT_INVALID', field: 'idempotencyKey' },
    });
    expect(await orderCount(token)).toBe(0);
  });

  it('answers a key with a NUL byte (Node’s 400) and one of 100,000 characters (Node’s 431) with the envelope', async () => {
    const { token } = await createTestUser(t);
    const request = (key: string) =>
      `POST /swx/customer/order/buyOptions HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${token}\r\n` +
      `Virtually: YES\r\nIdempotency-Key: ${key}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${JSON.stringify(body).length}\r\n\r\n${JSON.stringify(body)}`;
    const nul = await rawHttp(t.upstream.url, request('order\u00001'));
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body)).toMatchObject({ code: 400, result: { reason: 'INPUT_INVALID' } });
    const huge = await rawHttp(t.upstream.url, request('k'.repeat(100_000)));
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({
      code: 400,
      result: { reason: 'INPUT_INVALID', field: 'headers' },
    });
    expect(await orderCount(token)).toBe(0);
  });
});
