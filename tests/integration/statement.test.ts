import { kindOfReason, type LedgerEntry, statementKinds } from '@swx/contract';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNumber } from '../../upstream/src/db/db.ts';
import { lockAccount, postEntry, resetDemoAccount } from '../../upstream/src/ledger/ledger.ts';
import { formatUnits } from '../../upstream/src/money/currencies.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

/**
 * A statement's figures are the ledger's: over a seeded history of every reason a balance moves for
 * (deposit, withdrawal hold, release, payout and fee, order stake, payout and refund, plan principal,
 * profit, penalty, return and refund, loan collateral, disbursement, interest, damages and repayment,
 * NFT bid, release, purchase and donation, invite reward, the demo account's opening and reset), with
 * entries just before and just after the range, the screen's figures, the CSV's and the PDF's equal
 * the ledger's sums for the range.
 */

let stack: Stack;
let token: string;
let userId: number;
const HOUR = 3_600_000;
// A range of two days in Tokyo (UTC+9): from 2026-01-05 00:00 to 2026-01-07 00:00 local time.
const from = Date.UTC(2026, 0, 4, 15);
const to = Date.UTC(2026, 0, 6, 15);
const timeZone = 'Asia/Tokyo';

type Move = [LedgerEntry['reason'], number, number?];
/** [reason, cents, held cents] of the real USDT account, in order, in range. */
const realMoves: Move[] = [
  ['options_stake', -1000],
  ['options_payout', 1800],
  ['options_stake', -500],
  ['options_refund', 500],
  ['withdrawal_hold', -5000, 5000],
  ['withdrawal_release', 2000, -2000],
  ['withdrawal_paid', 0, -2500],
  ['withdrawal_fee', 0, -500],
  ['smart_principal', -20000],
  ['smart_profit', 150],
  ['smart_exit_penalty', -2000],
  ['smart_principal_return', 20000],
  ['smart_principal', -3000],
  ['smart_refund', 3000],
  ['loan_collateral_hold', -4000, 4000],
  ['loan_disbursement', 30000],
  ['loan_interest', -105],
  ['loan_damages', -50],
  ['loan_repayment', -30000],
  ['loan_collateral_release', 3000, -3000],
  ['loan_collateral_liquidation', 0, -1000],
  ['nft_bid_hold', -1000, 1000],
  ['nft_bid_release', 1000, -1000],
  ['nft_bid_hold', -1200, 1200],
  ['nft_purchase', 0, -1200],
  ['nft_donation', -300],
  ['invite_reward', 500],
];

async function seed(): Promise<void> {
  const db = stack.upstream.db;
  await db.transaction(async (tx) => {
    const real = await lockAccount(tx, userId, 'real', from - 2 * HOUR);
    await postEntry(tx, real, 'recharge', 'RC-BEFORE', 100_000, from - 1);
    // Two per hour from the range's first instant: the first day (Tokyo) holds most, the second the rest.
    for (const [index, [reason, cents, held]] of realMoves.entries()) {
      await postEntry(tx, real, reason, `REF-${index}`, cents, from + index * 1_800_000, BigInt(held ?? 0));
    }
    await postEntry(tx, real, 'recharge', 'RC-IN', 5000, to - 1);
    await postEntry(tx, real, 'options_stake', 'OP-AFTER', -700, to);
    const demo = await lockAccount(tx, userId, 'demo', from + HOUR);
    await postEntry(tx, demo, 'options_stake', 'OP-DEMO', -2500, from + 2 * HOUR);
    await resetDemoAccount(tx, userId, from + 3 * HOUR);
  });
}

/** The ledger's own sums for the range, by kind, and the balance before it. */
async function ledgerSums(mode: 'real' | 'demo') {
  const db = stack.upstream.db;
  const rows = await db.query(
    `SELECT l.reason, sum(l.amount_units)::text AS cents, count(*) AS n FROM ledger_entries l
     JOIN accounts a ON a.id = l.account_id
     WHERE a.user_id = $1 AND a.mode = $2 AND a.currency = 'USDT' AND l.created_at >= $3 AND l.created_at < $4
     GROUP BY l.reason`,
    [userId, mode, from, to],
  );
  const kinds = new Map<string, { cents: bigint; count: number }>();
  for (const row of rows) {
    const kind = kindOfReason[row.reason as LedgerEntry['reason']];
    const sum = kinds.get(kind) ?? { cents: 0n, count: 0 };
    sum.cents += BigInt(String(row.cents));
    sum.count += toNumber(row.n);
    kinds.set(kind, sum);
  }
  const before = await db.query(
    `SELECT coalesce(sum(l.amount_units), 0)::text AS cents FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
     WHERE a.user_id = $1 AND a.mode = $2 AND a.currency = 'USDT' AND l.created_at < $3`,
    [userId, mode, from],
  );
  const opening = BigInt(String(before[0]?.cents));
  const net = [...kinds.values()].reduce((sum, kind) => sum + kind.cents, 0n);
  const totals = statementKinds.map((kind) => ({
    kind: kind.toUpperCase(),
    amount: formatUnits(kinds.get(kind)?.cents ?? 0n, 'USDT'),
    count: kinds.get(kind)?.count ?? 0,
  }));
  return { opening: formatUnits(opening, 'USDT'), closing: formatUnits(opening + net, 'USDT'), totals };
}

const STATEMENT = `query Statement($mode: AccountMode!, $from: DateTime!, $to: DateTime!, $kinds: [StatementKind!], $after: String) {
  viewer { account(mode: $mode) { statement(from: $from, to: $to, kinds: $kinds, timeZone: "Asia/Tokyo") {
    openingBalance closingBalance totals { kind amount count } dailyProfit { day amount }
    entries(first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { reason amount } } }
  } } } }`;

type StatementAnswer = {
  viewer: {
    account: {
      statement: {
        openingBalance: string;
        closingBalance: string;
        totals: { kind: string; amount: string; count: number }[];
        dailyProfit: { day: string; amount: string }[];
        entries: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          edges: { node: { reason: string; amount: string } }[];
        };
      };
    };
  };
};

async function statement(mode: 'REAL' | 'DEMO', extra: Record<string, unknown> = {}) {
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  const answer = await stack.graphql<StatementAnswer>(
    STATEMENT,
    { mode, ...range, ...extra },
    { authorization: token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.viewer.account.statement;
}

async function download(format: 'csv' | 'pdf', lang: string, mode = 'REAL'): Promise<Response> {
  const query = new URLSearchParams({
    format,
    mode,
    lang,
    timeZone,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  });
  return fetch(`${stack.gateway.url}/statement/export?${query}`, { headers: { authorization: token } });
}

beforeAll(async () => {
  stack = await startStack();
  token = await registerUser(stack, `statement_${Date.now().toString(36)}`);
  const info = await stack.graphql<{ viewer: { userId: number } }>(
    '{ viewer { userId } }',
    {},
    { authorization: token },
  );
  userId = info.data?.viewer.userId ?? 0;
  await seed();
});
afterAll(() => stack.close());

describe('statement', () => {
  it("shows the ledger's opening, totals by kind and closing for the range, and pages every entry", async () => {
    const ledger = await ledgerSums('real');
    const shown = await statement('REAL');
    expect(shown?.openingBalance).toBe('1000.00');
    expect(shown?.openingBalance).toBe(ledger.opening);
    expect(shown?.closingBalance).toBe(ledger.closing);
    expect(shown?.totals).toEqual(ledger.totals);
    expect(shown?.entries.totalCount).toBe(realMoves.length + 1);
    // The daily results (orders, plan profit and penalty), by Tokyo day: all fall on the first day.
    expect(shown?.dailyProfit).toEqual([{ day: '2026-01-05', amount: '-10.50' }]);
    let after: string | null = null;
    let seen = 0;
    do {
      const page = await statement('REAL', { after });
      seen += page?.entries.edges.length ?? 0;
      after = page?.entries.pageInfo.hasNextPage ? page.entries.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toBe(realMoves.length + 1);
    const loans = await statement('REAL', { kinds: ['LOANS'] });
    expect(loans?.entries.edges.map((edge) => edge.node.reason)).toEqual(
      realMoves.filter(([reason]) => reason.startsWith('loan_')).map(([reason]) => reason.toUpperCase()),
    );
    expect(loans?.totals).toEqual(ledger.totals);
  });

  it('counts the demo account apart, with its opening and reset', async () => {
    const ledger = await ledgerSums('demo');
    const shown = await statement('DEMO');
    expect(shown?.openingBalance).toBe('0.00');
    expect(shown?.closingBalance).toBe(ledger.closing);
    expect(shown?.totals).toEqual(ledger.totals);
    expect(shown?.totals.find((total) => total.kind === 'DEMO')?.count).toBe(2);
  });

  it("writes a CSV whose totals and rows equal the ledger's, readable by a spreadsheet in any language", async () => {
    const ledger = await ledgerSums('real');
    const response = await download('csv', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    const rows = lines.map((line) => line.split(','));
    expect(rows.find((row) => row[0] === 'Opening balance')?.[1]).toBe(ledger.opening);
    expect(rows.find((row) => row[0] === 'Closing balance')?.[1]).toBe(ledger.closing);
    const loans = ledger.totals.find((total) => total.kind === 'LOANS');
    expect(rows.find((row) => row[0] === 'Loans')?.slice(1)).toEqual([loans?.amount, String(loans?.count)]);
    const header = rows.findIndex((row) => row[0] === 'Date');
    const entries = rows.slice(header + 1);
    expect(entries).toHaveLength(realMoves.length + 1);
    const cents = entries.reduce((sum, row) => sum + BigInt((row[4] ?? '0').replace('.', '')), 0n);
    expect(formatUnits(100_000n + cents, 'USDT')).toBe(ledger.closing);
    expect(entries[0]).toEqual([
      '2026-01-05 00:00:00',
      'Orders',
      'Options stake',
      'REF-0',
      '-10.00',
      '990.00',
    ]);
    const arabic = new TextDecoder().decode(await (await download('csv', 'ar')).arrayBuffer());
    expect(arabic).toContain(`الرصيد الختامي,${ledger.closing}`);
  });

  it("writes a PDF with the ledger's totals, in Arabic right to left", async () => {
    const ledger = await ledgerSums('real');
    const response = await download('pdf', 'ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const total of ledger.totals) expect(text).toContain(`${total.amount} USDT`);
    expect(text).toContain(`${ledger.closing} USDT`);
    // Read back in reading order: the glyphs were laid right to left (statement-pdf.test.ts).
    expect(text.split('\n')[0]).toBe('كشف الحساب');
    expect(text).toContain(`الرصيد الختامي\t${ledger.closing} USDT`);
  });

  it('refuses a download without a session, and a range the statement does not cover', async () => {
    const anonymous = await fetch(`${stack.gateway.url}/statement/export?format=csv&mode=REAL&from=x&to=y`);
    expect(anonymous.status).toBe(401);
    const query = new URLSearchParams({
      format: 'csv',
      mode: 'REAL',
      from: new Date(to).toISOString(),
      to: new Date(from).toISOString(),
    });
    const backwards = await fetch(`${stack.gateway.url}/statement/export?${query}`, {
      headers: { authorization: token },
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ error: { code: 'INPUT_INVALID', field: 'to' } });
  });
});
