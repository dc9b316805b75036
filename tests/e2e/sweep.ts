import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, e2eUpstreamUrl, phone } from './e2eEnv.ts';
import { drawnChart, localeTexts } from './screenChecks.ts';
import { checkScreen, watchPolicyViolations } from './sweepChecks.ts';
import { placeDemoOrder, registerByApi, type Session } from './tradingUser.ts';

// The sweep (docs/testing.md): every screen once in ar on a phone and once in en on a desktop,
// each checked for direction, sideways scroll, fixed elements over content, axe and the CSP.
// Flows are tested once elsewhere; layout, right to left and accessibility are proven here.
// One file per variant, so the two run side by side on the two workers.

// The first paint is prerendered and the app's code loads behind it: slow on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

type Texts = {
  nav: { language: string };
  intro: { title: string; skip: string };
  languagePicker: { title: string };
  market: { search: string };
  order: { title: string; amount: string; submit: string; confirm: { title: string; submit: string } };
  chat: { messageLabel: string };
  loan: { kyc: { start: string } };
  notifications: { markAllRead: string };
  profileMoney: { addresses: { title: string; add: string; addTitle: string } };
  pass: { social: { stale: string } };
  home: { figures: { statedByOperator: string } };
};

export type Variant = { language: 'ar' | 'en'; dir: 'rtl' | 'ltr'; device: 'phone' | 'desktop' };

/** The variant's own user: a settled demo order, a fund password (the withdrawal form shows whole). */
async function sweepUser(context: BrowserContext): Promise<{ session: Session; orderId: string }> {
  const session = await registerByApi(context.request, e2eBaseUrl, 'sweep');
  const order = await placeDemoOrder(context.request, session, { direction: 'UP', period: 5 });
  await context.request.post(`${e2eUpstreamUrl}/swx/customer/user/setFundPassword`, {
    headers: { Authorization: session.token, virtually: 'NO' },
    data: { fundPassword: '246810' },
  });
  return { session, orderId: order.id };
}

/** Signs the page's app in as the user, in the demo or the real account (as the app stores it). */
async function signIn(page: Page, session: Session, account: 'demo' | 'real'): Promise<void> {
  // A test run again in a fresh worker starts on about:blank, which has no storage of the app's.
  if (!page.url().startsWith(e2eBaseUrl)) await page.goto('/help/notice');
  await page.evaluate(
    ({ token, userInfo, virtualStatus }) => {
      localStorage.setItem('swx.token', token);
      localStorage.setItem('swx.isLogin', '1');
      localStorage.setItem('swx.userInfo', JSON.stringify(userInfo));
      localStorage.setItem('swx.virtualStatus', virtualStatus);
    },
    { ...session, virtualStatus: account === 'demo' ? '0' : '1' },
  );
}

const footer = (page: Page) => expect(page.getByRole('contentinfo')).toBeVisible();

/** Declares the sweep's tests of one variant (sweep-ar-phone.spec.ts, sweep-en-desktop.spec.ts). */
export function sweep(variant: Variant): void {
  const { language, dir, device } = variant;
  const t = localeTexts<Texts>(language);
  const onPhone = device === 'phone';

  test.describe(`${language} on a ${device}`, () => {
    let context: BrowserContext;
    let page: Page;
    let user: { session: Session; orderId: string };
    let policyViolations: string[];
    /** Opens a path, waits for what shows its data, then checks the screen. */
    const screen = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await ready();
      await checkScreen(page, { dir });
    };
    const overlay = () => checkScreen(page, { dir, overlay: true });

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        baseURL: e2eBaseUrl,
        ...(onPhone ? phone : { viewport: { width: 1280, height: 800 } }),
      });
      await context.addInitScript((value) => {
        if (!localStorage.getItem('swx.language')) localStorage.setItem('swx.language', value);
      }, language);
      page = await context.newPage();
      policyViolations = await watchPolicyViolations(context, page);
      user = await sweepUser(context);
    });
    test.afterAll(() => context.close());
    // No screen, signed out or in, breaks the Content-Security-Policy (security-headers.spec.ts).
    test.afterEach(() => {
      const found = policyViolations.splice(0);
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    });

    test('home, and on a phone the intro board over it', async () => {
      await page.goto('/');
      if (onPhone) {
        const board = page.getByRole('dialog', { name: t.intro.title });
        await expect(board).toBeVisible();
        await overlay();
        await board.getByRole('button', { name: t.intro.skip }).click();
        await expect(board).toBeHidden();
      }
      await expect(page.getByTestId('market-price').first()).toHaveText(/\d/);
      // The figures with the operator's note under the fee claim are part of what is checked.
      await expect(page.getByText(t.home.figures.statedByOperator)).toBeVisible();
      await footer(page);
      await checkScreen(page, { dir });
    });

    test('the market, its picker and a search across categories', async () => {
      await screen('/market', async () => {
        await drawnChart(page);
        // On a phone the picker is folded above the chart: opened, so it is checked too.
        if (onPhone) await page.getByTestId('market-picker-toggle').click();
        await expect(page.getByTestId('picker-row').first()).toBeVisible();
        await footer(page);
      });
      await page.getByRole('searchbox', { name: t.market.search }).fill('usd');
      await expect(page.getByTestId('market-search-results').locator('[data-code="EURUSD"]')).toBeVisible();
      await overlay();
    });

    test('a market detail', async () => {
      await screen('/cruuency?code=BTCUSDT&type=2&id=1', async () => {
        await expect(page.getByTestId('market-now-price')).toHaveText(/\d/);
        await drawnChart(page);
        await footer(page);
      });
    });

    test('log in (with the social buttons), sign up, reset, and a social callback with no answer', async () => {
      await screen('/pass/login', () => expect(page.getByRole('button', { name: /Google/ })).toBeVisible());
      await screen('/pass/register', () => expect(page.locator('main form')).toBeVisible());
      await screen('/pass/reset', () => expect(page.locator('main form')).toBeVisible());
      await screen('/api/loginCallback/google', () =>
        expect(page.getByRole('alert')).toHaveText(t.pass.social.stale),
      );
    });

    test('the notices, an article and the language picker', async () => {
      await screen('/help/notice', () => footer(page));
      await page.getByRole('button', { name: t.nav.language }).click();
      const picker = onPhone
        ? page.getByRole('dialog', { name: t.languagePicker.title })
        : page.getByRole('menu');
      await expect(picker).toBeVisible();
      await overlay();
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      const article = await page
        .getByRole('contentinfo')
        .locator('a[href^="/detail?"]')
        .first()
        .getAttribute('href');
      await screen(article ?? '/detail', async () => {
        await expect(page.locator('main article')).toBeVisible();
        await footer(page);
      });
    });

    test('the help centre, the FAQ with a question open, and the about page', async () => {
      await screen('/help', () => footer(page));
      await screen('/help/faq', async () => {
        await page.locator('details summary').first().click();
        await expect(page.locator('details[open]')).toBeVisible();
      });
      await screen('/introduction', () => expect(page.locator('main article')).toBeVisible());
    });

    test('the NFT market and an NFT page', async () => {
      await screen('/nfts', async () => {
        await expect(page.getByTestId('nft-card').first()).toBeVisible();
        // The shell stays usable on a phone: the bottom bar's NFTs tab is the active one.
        if (onPhone)
          await expect(page.locator('nav a[aria-current="page"][href="/nfts"]').last()).toBeVisible();
        await expect(page.getByTestId('nft-donations-total')).toHaveText(/\d/);
        await footer(page);
      });
      const href = await page.getByTestId('nft-card').first().getByRole('link').first().getAttribute('href');
      await screen(href ?? '/nfts', async () => {
        await expect(page.getByTestId('nft-rules')).toBeVisible();
        await expect(page.getByTestId('nft-sign-in')).toBeVisible();
      });
    });

    test('smart trading and the support chat with a message', async () => {
      await screen('/trading', () => expect(page.getByTestId('smart-product-warning')).toHaveCount(3));
      await screen('/customerservice', async () => {
        const box = page.getByRole('textbox', { name: t.chat.messageLabel });
        await box.fill(`${language} ${device} 👋`);
        await box.press('Enter');
        await expect(page.getByTestId('chat-message')).toHaveCount(1);
      });
    });

    test('signed in: an order from the panel, its confirmation and its result', async () => {
      await signIn(page, user.session, 'demo');
      await screen('/market?type=crypto&code=BTCUSDT', () =>
        expect(page.getByTestId('order-balance')).toHaveText(/\d/),
      );
      const panel = page.getByRole('region', { name: t.order.title });
      // A stake above the balance: the field flagged with its ways out.
      await panel.getByLabel(t.order.amount).fill('99999999');
      await expect(panel.getByTestId('balance-shortfall')).toBeVisible();
      await overlay();
      await panel.getByLabel(t.order.amount).fill('10');
      await panel.getByRole('button', { name: t.order.submit }).click();
      const dialog = page.getByRole('dialog', { name: t.order.confirm.title });
      await expect(dialog).toBeVisible();
      await overlay();
      await dialog.getByRole('button', { name: t.order.confirm.submit }).click();
      await expect(dialog).toBeHidden();
      // The order runs the e2e server's 5 s period, then its result shows in the tracker.
      await expect(page.getByTestId('order-result')).toBeVisible();
      await checkScreen(page, { dir });
    });

    test('signed in: the orders and ledger, an order, notifications, invite, the statement, and the address form', async () => {
      await signIn(page, user.session, 'demo');
      await screen('/profile?orders=closed', async () => {
        await expect(page.getByTestId('profile-balance')).toHaveText(/\d/);
        await expect(page.getByTestId('order-item').first()).toBeVisible();
        await expect(page.getByTestId('transaction-item').first()).toBeVisible();
        await expect(page.getByTestId('fund-password')).toBeVisible();
        await footer(page);
      });
      const book = page.getByRole('region', { name: t.profileMoney.addresses.title });
      await book.getByRole('button', { name: t.profileMoney.addresses.add }).click();
      const form = page.getByRole('dialog', { name: t.profileMoney.addresses.addTitle });
      await expect(form).toBeVisible();
      await overlay();
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await screen(`/profile/orders/${encodeURIComponent(user.orderId)}`, () =>
        expect(page.getByTestId('order-detail')).toBeVisible(),
      );
      await screen('/profile/notification', () =>
        expect(page.getByRole('button', { name: t.notifications.markAllRead })).toBeVisible(),
      );
      await screen('/profile/invite', async () => {
        await expect(page.getByTestId('invite-code')).toHaveText(/\S/);
        await expect(page.locator('svg[role="img"]')).toBeVisible();
      });
      await screen('/profile/statement', async () => {
        await expect(page.getByTestId('statement-closing')).toHaveText(/\d/);
        await expect(
          page.getByTestId('statement-profit-chart').locator('.apexcharts-bar-series'),
        ).toBeVisible();
        await expect(page.getByTestId('transaction-item').first()).toBeVisible();
      });
    });

    test('signed in, real account: a deposit with a proof chosen, a withdrawal, the loan form', async () => {
      await signIn(page, user.session, 'real');
      const proof = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      await screen('/profile/balance', async () => {
        await expect(page.getByTestId('receive-address')).toBeVisible();
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proof });
        await expect(page.getByTestId('proof-name')).toBeVisible();
      });
      await screen('/profile/balance/withdraw', async () => {
        await page.getByRole('combobox').first().selectOption('USDT-TRC20');
        await expect(page.getByTestId('withdraw-available')).toBeVisible();
      });
      await screen('/loan', async () => {
        await page.getByRole('button', { name: t.loan.kyc.start }).click();
        await expect(page.getByTestId('kyc-firstName')).toBeVisible();
      });
    });
  });
}
