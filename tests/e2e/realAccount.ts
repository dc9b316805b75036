import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { e2eOperatorToken, e2eUpstreamUrl } from './e2eEnv.ts';
import type { Session } from './tradingUser.ts';

type Envelope<T> = { code: number; msg: string; result: T };
type RechargeRecord = { id: number; orderNo: string };

/**
 * Puts `amount` of a currency (USDT by default) in a user's real account the way money arrives: a deposit through the
 * upstream's own API (the deposit form has its own tests), approved by the operator.
 */
export async function fundRealAccount(
  request: APIRequestContext,
  session: Session,
  amount: string,
  upstreamUrl = e2eUpstreamUrl,
  currency: 'USDT' | 'BTC' | 'ETH' = 'USDT',
): Promise<void> {
  const proof = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const deposit = await request.post(`${upstreamUrl}/swx/customer/user/recharge`, {
    headers: { Authorization: session.token, virtually: 'NO' },
    multipart: {
      currency,
      network: { USDT: 'TRC20', BTC: 'BTC', ETH: 'ERC20' }[currency],
      amount,
      paymentAmount: amount,
      transactionHash: `hash${Date.now()}`,
      lastSix: 'abc123',
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: proof },
    },
  });
  const record = ((await deposit.json()) as Envelope<RechargeRecord>).result;
  const headers = { 'X-Operator-Token': e2eOperatorToken };
  const list = await request.get(`${upstreamUrl}/swx/ops/recharges?status=submitted&pageNum=1&pageSize=50`, {
    headers,
  });
  const submitted = ((await list.json()) as Envelope<{ list: RechargeRecord[] }>).result.list;
  const entry = submitted.find((item) => item.orderNo === record.orderNo);
  if (!entry) throw new Error(`no submitted deposit ${record.orderNo}`);
  const approved = await request.post(`${upstreamUrl}/swx/ops/recharges/${entry.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.ok()).toBe(true);
}
