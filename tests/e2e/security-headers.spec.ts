import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, phone } from './e2eEnv.ts';
import { drawnChart } from './screenChecks.ts';
import { graphql, registerByApi, type Session, seedSession } from './tradingUser.ts';

/** A settled demo order of the user: the order detail page has something to show. */
async function settledOrder(request: APIRequestContext, session: Session): Promise<string> {
  const demo = { Authorization: session.token, virtually: 'YES' };
  const placed = await graphql<{ buyOptions: { order?: { id: string } } }>(
    request,
    e2eBaseUrl,
    'useBuyOptionsMutation',
    {
      input: {
        code: 'BTCUSDT',
        direction: 'UP',
        amount: '25',
        period: 5,
        idempotencyKey: `csp-${Date.now()}-${Math.random()}`,
      },
    },
    demo,
  );
  return placed.buyOptions.order?.id ?? '';
}

/** Every route of the app (web/src/router/createAppRouter.tsx), with the query the links give it. */
function routes(orderId: string | null): string[] {
  return [
    '/',
    '/market',
    '/cruuency?code=BTCUSDT&type=2',
    '/pass/login',
    '/pass/register',
    '/pass/reset',
    '/help/notice',
    '/detail?id=1',
    '/profile',
    '/profile/balance',
    '/profile/balance/withdraw',
    '/profile/notification',
    '/profile/invite',
    ...(orderId ? [`/profile/orders/${encodeURIComponent(orderId)}`] : []),
  ];
}

/** Records every CSP violation the page reports (the event) or the browser logs (the console). */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sample} @ ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Visits each path until its lazy parts (Chakra, the chart, the live socket) arrived. */
async function visitAll(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    if (path.startsWith('/cruuency')) await drawnChart(page);
  }
}

test('every answer carries the security headers; a page carries its own policy with no inline script', async ({
  request,
}) => {
  for (const path of ['/', '/profile', '/profile/orders/abc', '/graphql?x=1', '/healthz']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("script-src 'self'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toContain('unsafe-inline');
    expect(policy, path).not.toContain('unsafe-eval');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  // The prerendered page's inline stylesheet is allowed by its hash, nothing more.
  const home = await request.get('/');
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(await home.text()).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/);
});

// Once, in ar on a phone (docs/testing.md, the matrix rule): the policy is one header for every
// page; the phone's layout and ar's texts load the most lazy parts (picker, tab bar, locale).
for (const language of ['ar'] as const) {
  for (const layout of ['mobile'] as const) {
    test.describe(`${layout}, ${language}`, () => {
      test.use(phone);

      test(`no page breaks the Content-Security-Policy, signed out or in (${layout}, ${language})`, async ({
        page,
        context,
        request,
      }) => {
        test.setTimeout(180_000);
        const violations = await watchViolations(context, page);
        await context.addCookies([{ name: 'swx_language', value: language, url: e2eBaseUrl }]);
        await page.addInitScript((lang) => {
          localStorage.setItem('swx.language', lang);
          sessionStorage.setItem('swx.introShown', '1');
        }, language);

        await visitAll(page, routes(null));
        expect(violations).toEqual([]);

        const session = await registerByApi(request, e2eBaseUrl, `csp${language}`);
        const orderId = await settledOrder(request, session);
        await seedSession(page, session, { demo: true, language });
        await visitAll(page, routes(orderId));
        expect(violations).toEqual([]);
      });
    });
  }
}
