import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, phone, shot } from './e2eEnv.ts';
import { type Language, text } from './marketTexts.ts';
import { computedColor, readText } from './screenChecks.ts';
import {
  docId,
  graphql,
  type PlacedOrder,
  placeDemoOrder,
  readDemoOrder,
  registerByApi,
  type Session,
  seedSession,
} from './tradingUser.ts';

type Order = {
  id: string;
  orderNo: string;
  amount: string;
  profit: string | null;
  payout: string | null;
  result: 'WIN' | 'LOSS' | 'REFUND' | null;
  openPrice: string;
  closePrice: string | null;
  status: string;
};

/** An up and a down order on one market at once, settled: one wins and one loses (both refund if unchanged). */
async function settledPair(request: APIRequestContext, session: Session): Promise<Order[]> {
  const placed: PlacedOrder[] = [];
  for (const direction of ['UP', 'DOWN'] as const)
    placed.push(await placeDemoOrder(request, session, { direction, period: 5 }));
  const orders: Order[] = [];
  for (const { id } of placed) {
    await expect
      .poll(async () => (await readDemoOrder<Order>(request, session, id))?.status, { timeout: 30_000 })
      .toBe('CLOSED');
    const order = await readDemoOrder<Order>(request, session, id);
    if (order) orders.push({ ...order, id });
  }
  return orders;
}

/** Money as the app writes it in these tests' languages (Latin digits, grouping, 2 places). */
const money = (value: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
const signed = (value: string) => `${Number(value) > 0 ? '+' : ''}${money(value)}`;

// On a desktop in en and on a phone in ar: the back control differs by layout (docs/testing.md).
for (const [layout, language] of [
  ['desktop', 'en'],
  ['mobile', 'ar'],
] as const) {
  test.describe(`${layout}, ${language}`, () => {
    if (layout === 'mobile') test.use(phone);

    test(`the profile opens on the tab with orders, each tab counted; the order detail shows stake, payout, result, ticks and signed profit with one back control (${layout}, ${language})`, async ({
      page,
      request,
    }) => {
      const session = await registerByApi(request, e2eBaseUrl, `od${language}${layout[0]}`);
      const orders = await settledPair(request, session);
      await seedSession(page, session, { demo: true, language });
      await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));

      // All orders settled: the page opens on Closed, not on an empty Open tab; each tab says its count.
      await page.goto('/profile');
      const tab = (status: string, count: number) =>
        page.getByRole('tab', {
          name: text(language, 'orders.tab', {
            status: text(language, `order.status.${status}`),
            count: String(count),
          }),
        });
      // The first page of a fresh session (the app's code, then the data) on a busy machine.
      await expect(tab('CLOSED', 2)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
      await expect(tab('OPEN', 0)).toHaveAttribute('aria-selected', 'false');
      await expect(tab('FAILED', 0)).toBeVisible();
      const items = page.getByTestId('order-item');
      await expect(items).toHaveCount(2);

      // Results read by words and sign; a win is not painted in a price colour.
      const priceColors = [
        await computedColor(page, 'var(--chakra-colors-rise)'),
        await computedColor(page, 'var(--chakra-colors-fall)'),
      ];
      for (const order of orders) {
        const item = items.filter({ hasText: order.orderNo });
        const badge = item.locator('[data-result]');
        await expect(badge).toHaveText(text(language, `order.result.${order.result}`));
        const look = await badge.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor];
        });
        for (const color of look) expect(priceColors).not.toContain(color);
        expect(await readText(item.getByTestId('order-profit'))).toBe(`${signed(order.profit ?? '0')} USDT`);
      }
      await shot(page, 'house', `orders-${layout}-${language}.png`, { fullPage: true });

      // The detail of each: what an up/down order means, not lots, leverage or margin.
      for (const order of orders) {
        await page.goto('/profile');
        await items.filter({ hasText: order.orderNo }).click();
        await expect(page).toHaveURL(/\/profile\/orders\//);
        const detail = page.getByTestId('order-detail');
        const outcome = detail.getByTestId('order-outcome');
        await expect(outcome.locator('[data-field=stake]')).toContainText(
          text(language, 'orderDetail.stake'),
        );
        expect(await readText(outcome.locator('[data-field=stake] bdi'))).toBe('25.00 USDT');
        expect(await readText(outcome.locator('[data-field=payout] bdi'))).toBe(
          `${money(order.payout ?? '')} USDT`,
        );
        expect(await readText(outcome.locator('[data-field=profit] bdi'))).toBe(
          `${signed(order.profit ?? '')} USDT`,
        );
        await expect(detail.locator('[data-result]')).toHaveText(
          text(language, `order.result.${order.result}`),
        );
        const entry = await readText(detail.getByTestId('entry-tick'));
        expect(entry).toContain(text(language, 'orderDetail.entryTick'));
        expect(entry.replaceAll(',', '')).toContain(order.openPrice);
        const exit = await readText(detail.getByTestId('exit-tick'));
        expect(exit).toContain(text(language, 'orderDetail.exitTick'));
        expect(exit.replaceAll(',', '')).toContain(order.closePrice ?? 'no close price');
        await expect(detail).toContainText(order.orderNo);
        for (const noise of ['lots', 'lever', 'margin', 'requiredMargin']) {
          await expect(detail).not.toContainText(text(language, `order.fields.${noise}`));
        }

        // One back control: the sub-page bar's on mobile, the page's own link on desktop.
        const backs = page.getByRole('main').getByRole('link', { name: text(language, 'orders.back') });
        const barBack = page.getByRole('banner').getByRole('button', { name: text(language, 'common.back') });
        if (layout === 'mobile') {
          await expect(backs).toHaveCount(0);
          await expect(barBack).toHaveCount(1);
        } else {
          await expect(backs).toHaveCount(1);
          await expect(barBack).toHaveCount(0);
        }
        await shot(page, 'house', `order-detail-${order.result?.toLowerCase()}-${layout}-${language}.png`, {
          fullPage: true,
        });
      }
    });
  });
}

test("any order's detail paints its frame before any script, on the phone and the desktop", async ({
  browser,
}) => {
  for (const device of ['phone', 'desktop'] as const) {
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
    });
    await noScript.addCookies([
      { name: 'swx_signed_in', value: '1', url: e2eBaseUrl },
      { name: 'swx_intro_shown', value: '1', url: e2eBaseUrl },
    ]);
    const bare = await noScript.newPage();
    // The gateway matches the path to the one prerendered page of every order (no order is read).
    const answer = await bare.goto('/profile/orders/T3B0aW9uc09yZGVyOjE=');
    expect(answer?.status()).toBe(200);
    await expect(bare).toHaveTitle('Order details · SWX');
    if (device === 'phone') {
      // The sub-page bar: the way back and the page's name, as the app draws them.
      await expect(bare.getByRole('banner').getByText('Order details', { exact: true })).toBeVisible();
      await expect(bare.getByRole('button', { name: 'Back' })).toBeVisible();
    } else {
      await expect(bare.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    }
    await expect(bare.getByRole('main')).toBeVisible();
    await noScript.close();
  }
});

/** What the app writes on sign-in and for the demo account (state/clientStore): session, mode, language. */
const sessionCookies = (session: Session, language: string) =>
  [
    ['swx_signed_in', '1'],
    ['swx_intro_shown', '1'],
    ['swx_session', encodeURIComponent(session.token)],
    ['swx_virtual', '0'],
    ['swx_language', language],
  ].map(([name = '', value = '']) => ({ name, value, url: e2eBaseUrl }));

/** The user's page as the server alone paints it (script off): on a phone in ar, then on a desktop in en. */
async function eachFirstPaint(
  browser: Browser,
  session: Session,
  paint: (bare: Page, view: { device: 'phone' | 'desktop'; language: Language }) => Promise<void>,
): Promise<void> {
  for (const [device, language] of [
    ['phone', 'ar'],
    ['desktop', 'en'],
  ] as const) {
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
    });
    await noScript.addCookies(sessionCookies(session, language));
    const bare = await noScript.newPage();
    await paint(bare, { device, language });
    await noScript.close();
  }
}

/**
 * The app signed in as the user in en, and every request it makes for one of `operations`: none is
 * expected when the page arrived with their data.
 */
async function appTakingOver(browser: Browser, session: Session, operations: string[]) {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await context.addCookies(sessionCookies(session, 'en'));
  const page = await context.newPage();
  await seedSession(page, session, { demo: true, language: 'en' });
  const ids = operations.map(docId);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (sent.url().endsWith('/graphql') && ids.some((id) => body.includes(id))) asked.push(body);
  });
  return { context, page, asked };
}

test("an order's detail paints with the order itself, and the app takes it over without asking again", async ({
  browser,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'odpaint');
  const order = await placeDemoOrder(request, session, { direction: 'UP', period: 30 });

  await eachFirstPaint(browser, session, async (bare, { device, language }) => {
    const answer = await bare.goto(`/profile/orders/${encodeURIComponent(order.id)}`);
    // The user's own data: no cache keeps it.
    expect(answer?.headers()['cache-control']).toBe('no-store');
    const detail = bare.getByTestId('order-detail');
    await expect(detail).toContainText(order.orderNo);
    await expect(detail.locator('[data-field=stake]')).toContainText(text(language, 'orderDetail.stake'));
    expect(await readText(detail.locator('[data-field=stake] bdi'))).toBe('25.00 USDT');
    await expect(detail.getByTestId('entry-tick')).toContainText(text(language, 'orderDetail.entryTick'));
    const backs = bare.getByRole('main').getByRole('link', { name: text(language, 'orders.back') });
    await expect(backs).toHaveCount(device === 'phone' ? 0 : 1);
    await shot(bare, 'house', `order-detail-first-paint-${device}-${language}.png`);
  });

  // With script: the app starts from the order the page brought, and does not ask for it again.
  const { context, page, asked } = await appTakingOver(browser, session, ['OrderDetailRouteQuery']);
  await page.goto(`/profile/orders/${encodeURIComponent(order.id)}`);
  await expect(page.getByTestId('order-detail')).toContainText(order.orderNo);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The app has taken over: the way back is its own navigation, not a new page from the server.
  let documents = 0;
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents += 1;
  });
  await page
    .getByRole('main')
    .getByRole('link', { name: text('en', 'orders.back') })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toBe(0);
  await context.close();
});

test('the account page paints with the account, its orders and its ledger, and the app takes them over', async ({
  browser,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'profpaint');
  const { orderNo } = await placeDemoOrder(request, session, { direction: 'DOWN', period: 30 });

  await eachFirstPaint(browser, session, async (bare, { device, language }) => {
    const answer = await bare.goto('/profile');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    // The demo account (the cookie's mode), its balance after the stake, the open order, the ledger.
    await expect(bare.getByRole('heading', { name: text(language, 'account.DEMOAccount') })).toBeVisible();
    expect(await readText(bare.getByTestId('profile-balance'))).toMatch(/^[\d,]+\.\d\d USDT$/);
    await expect(bare.getByTestId('order-item')).toHaveCount(1);
    await expect(bare.getByTestId('order-item')).toContainText(orderNo);
    await expect(bare.getByTestId('transaction-item').first()).toBeVisible();
    await shot(bare, 'house', `profile-first-paint-${device}-${language}.png`, { fullPage: true });
  });

  const { context, page, asked } = await appTakingOver(browser, session, ['AccountSectionQuery']);
  await page.goto('/profile');
  await expect(page.getByTestId('order-item')).toContainText(orderNo);
  // The lower half (records, addresses, password, settings) comes from the app's own query.
  await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await context.close();
});

test('the notifications and invite pages paint with the user’s own data, and the app takes it over', async ({
  browser,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'notepaint');
  // Two settled demo orders: each settlement is a notification.
  const orders = await settledPair(request, session);
  const invite = await graphql<{ viewer: { invite: { inviteCode: string } } }>(
    request,
    e2eBaseUrl,
    'InviteRouteQuery',
    {},
    { Authorization: session.token },
  );
  const code = invite.viewer.invite.inviteCode;

  await eachFirstPaint(browser, session, async (bare, { device, language }) => {
    const answer = await bare.goto('/profile/notification');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(bare.getByTestId('notification-item')).toHaveCount(orders.length);
    await expect(bare.getByTestId('notification-item').first()).toContainText(
      text(language, 'notifications.types.OPTIONS_ORDER_SETTLED.title'),
    );
    await shot(bare, 'house', `notifications-first-paint-${device}-${language}.png`, { fullPage: true });
    await bare.goto('/profile/invite');
    await expect(bare.getByTestId('invite-code')).toHaveText(code);
    await expect(bare.getByRole('heading', { name: text(language, 'invite.invitees') })).toBeVisible();
    await shot(bare, 'house', `invite-first-paint-${device}-${language}.png`, { fullPage: true });
  });

  const { context, page, asked } = await appTakingOver(browser, session, [
    'NotificationsRouteQuery',
    'InviteRouteQuery',
  ]);
  await page.goto('/profile/notification');
  await expect(page.getByTestId('notification-item')).toHaveCount(orders.length);
  // The app's own controls work on what the page arrived with.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(0);
  await page.goto('/profile/invite');
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  // The link needs the address the browser sees: the app completes it.
  await expect(page.getByTestId('invite-link')).toContainText(`inviteCode=${code}`);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await context.close();
});
