import { expect, test } from '@playwright/test';
import { seedContents } from '../../upstream/src/db/seed/contents.ts';
import { seedFaqs } from '../../upstream/src/db/seed/faqs.ts';
import { e2eBaseUrl, e2eClockBaseUrl, e2eClockUpstreamUrl, e2eOperatorToken, shot } from './e2eEnv.ts';
import { skipIntro } from './screenChecks.ts';

// Content: the help centre, the FAQ with its search ("nothing found", "no more data"),
// the about page, and articles whose rich text is sanitised (a script in an article never runs);
// the sweep (sweep.ts) checks these screens in ar on a phone and en on a desktop.

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the help centre search finds an answer; nonsense finds nothing; topics filter; the list pages to "No more data"', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
  const search = page.getByRole('searchbox', { name: 'Search the help centre' });
  await search.fill('withdrawal fee');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/help\/faq\?q=withdrawal\+fee$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  const question = page.getByText('How long does a withdrawal take?');
  await expect(question).toBeVisible();
  await expect(page.getByText('Questions found: 1')).toBeVisible();
  await question.click();
  await expect(page.getByText('A withdrawal needs your fund password.', { exact: false })).toBeVisible();

  // The box searches by itself once typing pauses, keeping what is being typed (a trailing space).
  const box = page.getByRole('searchbox', { name: 'Search the help centre' });
  await box.fill('');
  await box.pressSequentially('fund ');
  await expect(page).toHaveURL(/q=fund$/);
  await box.pressSequentially('password');
  await expect(box).toHaveValue('fund password');
  await expect(page).toHaveURL(/q=fund\+password$/);
  // Nothing matches: it says so.
  await box.fill('qzxv flibbertigibbet');
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  await expect(page).toHaveURL(/q=qzxv\+flibbertigibbet/);
  await expect(page.getByRole('link', { name: 'Ask online support' })).toHaveAttribute(
    'href',
    '/customerservice',
  );

  // A topic with the search cleared.
  await box.fill('');
  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('link', { name: 'Security and sign-in' })
    .click();
  await expect(page).toHaveURL(/\/help\/faq\?category=security$/);
  await expect(page.locator('details summary')).toHaveText([
    'I forgot my password. What do I do?',
    'Why was I signed out?',
  ]);
  await expect(page.getByText('No more data')).toBeVisible();

  // Every question: ten, then the rest, then the end of the list.
  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All topics' }).click();
  await expect(page.locator('details summary')).toHaveCount(10);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.locator('details summary')).toHaveCount(seedFaqs.en.length);
  await expect(page.getByText('No more data')).toBeVisible();
});

test('the FAQ and an article arrive with their text in the page; the app takes them over without asking again', async ({
  browser,
  page,
}) => {
  // Without any script, the page the gateway sends already holds the answers to the search.
  const noScript = await browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/help/faq?q=withdrawal+fee');
  await expect(bare.getByText('How long does a withdrawal take?')).toBeVisible();
  await expect(bare.getByText('Questions found: 1')).toBeVisible();
  await bare.goto('/introduction');
  await expect(bare.getByRole('article')).toContainText('market simulator');
  await noScript.close();

  // With it, the app shows the same questions from what the page handed over: no second request.
  let faqAnswers = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    if ((await response.text().catch(() => '')).includes('"faqs"')) faqAnswers += 1;
  });
  await page.goto('/help/faq?q=withdrawal+fee');
  const box = page.getByRole('searchbox', { name: 'Search the help centre' });
  await expect(box).toHaveValue('withdrawal fee');
  await expect(box).toBeEditable();
  await expect(page.getByText('How long does a withdrawal take?')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(faqAnswers).toBe(0);
  // The app has taken over: a new search asks the gateway, and finds nothing for nonsense.
  await box.fill('qzxv flibbertigibbet');
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  expect(faqAnswers).toBe(1);
});

test('a question opened before the app has taken the page over stays open once it has', async ({ page }) => {
  // The app's code is held back, so the tap lands on the markup the gateway sent.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/help/faq?q=withdrawal+fee');
  const question = page.locator('details summary', { hasText: 'How long does a withdrawal take?' });
  await question.click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  release();
  // Taken over (the search box is live), and the question is still open.
  await expect(page.getByRole('searchbox', { name: 'Search the help centre' })).toBeEditable();
  await expect(page.locator('details[open] summary')).toHaveText('How long does a withdrawal take?');
});

test('the footer opens the help centre and the about page; the about page shows the operator’s article', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/introduction$/);
  const about = seedContents.en.find((article) => article.slug === 'about-us');
  await expect(page.locator('main article')).toContainText(about?.paragraphs[0] ?? '-');
  await page.getByRole('link', { name: 'Visit the help centre' }).click();
  await expect(page).toHaveURL(/\/help$/);
});

async function publish(article: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${e2eClockUpstreamUrl}/swx/ops/contents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': e2eOperatorToken },
    body: JSON.stringify(article),
  });
  const answer = (await response.json()) as { code: number; result: { id: number } };
  expect(answer.code).toBe(200);
  return answer.result.id;
}

test('an article whose rich text carries a script renders its formatting and never runs the script', async ({
  page,
}) => {
  // On the stack of its own clock (no other spec reads its footer), as an operator's editor would store it.
  const id = await publish({
    key: `script-check-${Date.now()}`,
    language: 'en',
    type: 3,
    title: 'Fees explained',
    content: [
      '<h2>What you pay</h2>',
      '<p>Orders have <strong>no commission</strong>.<script>window.__pwned = "script"</script></p>',
      '<img src="x" onerror="window.__pwned = \'img\'">',
      '<p><a href="javascript:window.__pwned = \'link\'">Click me</a></p>',
      '<svg><script>window.__pwned = "svg"</script></svg>',
    ].join('\n'),
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${e2eClockBaseUrl}/detail?id=${id}`);
  const article = page.locator('main article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Fees explained');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('What you pay');
  await expect(article.locator('strong')).toHaveText('no commission');
  await expect(article.locator('script, img, svg, [onerror]')).toHaveCount(0);
  // The script URL is gone: what is left is an anchor without a destination (no link role).
  const link = article.getByText('Click me');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await shot(page, 'help', 'en-desktop-sanitised-article.png', { fullPage: true });
});
