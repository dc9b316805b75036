import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { e2eBaseUrl, phone, shot } from './e2eEnv.ts';
import { localeTexts } from './screenChecks.ts';
import { docId, graphql, registerByApi, type Session, seedSession } from './tradingUser.ts';

type Texts = Record<string, unknown>;
const locale = (language: string): Texts => localeTexts<Texts>(language);

/** One text of a locale by its dotted key, with `{{name}}` values filled in. */
function text(texts: Texts, key: string, values: Record<string, string> = {}): string {
  let value: unknown = texts;
  for (const part of key.split('.')) value = (value as Texts)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** What a user reads, without the invisible direction marks Intl and bidi isolation add. */
async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '')
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/\u2212/g, '-');
}

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
  const demo = { Authorization: session.token, virtually: 'YES' };
  const ids: string[] = [];
  for (const direction of ['UP', 'DOWN']) {
    const placed = await graphql<{ buyOptions: { order?: { id: string } } }>(
      request,
      e2eBaseUrl,
      'useBuyOptionsMutation',
      {
        input: {
          code: 'BTCUSDT',
          direction,
          amount: '25',
          period: 5,
          idempotencyKey: `detail-${direction}-${Date.now()}-${Math.random()}`,
        },
      },
      demo,
    );
    ids.push(placed.buyOptions.order?.id ?? '');
  }
  const read = async (id: string) =>
    (
      await graphql<{ optionsOrder: Order | null }>(
        request,
        e2eBaseUrl,
        'OrderDetailRouteQuery',
        { id },
        demo,
      )
    ).optionsOrder;
  const orders: Order[] = [];
  for (const id of ids) {
    await expect.poll(async () => (await read(id))?.status, { timeout: 30_000 }).toBe('CLOSED');
    const order = await read(id);
    if (order) orders.push({ ...order, id });
  }
  return orders;
}

/** Money as the app writes it in these tests' languages (Latin digits, grouping, 2 places). */
const money = (value: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
const signed = (value: string) => `${Number(value) > 0 ? '+' : ''}${money(value)}`;

/** The colour a CSS value computes to on this page (a probe element in the page's cascade). */
async function computedColor(page: Page, value: string): Promise<string> {
  return page.evaluate((css) => {
    const probe = document.createElement('span');
    probe.style.color = css;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, value);
}

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
      const texts = locale(language);
      const session = await registerByApi(request, e2eBaseUrl, `od${language}${layout[0]}`);
      const orders = await settledPair(request, session);
      await seedSession(page, session, { demo: true, language });
      await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));

      // All orders settled: the page opens on Closed, not on an empty Open tab; each tab says its count.
      await page.goto('/profile');
      const tab = (status: string, count: number) =>
        page.getByRole('tab', {
          name: text(texts, 'orders.tab', {
            status: text(texts, `order.status.${status}`),
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
        await expect(badge).toHaveText(text(texts, `order.result.${order.result}`));
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
        await expect(outcome.locator('[data-field=stake]')).toContainText(text(texts, 'orderDetail.stake'));
        expect(await readText(outcome.locator('[data-field=stake] bdi'))).toBe('25.00 USDT');
        expect(await readText(outcome.locator('[data-field=payout] bdi'))).toBe(
          `${money(order.payout ?? '')} USDT`,
        );
        expect(await readText(outcome.locator('[data-field=profit] bdi'))).toBe(
          `${signed(order.profit ?? '')} USDT`,
        );
        await expect(detail.locator('[data-result]')).toHaveText(text(texts, `order.result.${order.result}`));
        const entry = await readText(detail.getByTestId('entry-tick'));
        expect(entry).toContain(text(texts, 'orderDetail.entryTick'));
        expect(entry.replaceAll(',', '')).toContain(order.openPrice);
        const exit = await readText(detail.getByTestId('exit-tick'));
        expect(exit).toContain(text(texts, 'orderDetail.exitTick'));
        expect(exit.replaceAll(',', '')).toContain(order.closePrice ?? 'no close price');
        await expect(detail).toContainText(order.orderNo);
        for (const noise of ['lots', 'lever', 'margin', 'requiredMargin']) {
          await expect(detail).not.toContainText(text(texts, `order.fields.${noise}`));
        }

        // One back control: the sub-page bar's on mobile, the page's own link on desktop.
        const backs = page.getByRole('main').getByRole('link', { name: text(texts, 'orders.back') });
        const barBack = page.getByRole('banner').getByRole('button', { name: text(texts, 'common.back') });
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

/** One running 25 USDT order on the demo account (30 s), as the order panel places it. */
async function placeDemoOrder(request: APIRequestContext, session: Session, direction: 'UP' | 'DOWN') {
  const placed = await graphql<{ buyOptions: { order?: { id: string; orderNo: string } } }>(
    request,
    e2eBaseUrl,
    'useBuyOptionsMutation',
    {
      input: {
        code: 'BTCUSDT',
        direction,
        amount: '25',
        period: 30,
        idempotencyKey: `paint-${Date.now()}-${direction}`,
      },
    },
    { Authorization: session.token, virtually: 'YES' },
  );
  const order = placed.buyOptions.order;
  if (!order) throw new Error('the order was not placed');
  return order;
}

test("an order's detail paints with the order itself, and the app takes it over without asking again", async ({
  browser,
  request,
}) => {
  const session = await registerByApi(request, e2eBaseUrl, 'odpaint');
  const order = await placeDemoOrder(request, session, 'UP');

  for (const [device, language] of [
    ['phone', 'ar'],
    ['desktop', 'en'],
  ] as const) {
    const texts = locale(language);
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
    });
    await noScript.addCookies(sessionCookies(session, language));
    const bare = await noScript.newPage();
    const answer = await bare.goto(`/profile/orders/${encodeURIComponent(order.id)}`);
    // The user's own data: no cache keeps it.
    expect(answer?.headers()['cache-control']).toBe('no-store');
    const detail = bare.getByTestId('order-detail');
    await expect(detail).toContainText(order.orderNo);
    await expect(detail.locator('[data-field=stake]')).toContainText(text(texts, 'orderDetail.stake'));
    expect(await readText(detail.locator('[data-field=stake] bdi'))).toBe('25.00 USDT');
    await expect(detail.getByTestId('entry-tick')).toContainText(text(texts, 'orderDetail.entryTick'));
    const backs = bare.getByRole('main').getByRole('link', { name: text(texts, 'orders.back') });
    await expect(backs).toHaveCount(device === 'phone' ? 0 : 1);
    await shot(bare, 'house', `order-detail-first-paint-${device}-${language}.png`);
    await noScript.close();
  }

  // With script: the app starts from the order the page brought, and does not ask for it again.
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await context.addCookies(sessionCookies(session, 'en'));
  const page = await context.newPage();
  await seedSession(page, session, { demo: true, language: 'en' });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (sent.url().endsWith('/graphql') && body.includes(docId('OrderDetailRouteQuery'))) asked.push(body);
  });
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
    .getByRole('link', { name: text(locale('en'), 'orders.back') })
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
  const { orderNo } = await placeDemoOrder(request, session, 'DOWN');

  for (const [device, language] of [
    ['phone', 'ar'],
    ['desktop', 'en'],
  ] as const) {
    const texts = locale(language);
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
    });
    await noScript.addCookies(sessionCookies(session, language));
    const bare = await noScript.newPage();
    const answer = await bare.goto('/profile');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    // The demo account (the cookie's mode), its balance after the stake, the open order, the ledger.
    await expect(bare.getByRole('heading', { name: text(texts, 'account.DEMOAccount') })).toBeVisible();
    expect(await readText(bare.getByTestId('profile-balance'))).toMatch(/^[\d,]+\.\d\d USDT$/);
    await expect(bare.getByTestId('order-item')).toHaveCount(1);
    await expect(bare.getByTestId('order-item')).toContainText(orderNo);
    await expect(bare.getByTestId('transaction-item').first()).toBeVisible();
    await shot(bare, 'house', `profile-first-paint-${device}-${language}.png`, { fullPage: true });
    await noScript.close();
  }

  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await context.addCookies(sessionCookies(session, 'en'));
  const page = await context.newPage();
  await seedSession(page, session, { demo: true, language: 'en' });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (sent.url().endsWith('/graphql') && body.includes(docId('AccountSectionQuery'))) asked.push(body);
  });
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

  for (const [device, language] of [
    ['phone', 'ar'],
    ['desktop', 'en'],
  ] as const) {
    const texts = locale(language);
    const noScript = await browser.newContext({
      ...(device === 'phone' ? phone : {}),
      baseURL: e2eBaseUrl,
      javaScriptEnabled: false,
    });
    await noScript.addCookies(sessionCookies(session, language));
    const bare = await noScript.newPage();
    const answer = await bare.goto('/profile/notification');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(bare.getByTestId('notification-item')).toHaveCount(orders.length);
    await expect(bare.getByTestId('notification-item').first()).toContainText(
      text(texts, 'notifications.types.OPTIONS_ORDER_SETTLED.title'),
    );
    await shot(bare, 'house', `notifications-first-paint-${device}-${language}.png`, { fullPage: true });
    await bare.goto('/profile/invite');
    await expect(bare.getByTestId('invite-code')).toHaveText(code);
    await expect(bare.getByRole('heading', { name: text(texts, 'invite.invitees') })).toBeVisible();
    await shot(bare, 'house', `invite-first-paint-${device}-${language}.png`, { fullPage: true });
    await noScript.close();
  }

  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  await context.addCookies(sessionCookies(session, 'en'));
  const page = await context.newPage();
  await seedSession(page, session, { demo: true, language: 'en' });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postData() ?? '';
    if (
      sent.url().endsWith('/graphql') &&
      (body.includes(docId('NotificationsRouteQuery')) || body.includes(docId('InviteRouteQuery')))
    )
      asked.push(body);
  });
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
