import type { LoanRecord } from '@swx/contract';
import sharp from 'sharp';
import { createSession } from '../accounts/sessions.ts';
import type { RechargeRecord } from '../money/recharges.ts';
import { depositForm, real } from './money-helpers.ts';
import { pngProof } from './proof-fixtures.ts';
import { advanceAndTick, type TestUpstream } from './test-upstream.ts';

/** A drawn signature: a stroke on a transparent pad, as the web app's signature pad exports it. */
export async function drawnSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
    <path d="M10 80 C 60 10, 120 90, 170 40 S 260 20, 290 70" stroke="#111" stroke-width="3" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The pad exported before anything was drawn on it. */
export async function blankSignature(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0000' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Deposits `amount` of `currency` to the user's real account and approves it (the operator). */
export async function fund(t: TestUpstream, token: string, currency: 'USDT' | 'BTC' | 'ETH', amount: string) {
  const network = { USDT: 'TRC20', BTC: 'BTC', ETH: 'ERC20' }[currency];
  const answer = await t.upload(
    '/user/recharge',
    depositForm({ currency, network, amount, paymentAmount: amount }, await pngProof()),
    real(token),
  );
  if (answer.body.code !== 200) throw new Error(`deposit refused: ${JSON.stringify(answer.body)}`);
  await t.ops('POST', `/recharges/${(answer.body.result as RechargeRecord).id}/approve`);
}

export async function setKycStatus(t: TestUpstream, userId: number, status: 0 | 1 | 2 | 3) {
  await t.upstream.db.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [userId, status]);
}

/** Records a fresh price of every market (collateral is valued at the recorded BTCUSDT / ETHUSDT). */
export const recordPrices = (t: TestUpstream) => advanceAndTick(t, 1000);

export type LoanForm = {
  amount?: string;
  term?: number | string;
  collateralCurrency?: string;
  signature?: string;
};

export async function borrow(
  t: TestUpstream,
  token: string,
  form: LoanForm,
  headers: Record<string, string> = {},
) {
  const body = {
    amount: '200',
    term: 30,
    collateralCurrency: 'BTC',
    signature: await drawnSignature(),
    ...form,
  };
  const answer = await t.post('/user/loan', body, { ...real(token), ...headers });
  return { ...answer, loan: answer.body.result as LoanRecord };
}

export async function recordPrice(t: TestUpstream, market: 'BTCUSDT' | 'ETHUSDT') {
  const rows = await t.upstream.db.query(
    'SELECT price::text AS price FROM market_ticks WHERE market_code = $1 ORDER BY time DESC LIMIT 1',
    [market],
  );
  return String(rows[0]?.price);
}

/**
 * Moves the clock by `ms` and signs the users in again (sessions last 7 days, loans longer): their
 * `token` is replaced in place.
 */
export async function passTime(t: TestUpstream, ms: number, ...users: { id: number; token: string }[]) {
  t.clock.advance(ms);
  for (const user of users) user.token = (await createSession(t.upstream.db, user.id, t.clock.now())).token;
}
