import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2eBaseUrl, e2eOperatorToken, e2eUpstreamUrl, phone, shot } from './e2eEnv.ts';
import { fundRealAccount } from './realAccount.ts';
import { appTookOver, axeSerious, skipIntro } from './screenChecks.ts';
import { docId, registerByApi, seedSession } from './tradingUser.ts';

// Charity NFTs: a real account wins an auction in the browser and the NFT's donation
// total rises by the price; the demo account is refused; visitors browse and are asked to sign in;
// the screens in en and ar, desktop and phone.

type Envelope<T> = { code: number; msg: string; result: T };
type Listed = { id: number; title: string; endsAt: number };

const en = JSON.parse(readFileSync(new URL('../../web/src/locales/en.json', import.meta.url), 'utf8')) as {
  nfts: { bid: { submit: string; amount: string }; confirm: { title: string; submit: string } };
};

/** An NFT listed by the operator (`npm run ops -- nfts add`) whose first round ends in `roundSeconds`. */
async function listNft(request: APIRequestContext, title: string, roundSeconds: number): Promise<Listed> {
  const answer = await request.post(`${e2eUpstreamUrl}/swx/ops/nfts`, {
    headers: { 'X-Operator-Token': e2eOperatorToken },
    data: {
      title,
      creator: 'E2E Studio',
      chain: 'POLYGON',
      startPrice: '12',
      minIncrement: '1',
      editions: 2,
      roundSeconds,
    },
  });
  const body = (await answer.json()) as Envelope<Listed>;
  expect(body.code).toBe(200);
  return body.result;
}

/** The detail path of an NFT: its Relay id (Pothos: base64 of "Nft:<id>"). */
const detailPath = (id: number) => `/nfts/${encodeURIComponent(Buffer.from(`Nft:${id}`).toString('base64'))}`;

test('a funded user wins an NFT auction and the donation total on the detail page rises by the price', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request, e2eBaseUrl, 'nftwin');
  await fundRealAccount(request, session, '150');
  const nft = await listNft(request, `E2E Kite ${Date.now().toString(36)}`, 30);
  await seedSession(page, session, { demo: false });
  await skipIntro(page);

  await page.goto(detailPath(nft.id));
  await expect(page.getByTestId('nft-title')).toHaveText(nft.title);
  const total = page.getByTestId('nft-donation-total');
  await expect(total).toHaveText('0.00 USDT');
  await expect(page.getByTestId('nft-available')).toContainText('150.00');

  await page.getByLabel(en.nfts.bid.amount).fill('15');
  await page.getByRole('button', { name: en.nfts.bid.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.nfts.confirm.title });
  await expect(dialog).toBeVisible();
  // The dialog says exactly what is held now: the whole bid (no earlier bid of ours to release).
  await expect(dialog.getByTestId('confirm-bid')).toContainText('15.00 USDT');
  await expect(dialog.getByTestId('confirm-held')).toContainText('15.00 USDT');
  expect(await axeSerious(page)).toEqual([]);
  await shot(page, 'nfts', 'en-desktop-confirm.png');
  await dialog.getByRole('button', { name: en.nfts.confirm.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('nft-own-bid')).toContainText('15.00');
  await expect(page.getByTestId('nft-current-bid')).toContainText('15.00 USDT');
  await expect(page.getByTestId('nft-available')).toContainText('135.00');
  await shot(page, 'nfts', 'en-desktop-detail-leading.png', { fullPage: true });

  // The round ends on the upstream's clock; the countdown reads the settled NFT at zero.
  await expect(total).toHaveText('15.00 USDT', { timeout: 45_000 });
  // The next edition's round has started, with no bid yet.
  await expect(page.getByTestId('nft-current-bid')).not.toContainText('15.00');
  await shot(page, 'nfts', 'en-desktop-detail-won.png', { fullPage: true });

  await page.goto('/nfts?tab=mine');
  const owned = page.getByTestId('owned-nft').filter({ hasText: nft.title });
  await expect(owned).toBeVisible();
  await expect(owned).toContainText('15.00');
  await shot(page, 'nfts', 'en-desktop-mine.png', { fullPage: true });
});

test('a demo user is refused: the page offers the real account and the API says DEMO_ACCOUNT_DISABLED', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'nftdemo');
  const nft = await listNft(request, `E2E Demo ${Date.now().toString(36)}`, 600);
  await seedSession(page, session, { demo: true });
  await skipIntro(page);
  await page.goto(detailPath(nft.id));
  const notice = page.getByTestId('nft-demo-notice');
  await expect(notice).toContainText('The demo account cannot bid on NFTs');
  await expect(page.getByTestId('nft-bid-amount')).toHaveCount(0);
  await shot(page, 'nfts', 'en-desktop-demo.png', { fullPage: true });
  const answer = await request.post(`${e2eUpstreamUrl}/swx/customer/user/buyNft`, {
    headers: { Authorization: session.token, virtually: 'YES' },
    data: { nftId: nft.id, amount: '12' },
  });
  const body = (await answer.json()) as Envelope<{ reason: string }>;
  expect(body).toMatchObject({ code: 400, result: { reason: 'DEMO_ACCOUNT_DISABLED' } });
});

test('a visitor browses and filters the market, images keep their box, and bidding asks to sign in', async ({
  page,
}) => {
  await skipIntro(page);
  await page.goto('/nfts');
  const cards = page.getByTestId('nft-card');
  await expect(cards.first()).toBeVisible();
  // Every artwork has its size given, so nothing moves when it arrives; the first row (a phone's
  // fold) loads at once, the rest as they scroll into view.
  const images = page.getByTestId('nft-grid').locator('img');
  await expect(images.first()).toHaveAttribute('width', '320');
  await expect(images.first()).toHaveAttribute('height', '320');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByTestId('nft-donations-total')).toHaveText(/USDT/);

  // The market arrives painted by the server: the filters answer once the app has taken it over.
  await appTookOver(page);
  await page.getByLabel('Chain').selectOption('TRON');
  await expect(page).toHaveURL(/chain=tron/);
  // The filtered list replaces the whole grid: only TRON cards are left.
  await expect
    .poll(async () => [...new Set(await cards.getByTestId('nft-chain').allTextContents())])
    .toEqual(['TRON']);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/nfts\/.+/);
  await expect(page.getByTestId('nft-sign-in')).toBeVisible();
  await expect(page.getByTestId('nft-rules')).toContainText('donated in full');
});

test("a visitor's market and NFT page paint with their pictures, and the app takes them over", async ({
  browser,
}) => {
  for (const [device, language] of [
    ['phone', 'ar'],
    ['desktop', 'en'],
  ] as const) {
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
      locale: language,
    });
    const bare = await noScript.newPage();
    await bare.goto('/nfts?chain=polygon');
    const cards = bare.getByTestId('nft-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByTestId('nft-chain')).not.toHaveCount(0);
    expect([...new Set(await cards.getByTestId('nft-chain').allTextContents())]).toEqual(['Polygon']);
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    await shot(bare, 'nfts', `${language}-${device}-market-first-paint.png`);
    const href = await cards.first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/nfts\/.+/);
    await bare.goto(href ?? '');
    await expect(bare.getByTestId('nft-sign-in')).toBeVisible();
    await expect(bare.getByRole('main').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await shot(bare, 'nfts', `${language}-${device}-detail-first-paint.png`);
    await noScript.close();
  }

  // With script: the app starts from the market the page brought, and does not ask for it again.
  const page = await browser.newPage({ baseURL: e2eBaseUrl });
  await skipIntro(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (sent.url().endsWith('/graphql') && body.includes(docId('NftsMarketQuery'))) asked.push(body);
  });
  await page.goto('/nfts');
  await expect(page.getByTestId('nft-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // Filters still ask: a new address is the app's own navigation.
  await appTookOver(page);
  await page.getByLabel('Chain').selectOption('TRON');
  await expect.poll(() => asked.length).toBe(1);
  await page.close();
});
