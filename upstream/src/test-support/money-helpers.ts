import { readdirSync } from 'node:fs';
import type { TestUpstream } from './test-upstream.ts';

export const real = (token: string) => ({ authorization: token, virtually: 'NO' });
export const demo = (token: string) => ({ authorization: token, virtually: 'YES' });

export type DepositFields = {
  currency?: string;
  network?: string;
  amount?: string;
  paymentAmount?: string;
  transactionHash?: string;
  lastSix?: string;
};

export const depositDefaults: Required<DepositFields> = {
  currency: 'USDT',
  network: 'TRC20',
  amount: '150',
  paymentAmount: '150',
  transactionHash: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c',
  lastSix: 'a9c7f3',
};

/** A recharge form: the text fields, then the proof as a file part (name and declared type as given). */
export function depositForm(
  fields: DepositFields,
  proof: Buffer | null,
  fileName = 'proof.png',
  declaredType = 'image/png',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...depositDefaults, ...fields })) form.append(name, value);
  if (proof) form.append('proof', new Blob([new Uint8Array(proof)], { type: declaredType }), fileName);
  return form;
}

export const proofFiles = (t: TestUpstream) => readdirSync(t.upstream.proofDir);

/** Row counts of every table a money request could write. */
export async function moneyRowCounts(t: TestUpstream) {
  const rows = await t.upstream.db.query(
    `SELECT (SELECT count(*) FROM recharges)::int AS recharges, (SELECT count(*) FROM withdrawals)::int AS withdrawals,
       (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM notifications)::int AS notifications,
       (SELECT count(*) FROM withdrawal_addresses)::int AS addresses`,
  );
  return rows[0];
}

/** Balances of the caller's real account as GET /user/balances answers them, by currency. */
export async function balances(t: TestUpstream, token: string) {
  const answer = await t.get('/user/balances', real(token));
  const list = answer.body.result as { currency: string; available: string; held: string }[];
  return Object.fromEntries(list.map((b) => [b.currency, { available: b.available, held: b.held }]));
}
