import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, e2eOperatorToken, e2eUpstreamUrl, shot } from './e2eEnv.ts';
import { fundRealAccount } from './realAccount.ts';
import { skipIntro } from './screenChecks.ts';
import { registerByApi, type Session, seedSession } from './tradingUser.ts';

// Loans: a user verifies their identity with three photos and a drawn signature, the
// operator verifies, the user borrows within the verified limit against BTC, the operator approves
// and the user repays; an unverified user asking above the unverified limit is told to verify
// (10022); the sweep (sweep.ts) checks these screens in ar on a phone and en on a desktop.

type Envelope<T> = { code: number; msg: string; result: T };
type Listed = { id: number; userId: number };

const headers = { 'X-Operator-Token': e2eOperatorToken };

async function photo(colour: string) {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Draws a short zigzag on the signature pad, as a hand would. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -20 : 20), {
      steps: 4,
    });
  await page.mouse.up();
}

async function operatorFind(request: APIRequestContext, path: string, userId: number): Promise<number> {
  const answer = await request.get(`${e2eUpstreamUrl}/swx/ops/${path}?pageNum=1&pageSize=50`, { headers });
  const list = ((await answer.json()) as Envelope<{ list: Listed[] }>).result.list;
  const entry = list.find((item) => item.userId === userId);
  if (!entry) throw new Error(`no ${path} of user ${userId}`);
  return entry.id;
}

async function approve(request: APIRequestContext, path: string, session: Session) {
  const id = await operatorFind(request, path, session.userInfo.userId);
  const answer = await request.post(`${e2eUpstreamUrl}/swx/ops/${path}/${id}/approve`, { headers, data: {} });
  expect(answer.ok()).toBe(true);
}

/** Opens the agreement for `amount` USDT over 7 days against BTC. */
async function review(page: Page, amount: string) {
  await page.getByTestId('loan-amount').fill(amount);
  await page.getByTestId('loan-term').selectOption('7');
  await page.getByTestId('loan-collateral').selectOption('BTC');
  await page.getByRole('button', { name: 'Read and sign the agreement' }).click();
  return page.getByRole('dialog', { name: 'Loan agreement' });
}

test('a user verifies with three photos and a signature, borrows within the verified limit and repays', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await registerByApi(request, e2eBaseUrl, 'loan');
  await fundRealAccount(request, session, '1', e2eUpstreamUrl, 'BTC');
  await seedSession(page, session, { demo: false });
  await skipIntro(page);
  await page.goto('/loan');
  await expect(page.getByTestId('loan-risk-warning')).toContainText('must be repaid on time');
  await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');

  // The verification steps: nothing is sent until everything is there.
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please fill in complete information').first()).toBeVisible();
  await expect(page.getByText('Please upload the required image').first()).toBeVisible();
  await page.getByTestId('kyc-firstName').fill('Ana');
  await page.getByTestId('kyc-lastName').fill('García');
  await page.getByTestId('kyc-birthdate').fill('1990-05-17');
  await page.getByTestId('kyc-sex').selectOption('FEMALE');
  // The area code follows the chosen country (the United Kingdom once defaulted to +1).
  await page.getByTestId('kyc-country').selectOption('GB');
  await expect(page.getByTestId('kyc-areaCode')).toHaveValue('+44');
  await page.getByTestId('kyc-country').selectOption('ES');
  await expect(page.getByTestId('kyc-areaCode')).toHaveValue('+34');
  await page.getByTestId('kyc-address').fill('Calle Mayor 1, Madrid');
  await page.getByTestId('kyc-areaCode').selectOption('+49');
  await page.getByTestId('kyc-phone').fill('1512345678');
  await page.getByTestId('kyc-documentType').selectOption('ID_CARD');
  for (const [key, colour] of [
    ['front', '#3366cc'],
    ['back', '#cc6633'],
    ['inHand', '#33cc66'],
  ] as const)
    await page
      .getByTestId(`kyc-image-${key}`)
      .locator('input[type=file]')
      .setInputFiles({ name: `${key}.png`, mimeType: 'image/png', buffer: await photo(colour) });
  await expect(page.getByRole('img', { name: 'Preview of Front of the document' })).toBeVisible();
  await sign(page, page.getByTestId('signature-pad'));
  await shot(page, 'loan', 'en-desktop-kyc-form.png', { fullPage: true });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');
  await expect(page.getByTestId('kyc-status-text')).toContainText('up to 48 hours');

  // The operator verifies; the open page follows without a reload and offers the verified limit.
  await approve(request, 'identifications', session);
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await expect(page.getByTestId('loan-available')).toHaveText('20,000.00 USDT');

  // The calculator, then the agreement: signing is required.
  const agreement = await review(page, '1000');
  await expect(page.getByTestId('loan-calc-repayment')).toContainText('1,000.00 USDT');
  await expect(agreement.getByTestId('loan-agreement')).toContainText('You borrow 1,000.00 USDT for 7 days');
  await agreement.getByRole('button', { name: 'Sign and apply' }).click();
  await expect(agreement).toContainText('Loan signature required');
  await sign(page, agreement.getByTestId('signature-pad'));
  await shot(page, 'loan', 'en-desktop-agreement.png');
  await agreement.getByRole('button', { name: 'Sign and apply' }).click();
  const loan = page.getByTestId('loan-record').first();
  await expect(loan.getByTestId('loan-status')).toHaveText('Pending review');

  // The operator approves: the open page and the header's chip follow without a reload (the
  // principal is paid out), and the user repays it.
  const chip = page.getByTestId('account-chip');
  await expect(chip).toHaveAccessibleName('Real 0.00 USDT');
  await approve(request, 'loans', session);
  await expect(loan.getByTestId('loan-status')).toHaveText('Repaying');
  await expect(chip).toHaveAccessibleName('Real 1,000.00 USDT');
  await expect(loan.getByTestId('loan-record-due')).toContainText('1,000.00 USDT');
  await loan.getByRole('button', { name: 'Repay' }).click();
  const confirm = page.getByRole('dialog', { name: /Repay loan/ });
  await expect(confirm.getByTestId('loan-repay-amount')).toContainText('1,000.00 USDT will be taken');
  await confirm.getByRole('button', { name: 'Confirm repayment' }).click();
  await expect(loan.getByTestId('loan-status')).toHaveText('Repaid');
  await expect(chip).toHaveAccessibleName('Real 0.00 USDT');
  await expect(chip).toContainText('0.00');
  // What it actually paid, under its LN reference: repaid in the interest-free days, the principal.
  await expect(loan.getByRole('heading', { level: 3 })).toHaveText(/^Loan LN\d{20}$/);
  await expect(loan.getByTestId('loan-record-interest')).toContainText('0.00 USDT');
  await expect(loan.getByTestId('loan-record-repaid')).toContainText('1,000.00 USDT');
  await expect(loan.getByTestId('loan-record-repayment')).toHaveCount(0);
  await shot(page, 'loan', 'en-desktop-repaid.png', { fullPage: true });

  await page.goto('/profile');
  const ledger = page.getByRole('region', { name: 'Transaction history' });
  await expect(ledger).toContainText('Loan paid out');
  await expect(ledger).toContainText('Loan repayment');
});

test('an unverified user asking above the unverified limit is told to verify first (10022)', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'loanunv');
  await fundRealAccount(request, session, '1', e2eUpstreamUrl, 'BTC');
  await seedSession(page, session, { demo: false });
  await skipIntro(page);
  await page.goto('/loan');
  await expect(page.getByTestId('loan-limits')).toContainText('500.00 USDT without verification');
  const agreement = await review(page, '600');
  await sign(page, agreement.getByTestId('signature-pad'));
  await agreement.getByRole('button', { name: 'Sign and apply' }).click();
  await expect(agreement).toContainText('please verify your identity first (code 10022)');
  await expect(page.getByTestId('loan-records')).toContainText('No loans yet');
});
