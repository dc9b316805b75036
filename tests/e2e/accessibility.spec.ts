import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, e2eUpstreamUrl } from './e2eEnv.ts';
import { drawnChart, localeTexts } from './screenChecks.ts';
import { registerByApi, type Session, seedSession } from './tradingUser.ts';

/**
 * The WCAG 2.1 A/AA rules; a serious or critical finding fails the page. axe's colour-contrast
 * check skips most Arabic text (its icon-ligature heuristic takes the joined letters for an icon
 * font), so contrast is measured in en; the colours are the same tokens in both languages.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failingImpacts = new Set(['serious', 'critical']);
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

const mobileDevice = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  hasTouch: true,
};

type Messages = {
  nav: { language: string };
  intro: { skip: string };
  languagePicker: { title: string };
  order: { amount: string; submit: string; confirm: { title: string; submit: string } };
};

function messages(language: Language): Messages {
  return localeTexts<Messages>(language);
}

/** Waits until no finite animation runs (dialogs fade in; mid-fade colours would be measured). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** A node's selector, its markup and, for contrast, the colours axe measured. */
function describeNode(node: NodeResult): string {
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  const colours = contrast?.fgColor
    ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1`
    : '';
  return `${node.target.join(' ')}${colours} ${node.html.slice(0, 160)}`;
}

/** Runs axe on the page as it stands; returns one line per serious or critical rule. */
async function scan(page: Page, label: string): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settle(page);
  // Only violations are collected: listing every passing node doubles axe's time on a page.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes)\n    ` +
        violation.nodes.map(describeNode).join('\n    '),
    );
}

function expectNoViolations(findings: string[]): void {
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

/** Opens a path in a language (stored the way the picker stores it) and waits for its data. */
async function open(page: Page, language: Language, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await ready(page);
}

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.goto('/help/notice');
  await page.evaluate((value) => localStorage.setItem('swx.language', value), language);
}

const withFooter = async (page: Page) => {
  await expect(page.getByRole('contentinfo')).toBeVisible();
};

/** The pages anyone can open, each with what shows that its data has rendered. */
function publicPages(detailPath: string): { path: string; ready: (page: Page) => Promise<void> }[] {
  return [
    {
      path: '/',
      ready: async (page) => {
        await expect(page.getByTestId('market-price').first()).toHaveText(/\d/);
        await withFooter(page);
      },
    },
    {
      path: '/market',
      ready: async (page) => {
        await drawnChart(page);
        // On a phone the market list is folded above the chart: open it, so it is scanned too.
        const pickerToggle = page.getByTestId('market-picker-toggle');
        if (await pickerToggle.isVisible()) await pickerToggle.click();
        await expect(page.getByTestId('picker-row').first()).toBeVisible();
        await withFooter(page);
      },
    },
    {
      path: '/cruuency?code=BTCUSDT&type=2&id=1',
      ready: async (page) => {
        await expect(page.getByTestId('market-now-price')).toHaveText(/\d/);
        await drawnChart(page);
        await withFooter(page);
      },
    },
    { path: '/pass/login', ready: async (page) => expect(page.locator('main form')).toBeVisible() },
    { path: '/pass/register', ready: async (page) => expect(page.locator('main form')).toBeVisible() },
    { path: '/pass/reset', ready: async (page) => expect(page.locator('main form')).toBeVisible() },
    { path: '/help/notice', ready: withFooter },
    {
      path: detailPath,
      ready: async (page) => {
        await expect(page.locator('main article')).toBeVisible();
        await withFooter(page);
      },
    },
  ];
}

/** A real content article: the first one the footer links to. */
async function findDetailPath(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.getByRole('contentinfo').locator('a[href^="/detail?"]').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the footer links to no content article');
  return href;
}

/** The public pages in en and ar, plus what opens over them without signing in. */
async function scanPublicPages(page: Page, mobile: boolean): Promise<string[]> {
  const findings: string[] = [];
  // The mobile intro board opens once per browser session, over the first page.
  if (mobile) {
    await page.goto('/');
    const intro = page.getByRole('dialog');
    await expect(intro).toBeVisible();
    findings.push(...(await scan(page, 'en / intro board')));
    await intro.getByRole('button', { name: messages('en').intro.skip }).click();
    await expect(intro).toBeHidden();
  }
  const detailPath = await findDetailPath(page);
  for (const language of languages) {
    await chooseLanguage(page, language);
    for (const { path, ready } of publicPages(detailPath)) {
      await open(page, language, path, ready);
      findings.push(...(await scan(page, `${language} ${path}`)));
    }
    findings.push(...(await scanLanguagePicker(page, language, mobile)));
  }
  return findings;
}

/** The language picker: a dialog on mobile, a menu on desktop. */
async function scanLanguagePicker(page: Page, language: Language, mobile: boolean): Promise<string[]> {
  await open(page, language, '/help/notice', withFooter);
  const text = messages(language);
  await page.getByRole('button', { name: text.nav.language }).click();
  const picker = mobile
    ? page.getByRole('dialog', { name: text.languagePicker.title })
    : page.getByRole('menu');
  await expect(picker).toBeVisible();
  const findings = await scan(page, `${language} language picker`);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  return findings;
}

/** One signed-in demo user for the whole file (registration sends a mail and costs a rate limit). */
let session: Promise<Session> | undefined;
function signedInUser(browser: Browser): Promise<Session> {
  session ??= (async () => {
    const context = await browser.newContext({ baseURL: e2eBaseUrl });
    try {
      return await registerByApi(context.request, e2eBaseUrl, 'a11y');
    } finally {
      await context.close();
    }
  })();
  return session;
}

/** The order confirmation, the order followed on the market page, the profile and the order detail. */
async function scanSignedInPages(page: Page, browser: Browser): Promise<string[]> {
  await seedSession(page, await signedInUser(browser), { demo: true });
  // Signed in, the intro board is not what these scans are about (the public scan covers it).
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  const findings: string[] = [];
  for (const language of languages) {
    const text = messages(language);
    await chooseLanguage(page, language);
    await open(page, language, '/market?type=crypto&code=BTCUSDT', async () => {
      await expect(page.getByTestId('order-balance')).toHaveText(/\d/);
    });
    await page.getByLabel(text.order.amount).fill('10');
    await page.getByRole('button', { name: text.order.submit }).click();
    const dialog = page.getByRole('dialog', { name: text.order.confirm.title });
    await expect(dialog).toBeVisible();
    findings.push(...(await scan(page, `${language} order confirmation`)));
    await dialog.getByRole('button', { name: text.order.confirm.submit }).click();
    await expect(dialog).toBeHidden();
    // The order runs the e2e server's 5 s period, then its result shows in the tracker.
    await expect(page.getByTestId('order-result')).toBeVisible({ timeout: 20_000 });
    findings.push(...(await scan(page, `${language} market with a settled order`)));

    await open(page, language, '/profile?orders=closed', async () => {
      await expect(page.getByTestId('profile-balance')).toHaveText(/\d/);
      await expect(page.getByTestId('order-item').first()).toBeVisible();
      await expect(page.getByTestId('transaction-item').first()).toBeVisible();
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /profile?orders=closed`)));
    const orderPath = await page.getByTestId('order-item').first().getAttribute('href');
    if (!orderPath) throw new Error('the order list links to no order');
    await open(page, language, orderPath, async () => {
      await expect(page.getByTestId('order-detail')).toBeVisible();
    });
    findings.push(...(await scan(page, `${language} /profile/orders/:id`)));
  }
  return findings;
}

/** The account's money pages: notifications, invite, /profile's records, address book and settings with the address form open, the balance with a proof chosen and the withdrawal with a method chosen. */
async function scanAccountPages(page: Page, browser: Browser): Promise<string[]> {
  const user = await signedInUser(browser);
  await seedSession(page, user, { demo: false });
  // With a fund password the withdrawal page shows its whole form (a second run's attempt is refused: fine).
  await page.request.post(`${e2eUpstreamUrl}/swx/customer/user/setFundPassword`, {
    headers: { Authorization: user.token, virtually: 'NO' },
    data: { fundPassword: '246810' },
  });
  const proof = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  const findings: string[] = [];
  for (const language of languages) {
    const text = localeTexts<{
      notifications: { markAllRead: string };
      profileMoney: { addresses: { title: string; add: string; addTitle: string } };
    }>(language);
    await chooseLanguage(page, language);
    await open(page, language, '/profile/notification', async () => {
      await expect(page.getByRole('button', { name: text.notifications.markAllRead })).toBeVisible();
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /profile/notification`)));
    await open(page, language, '/profile/invite', async () => {
      await expect(page.getByTestId('invite-code')).toHaveText(/\S/);
      await expect(page.locator('svg[role="img"]')).toBeVisible();
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /profile/invite`)));
    await open(page, language, '/profile', async () => {
      await expect(page.getByTestId('fund-password')).toBeVisible();
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /profile (records, addresses, settings)`)));
    const book = page.getByRole('region', { name: text.profileMoney.addresses.title });
    await book.getByRole('button', { name: text.profileMoney.addresses.add }).click();
    const dialog = page.getByRole('dialog', { name: text.profileMoney.addresses.addTitle });
    await expect(dialog).toBeVisible();
    findings.push(...(await scan(page, `${language} address form`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open(page, language, '/profile/balance', async () => {
      await expect(page.getByTestId('receive-address')).toBeVisible();
      await expect(page.locator('svg[role="img"]')).toBeVisible();
      await withFooter(page);
    });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proof });
    await expect(page.getByTestId('proof-name')).toBeVisible();
    findings.push(...(await scan(page, `${language} /profile/balance with a proof chosen`)));
    await open(page, language, '/profile/balance/withdraw', async () => {
      await expect(page.getByTestId('balance-USDT')).toBeVisible();
      await withFooter(page);
    });
    await page.getByRole('combobox').first().selectOption('USDT-TRC20');
    await expect(page.getByTestId('withdraw-available')).toBeVisible();
    findings.push(...(await scan(page, `${language} /profile/balance/withdraw with a method chosen`)));
  }
  return findings;
}

/** The charity NFT market and a seeded NFT's page (its rules and the visitor's sign-in prompt), in en and ar. */
async function scanNftPages(page: Page): Promise<string[]> {
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  await page.goto('/nfts');
  const href = await page.getByTestId('nft-card').first().getByRole('link').getAttribute('href');
  if (!href) throw new Error('the NFT market links to no NFT');
  const findings: string[] = [];
  for (const language of languages) {
    await chooseLanguage(page, language);
    await open(page, language, '/nfts', async () => {
      await expect(page.getByTestId('nft-card').first()).toBeVisible();
      await expect(page.getByTestId('nft-donations-total')).toHaveText(/\d/);
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /nfts`)));
    await open(page, language, href, async () => {
      await expect(page.getByTestId('nft-rules')).toBeVisible();
      await expect(page.getByTestId('nft-sign-in')).toBeVisible();
      await withFooter(page);
    });
    findings.push(...(await scan(page, `${language} /nfts/:id`)));
  }
  return findings;
}

test.describe('desktop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every public page and the language menu have no serious or critical axe violations in en and ar', async ({
    page,
  }) => {
    expectNoViolations(await scanPublicPages(page, false));
  });

  test('the NFT market and an NFT page have no serious or critical axe violations in en and ar', async ({
    page,
  }) => {
    expectNoViolations(await scanNftPages(page));
  });

  test('signed-in pages and the order confirmation have no serious or critical axe violations in en and ar', async ({
    page,
    browser,
  }) => {
    expectNoViolations(await scanSignedInPages(page, browser));
  });

  test('the balance, deposit, withdrawal, notifications, invite and profile money sections have no serious or critical axe violations in en and ar', async ({
    page,
    browser,
  }) => {
    expectNoViolations(await scanAccountPages(page, browser));
  });
});

test.describe('mobile', () => {
  test.use(mobileDevice);
  test.describe.configure({ timeout: 120_000 });

  test('every public page, the intro board and the language picker have no serious or critical axe violations in en and ar', async ({
    page,
  }) => {
    expectNoViolations(await scanPublicPages(page, true));
  });

  test('the NFT market and an NFT page have no serious or critical axe violations in en and ar', async ({
    page,
  }) => {
    expectNoViolations(await scanNftPages(page));
  });

  test('signed-in pages and the order confirmation have no serious or critical axe violations in en and ar', async ({
    page,
    browser,
  }) => {
    expectNoViolations(await scanSignedInPages(page, browser));
  });

  test('the balance, deposit, withdrawal, notifications, invite and profile money sections have no serious or critical axe violations in en and ar', async ({
    page,
    browser,
  }) => {
    expectNoViolations(await scanAccountPages(page, browser));
  });
});
