// Google and Facebook sign-in in the browser, against the local OpenID issuer the e2e server runs
// (tests/oidc-issuer.ts): the real redirects, the issuer's sign-in page, the callback screen.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, e2eClockBaseUrl, shot } from './e2eEnv.ts';
import { axeSerious } from './screenChecks.ts';
import { docId } from './tradingUser.ts';

type Signed = { userId: string; userName: string; email: string };

/** The session the web app keeps after a sign-in (what every screen reads). */
async function signedInUser(page: Page): Promise<Signed | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('swx.userInfo') ?? 'null'));
}

/** From the login page through the issuer's page and back home; returns the answer the issuer posted to the callback. */
async function signInWith(page: Page, provider: 'Google' | 'Facebook', email: string): Promise<string> {
  let callback = '';
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/loginCallback/'))
      callback ||= request.postData() ?? '';
  });
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('heading', { name: 'Local issuer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  return callback;
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('Google sign-in makes a new user, who starts in the demo account; a second sign-in reaches the same account', async ({
  browser,
}) => {
  const email = `social_${Date.now().toString(36)}@example.test`;
  const first = await freshPage(browser);
  await first.goto('/pass/login');
  await expect(first.getByText('or', { exact: true })).toBeVisible();
  await shot(first, 'social', `login-with-providers.png`, { fullPage: true });
  const callback = await signInWith(first, 'Google', email);
  // The issuer posts its answer (response_mode=form_post): the token is never in an address.
  expect(callback).toContain('id_token=');
  expect(first.url()).not.toContain('id_token');
  // Once read, the posted answer leaves the page too.
  await expect(first.locator('#swx-provider-answer')).toHaveCount(0);
  const created = await signedInUser(first);
  expect(created?.email).toBe(email);
  expect(await first.evaluate(() => localStorage.getItem('swx.virtualStatus'))).toBe('0');

  // The same answer posted again from another tab (a captured request replayed): it signs nobody in.
  const replay = await freshPage(browser);
  await replay.goto('/pass/login');
  await replay.evaluate((fields) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/api/loginCallback/google';
    for (const [name, value] of new URLSearchParams(fields)) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
  }, callback);
  await expect(replay.getByRole('alert')).toHaveText(
    'This sign-in was already used or was started in another tab. Please start again.',
  );
  expect(await signedInUser(replay)).toBeNull();
  // Full screen: no navigation chrome around the callback.
  await expect(replay.getByRole('navigation')).toHaveCount(0);
  await expect(replay.getByRole('contentinfo')).toHaveCount(0);
  expect(await axeSerious(replay)).toEqual([]);
  await replay.getByRole('link', { name: 'Back to log in' }).click();
  await expect(replay).toHaveURL(/\/pass\/login$/);

  // Another browser, the issuer asked again: the same account.
  const second = await freshPage(browser);
  await second.goto('/pass/login');
  await signInWith(second, 'Google', email);
  const again = await signedInUser(second);
  expect(again?.userId).toBe(created?.userId);
  expect(again?.userName).toBe(created?.userName);
  await second.goto('/profile');
  await expect(second.getByText(created?.userName ?? '-').first()).toBeVisible();

  // Facebook vouching for the same e-mail opens the same account too.
  const facebook = await freshPage(browser);
  await facebook.goto('/pass/register');
  await signInWith(facebook, 'Facebook', email);
  expect((await signedInUser(facebook))?.userId).toBe(created?.userId);
});

test('after an expired session, Google sign-in returns the user to the page they were on', async ({
  page,
}) => {
  const email = `social_back_${Date.now().toString(36)}@example.test`;
  await page.goto('/pass/login');
  await signInWith(page, 'Google', email);
  // The server ends the session (as after 7 days, or a log-out elsewhere) while the page is open.
  const token = await page.evaluate(() => localStorage.getItem('swx.token'));
  const ended = await page.request.post(`${e2eBaseUrl}/graphql`, {
    data: { doc_id: docId('logOutMutation'), variables: {} },
    headers: { authorization: token ?? '' },
  });
  expect(ended.ok()).toBe(true);
  // The account page opened with the ended session. (Not a click on "Account" in the open page: the
  // server also closes the session's live connection, and the app may take the user to log in on
  // its own first, from the home page, before the click lands on that page.)
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pass\/login$/);
  await expect(page.getByText('Your session has expired.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
});

test('the callback says it is signing in, or that no sign-in came, before any script, full screen', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  for (const [path, provider] of [
    ['/api/loginCallback/google', 'Google'],
    ['/api/loginCallback/facebook', 'Facebook'],
  ] as const) {
    // A plain visit: the page knows nothing was posted, and says so in its first paint.
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(
      `Sign-in with ${provider} did not complete`,
    );
    await expect(bare.getByRole('alert')).toHaveText(
      'This sign-in was already used or was started in another tab. Please start again.',
    );
    await expect(bare.getByRole('navigation')).toHaveCount(0);
    // The provider's answer posted: the page that signs in, the answer beside it, kept by no cache.
    const posted = await noScript.request.post(path, { form: { id_token: 'a.b.c', state: 'x' } });
    expect(posted.headers()['cache-control']).toBe('no-store');
    await bare.setContent(await posted.text());
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(`Signing in with ${provider}`);
    await expect(bare.getByRole('status')).toHaveText('One moment, please…');
    await expect(bare.getByRole('navigation')).toHaveCount(0);
    expect(await bare.locator('#swx-provider-answer').textContent()).toBe('{"id_token":"a.b.c","state":"x"}');
  }
  await noScript.close();
});

test('without a configured provider the login page shows no social buttons', async ({ page }) => {
  await page.goto(`${e2eClockBaseUrl}/pass/login`);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The providers' answer has arrived (an empty list) when the page has settled.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
});
