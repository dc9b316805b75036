import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { e2eBaseUrl, outboxFile, phone } from './e2eEnv.ts';
import { appTookOver, localeTexts } from './screenChecks.ts';
import { settle } from './sweepChecks.ts';
import { docId, graphql, operationName, registerByApi, seedSession } from './tradingUser.ts';

// A new user's first minutes: each outcome once, in the language and on the device it
// matters most for (docs/testing.md, the matrix rule). Right to left, layout and axe of these
// screens are the sweep's (sweep.ts).

// Several pages per test on a shared machine: generous waits, no timings.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

type Messages = {
  nav: { main: string; account: string; chat: string };
  intro: { title: string; continue: string; skip: string };
  pass: {
    login: { title: string; account: string; password: string; submit: string; sessionExpired: string };
    register: {
      userName: string;
      email: string;
      code: string;
      password: string;
      confirmPassword: string;
      submit: string;
      usernameAvailable: string;
      usernameTaken: string;
    };
    sendCode: string;
    passwordRule: string;
  };
  validation: { passwordLength: string };
  errors: { USERNAME_EXISTS: string };
  account: {
    DEMO: string;
    REAL: string;
    deposit: string;
    switchLabel: string;
    switchedToDemo: string;
    switchedToReal: string;
  };
  funds: { emptyReal: { title: string } };
  profile: { logout: string };
  order: {
    title: string;
    amount: string;
    submit: string;
    period: string;
    UP: string;
    DOWN: string;
    confirm: { title: string; submit: string };
  };
  titles: { balance: string };
};

const messages = Object.fromEntries(
  languages.map((language) => [language, localeTexts<Messages>(language)]),
) as Record<Language, Messages>;

const rule = (m: Messages) => m.pass.passwordRule.replace('{{min}}', '6').replace('{{max}}', '32');

/** Digits of a figure as shown in either language (Arabic-Indic digits, any grouping). */
const digitsOf = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, '');

async function codeFor(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readFile(outboxFile, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { email: string; code: string });
      code = lines.filter((line) => line.email === email).at(-1)?.code ?? '';
      return code;
    })
    .toBeTruthy();
  return code;
}

function inLanguage(page: Page, language: Language) {
  return page.addInitScript((value) => {
    if (!localStorage.getItem('swx.language')) localStorage.setItem('swx.language', value);
  }, language);
}

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Box = { x: number; y: number; width: number; height: number };

/** The element's box, waiting out a moment when it is between renders (the header re-renders as data arrives). */
async function box(locator: Locator): Promise<Box> {
  const found: { value: Box | null } = { value: null };
  await expect
    .poll(
      async () => {
        found.value = await locator.boundingBox();
        return found.value !== null;
      },
      { message: 'on screen', timeout: 5_000 },
    )
    .toBe(true);
  if (!found.value) throw new Error('not on screen');
  return found.value;
}

/** Ends a session through the API with its own token, as a logout elsewhere would. */
async function endSessionElsewhere(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(`${e2eBaseUrl}/graphql`, {
    data: { doc_id: docId('logOutMutation'), variables: {} },
    headers: { authorization: token },
  });
  expect(
    ((await response.json()) as { data: { logout: { __typename: string } } }).data.logout.__typename,
  ).toBe('LogoutPayload');
}

/** Names of the GraphQL operations the page sends over HTTP (the app sends doc_ids). */
function watchOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    names.push(operationName((request.postDataJSON() as { doc_id?: string } | null)?.doc_id ?? ''));
  });
  return names;
}

test.describe('on a phone, in ar', () => {
  test.use(phone);
  const m = messages.ar;

  test("sign-up shows the password rule as typed, checks it before sending the code, clears a corrected username's error, and lands in the demo account", async ({
    page,
  }) => {
    await inLanguage(page, 'ar');
    await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
    const sent = watchOperations(page);
    // Another user takes a name first: the form's failed submit is about that name.
    const taken = await registerByApi(page.request, e2eBaseUrl, 'tk');
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
    const userName = `nu_${suffix}`;
    const email = `${userName}@example.test`;

    await page.goto('/pass/register');
    await appTookOver(page);
    const ruleText = page.getByTestId('password-rule');
    await expect(ruleText).toHaveText(rule(m));
    await page.getByLabel(m.pass.register.userName).fill(userName);
    await page.getByLabel(m.pass.register.password, { exact: true }).fill('abc');
    // The rule shows as the user types: not met yet.
    await expect(ruleText).toHaveText(rule(m));
    await expect(ruleText.locator('svg')).toHaveCount(1);
    await page.getByLabel(m.pass.register.email).fill(email);
    await page.getByRole('button', { name: m.pass.sendCode }).click();
    // Checked before any code is sent: the click that shows the message would have sent it.
    await expect(page.getByText(m.validation.passwordLength)).toBeVisible();
    expect(sent).not.toContain('useSendCodeMutation');

    await page.getByLabel(m.pass.register.password, { exact: true }).fill('secret123');
    await expect(page.getByText(m.validation.passwordLength)).toHaveCount(0);
    await page.getByLabel(m.pass.register.confirmPassword).fill('secret123');
    await page.getByRole('button', { name: m.pass.sendCode }).click();
    await page.getByLabel(m.pass.register.code).fill(await codeFor(email));
    expect(sent.filter((name) => name === 'useSendCodeMutation')).toHaveLength(1);

    // A failed submit (the name is taken), then the corrected name: its old error goes and
    // "available" shows again.
    await page.getByLabel(m.pass.register.userName).fill(taken.userInfo.userName);
    await page.getByRole('button', { name: m.pass.register.submit }).click();
    // The submit's own refusal (the live check says the same words under a valid field).
    await expect(page.getByLabel(m.pass.register.userName)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(m.errors.USERNAME_EXISTS)).toBeVisible();
    await page.getByLabel(m.pass.register.userName).fill(userName);
    await expect(page.getByText(m.errors.USERNAME_EXISTS)).toHaveCount(0);
    await expect(page.getByText(m.pass.register.usernameAvailable)).toBeVisible();

    await page.getByRole('button', { name: m.pass.register.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    // The demo account, with its balance, is the one in use.
    const chip = page.getByTestId('account-chip');
    await expect(chip).toHaveAttribute('aria-label', new RegExp(`^${m.account.DEMO} `));
    await expect.poll(async () => digitsOf((await chip.getAttribute('aria-label')) ?? '')).toBe('1000000');
  });

  test('two toasts never stack over each other or the navigation', async ({ page }) => {
    const session = await registerByApi(page.request, e2eBaseUrl, 'to');
    await seedSession(page, session, { demo: true, language: 'ar' });
    await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
    await page.goto('/profile');
    const card = page.getByRole('group', { name: m.account.switchLabel });
    await card.getByRole('button', { name: m.account.REAL, exact: true }).click();
    await card.getByRole('button', { name: m.account.DEMO, exact: true }).click();
    const toasts = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toasts).toHaveCount(2);
    // A pointer over the toasts holds them (they leave after 4 s): measured while both show.
    await toasts.first().hover();
    await expect(page.getByText(m.account.switchedToReal)).toBeVisible();
    await expect(page.getByText(m.account.switchedToDemo)).toBeVisible();
    // Measured once they have slid into place.
    await settle(page);
    const first = await box(toasts.nth(0));
    const second = await box(toasts.nth(1));
    expect(overlaps(first, second)).toBe(false);
    const navigation = [
      await box(page.getByRole('banner')),
      await box(page.getByRole('navigation', { name: m.nav.main })),
    ];
    for (const toast of [first, second])
      for (const bar of navigation) expect(overlaps(toast, bar)).toBe(false);
  });
});

test.describe('on a desktop, in en', () => {
  const m = messages.en;

  test('the real account at 0.00 leads to the deposit', async ({ page }) => {
    const session = await registerByApi(page.request, e2eBaseUrl, 'ra');
    await seedSession(page, session, { demo: false, language: 'en' });
    await page.goto('/profile');
    const empty = page.getByTestId('empty-real-account');
    await expect(empty).toContainText(m.funds.emptyReal.title);
    await empty.getByRole('link', { name: m.account.deposit }).click();
    await expect(page).toHaveURL(/\/profile\/balance$/);
    await expect(page.getByRole('heading', { name: m.titles.balance, level: 1 })).toBeVisible();
    await expect(page.locator('#deposit-title')).toBeVisible();

    // The account chip's menu leads there too.
    await page.goto('/profile');
    await page.getByTestId('account-chip').click();
    await page.getByRole('menuitem', { name: m.account.deposit }).click();
    await expect(page).toHaveURL(/\/profile\/balance$/);
  });

  test('an expired session says so, forgets its token, and returns to the order form with its inputs', async ({
    page,
  }) => {
    const session = await registerByApi(page.request, e2eBaseUrl, 'ex');
    await seedSession(page, session, { demo: true, language: 'en' });
    await page.goto('/market?type=crypto&code=BTCUSDT');
    const panel = page.getByRole('region', { name: m.order.title });
    await panel.getByRole('button', { name: new RegExp(`^${m.order.DOWN}`) }).click();
    await panel.getByLabel(m.order.period).selectOption('30');
    await panel.getByLabel(m.order.amount).fill('25');
    await panel.getByRole('button', { name: m.order.submit }).click();
    const dialog = page.getByRole('dialog', { name: m.order.confirm.title });
    await expect(dialog).toBeVisible();

    // The session ends on the server while the order waits for its confirmation.
    await endSessionElsewhere(page.request, session.token);
    await dialog.getByRole('button', { name: m.order.confirm.submit }).click();

    await expect(page).toHaveURL(/\/pass\/login$/);
    await expect(page.getByText(m.pass.login.sessionExpired)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('swx.token'))).toBeNull();
    await page.getByLabel(m.pass.login.account).fill(session.userInfo.email);
    await page.getByLabel(m.pass.login.password, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: m.pass.login.submit }).click();

    await expect(page).toHaveURL(/\/market\?type=crypto&code=BTCUSDT$/);
    const again = page.getByRole('region', { name: m.order.title });
    await expect(again.getByLabel(m.order.amount)).toHaveValue('25');
    await expect(again.getByLabel(m.order.period)).toHaveValue('30');
    await expect(again.getByRole('button', { name: new RegExp(`^${m.order.DOWN}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Nothing was bought while the session was gone.
    const orders = await graphql<{ viewer: { account: { balance: string } } }>(
      page.request,
      e2eBaseUrl,
      'accountModeBalanceQuery',
      { mode: 'DEMO' },
      { authorization: (await page.evaluate(() => localStorage.getItem('swx.token'))) ?? '' },
    );
    expect(orders.viewer.account.balance).toBe('10000.00');
  });
});
