import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, e2eOperatorToken, e2eUpstreamUrl, shot } from './e2eEnv.ts';
import { registerByApi, type Session, seedSession } from './tradingUser.ts';

// Money in and out through the real gateway and reference upstream; the operator's
// review goes through the upstream's operator API, as `npm run ops` does.

const pngProof = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

type Envelope<T> = { code: number; msg: string; result: T };
type Record = { id: number; orderNo: string; status: string };

/** The operator's step on a user's latest record of that kind (`npm run ops -- deposits approve <id>`). */
async function review(
  request: APIRequestContext,
  kind: 'recharges' | 'withdrawals',
  orderNo: string,
  step: 'approve' | 'reject',
  remark?: string,
): Promise<void> {
  const headers = { 'X-Operator-Token': e2eOperatorToken };
  const list = await request.get(`${e2eUpstreamUrl}/swx/ops/${kind}?status=submitted&pageNum=1&pageSize=50`, {
    headers,
  });
  const page = (await list.json()) as Envelope<{ list: Record[] }>;
  const record = page.result.list.find((entry) => entry.orderNo === orderNo);
  if (!record) throw new Error(`no submitted ${kind} record ${orderNo}`);
  const answer = await request.post(`${e2eUpstreamUrl}/swx/ops/${kind}/${record.id}/${step}`, {
    headers,
    data: remark ? { remark } : {},
  });
  expect(answer.ok()).toBe(true);
}

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The operator's command itself (`npm run ops -- …`), against the browser tests' upstream. */
async function opsCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/ops/ops.ts', ...args], {
    cwd: repository,
    env: { ...process.env, UPSTREAM_URL: e2eUpstreamUrl, OPERATOR_TOKEN: e2eOperatorToken },
  });
  return stdout;
}

/** A deposit made and approved through the upstream's own API (the form is the first test's subject). */
async function fundedUser(request: APIRequestContext, amount: string, inviteCode?: string): Promise<Session> {
  const session = await registerByApi(request, e2eBaseUrl, 'funds', inviteCode);
  const auth = { Authorization: session.token, virtually: 'NO' };
  const deposit = await request.post(`${e2eUpstreamUrl}/swx/customer/user/recharge`, {
    headers: auth,
    multipart: {
      currency: 'USDT',
      network: 'TRC20',
      amount,
      paymentAmount: amount,
      transactionHash: `hash${Date.now()}`,
      lastSix: 'abc123',
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: await pngProof() },
    },
  });
  const record = ((await deposit.json()) as Envelope<Record>).result;
  await review(request, 'recharges', record.orderNo, 'approve');
  const fund = await request.post(`${e2eUpstreamUrl}/swx/customer/user/setFundPassword`, {
    headers: auth,
    data: { fundPassword: '246810' },
  });
  expect(((await fund.json()) as Envelope<unknown>).code).toBe(200);
  return session;
}

test('a network without a receive address takes no deposit; a deposit below the minimum and a PDF named .png are refused; 150 USDT with a PNG proof is credited when approved, without a reload', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'deposit');
  await seedSession(page, session, { demo: false });
  await page.goto('/profile/balance');
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-USDT')).toHaveText('0.00');
  const chip = page.getByTestId('account-chip');
  await expect(chip).toHaveAccessibleName('Real 0.00 USDT');
  await expect(page.getByTestId('receive-address')).toHaveText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await expect(page.getByRole('img', { name: /QR code of the USDT TRC20 deposit address/ })).toBeVisible();

  // USDT on ERC20 has no receive address (the browser stack leaves it as a default start does):
  // the page says so, with nothing to scan, copy or submit.
  await page.getByLabel('Network').selectOption('ERC20');
  await expect(page.getByTestId('deposit-unavailable')).toHaveText(
    'Deposits in USDT on ERC20 are not available yet: no receive address is configured.',
  );
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit deposit' })).toHaveCount(0);
  await page.getByLabel('Network').selectOption('TRC20');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();

  await page.getByLabel('Deposit amount (USDT)').fill('100');
  await page.getByLabel('Amount paid (USDT)').fill('100');
  await page.getByLabel('Transaction hash').fill('0xabc123def456');
  await page.getByLabel(/Last 6 characters/).fill('def456');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await pngProof() });
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Minimum deposit of USDT is 120')).toBeVisible();

  // A PDF renamed .png: refused by its bytes, everything typed kept, nothing stored.
  await page.getByLabel('Deposit amount (USDT)').fill('150');
  await page.getByLabel('Amount paid (USDT)').fill('150');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pdfBytes });
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Image format incorrect (JPG, JPEG 2000 or PNG)')).toBeVisible();
  await expect(page.getByLabel('Transaction hash')).toHaveValue('0xabc123def456');
  await expect(page.getByText('No deposits yet')).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: await pngProof() });
  await expect(page.getByRole('img', { name: 'Preview of the proof of payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  const submitted = page.getByTestId('deposit-outcome');
  await expect(submitted).toContainText('Deposit of 150.00 USDT submitted for review');
  const orderNo = /\(([^)]+)\)/.exec((await submitted.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByTestId('recent-deposits')).toContainText('Under review');
  await shot(page, 'funds', 'en-desktop-deposit-submitted.png', { fullPage: true });

  // The operator approves with the ops command: its list names the record, then `approve <id>`.
  const listed = await opsCommand('deposits', 'list', '--status', 'submitted');
  const id = new RegExp(`#(\\d+) ${orderNo} `).exec(listed)?.[1];
  expect(id, listed).toBeTruthy();
  expect(await opsCommand('deposits', 'approve', String(id))).toContain('approved');
  // Both figures move on the approval, without a reload: the balance card and the header's chip.
  await expect(page.getByTestId('balance-USDT')).toHaveText('150.00');
  await expect(chip).toHaveAccessibleName('Real 150.00 USDT');
  await expect(chip).toContainText('150.00');
  await expect(page.getByTestId('recent-deposits')).toContainText('Approved');
  // The banner follows the record: no longer "submitted for review" once approved.
  await expect(submitted).toHaveText(
    `Deposit of 150.00 USDT approved (${orderNo}): it has been credited to your balance.`,
  );
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
});

test('a withdrawal holds the amount, a wrong fund password is refused, and a rejection returns the funds', async ({
  page,
  request,
}) => {
  const session = await fundedUser(request, '150');
  await seedSession(page, session, { demo: false });
  await page.goto('/profile/balance/withdraw');
  await expect(page.getByTestId('balance-USDT')).toHaveText('150.00');

  await page.getByLabel('Withdrawal method').selectOption('USDT-TRC20');
  await expect(page.getByTestId('withdraw-available')).toHaveText('Available: 150.00 USDT');
  // Nothing typed yet: no field says it is wrong.
  await expect(page.getByText('Please enter the withdrawal amount')).toHaveCount(0);
  await expect(page.getByText('Fund password must be 6 digits')).toHaveCount(0);
  await page.getByLabel('USDT TRC20 address').fill('TXyz1234567890abcdefghijkLMNOP');
  await page.getByLabel('Label (optional)').fill('My wallet');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('Withdrawal address')).toContainText('My wallet');

  await page.getByLabel('Withdrawal amount (USDT)').fill('50');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('0.50 USDT');
  await expect(page.getByTestId('withdraw-received')).toHaveText('49.50 USDT');
  await page.getByLabel('Fund password (6 digits)').fill('111111');
  await shot(page, 'funds', 'en-desktop-withdraw-form.png', { fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(dialog).toContainText('My wallet · TXyz1234567890abcdefghijkLMNOP');
  await shot(page, 'funds', 'en-desktop-withdraw-confirm.png');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The fund password is wrong')).toBeVisible();
  await expect(page.getByTestId('balance-USDT')).toHaveText('150.00');

  await page.getByLabel('Fund password (6 digits)').fill('246810');
  await page.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByText(/Withdrawal of 50\.00 USDT submitted for review/);
  await expect(done).toBeVisible();
  await expect(page.getByTestId('balance-USDT')).toHaveText('100.00');
  await expect(page.getByText('Held for withdrawals: 50.00')).toBeVisible();
  const orderNo = /\(([^)]+)\)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  // Under review it is what will arrive, not what arrived.
  await expect(page.getByTestId('recent-withdrawals')).toContainText('fee 0.50, to receive 49.50');

  await review(request, 'withdrawals', orderNo, 'reject', 'Address on a sanctions list');
  await expect(page.getByTestId('balance-USDT')).toHaveText('150.00');
  await expect(page.getByTestId('recent-withdrawals')).toContainText('Rejected');
  await expect(page.getByTestId('recent-withdrawals')).toContainText('Address on a sanctions list');
  await expect(page.getByTestId('recent-withdrawals')).toContainText(
    'nothing sent, 50.00 USDT back in your balance',
  );
});

test('the demo account is told it cannot deposit and is offered the real account', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'demofunds');
  await seedSession(page, session, { demo: true });
  await page.goto('/profile/balance');
  await expect(
    page.getByText('The demo account cannot deposit or withdraw; please switch to the real account'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Switch to the real account' }).click();
  await expect(page.getByRole('button', { name: 'Submit deposit' })).toBeVisible();
});

test("an invitee's first approved deposit credits the inviter, who sees the reward", async ({
  page,
  request,
}) => {
  const inviter = await registerByApi(request, e2eBaseUrl, 'inviter');
  const invite = await request.get(`${e2eUpstreamUrl}/swx/customer/user/invite`, {
    headers: { Authorization: inviter.token },
  });
  const { inviteCode } = ((await invite.json()) as Envelope<{ inviteCode: string }>).result;
  await fundedUser(request, '150', inviteCode);

  await seedSession(page, inviter, { demo: false });
  await page.goto('/profile/invite');
  await expect(page.getByTestId('invitee-count')).toHaveText('1');
  await expect(page.getByTestId('reward-list')).toContainText('7.50');
  await page.goto('/profile/balance');
  await expect(page.getByTestId('balance-USDT')).toHaveText('7.50');
});
