import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seedContents } from '../../upstream/src/db/seed/contents.ts';
import { seedNotices } from '../../upstream/src/db/seed/notices.ts';
import { phone, shot } from './e2eEnv.ts';

/**
 * An article opened in one language shows that language's version, and switching the
 * language on /detail reloads it in the new one (en and ar); the help centre's notices likewise.
 * Each once: the switch by the desktop's menu, and by the phone's picker (docs/testing.md).
 */

type Language = 'en' | 'ar';
type Messages = { nav: { language: string }; intro: { skip: string } };

async function messages(language: Language): Promise<Messages> {
  const file = path.resolve(import.meta.dirname, `../../web/src/locales/${language}.json`);
  return JSON.parse(await readFile(file, 'utf8')) as Messages;
}

/** The seeded risk warning in a language: its title and its first paragraph (the loss of the stake). */
function riskWarning(language: Language) {
  const article = seedContents[language].find((item) => item.slug === 'risk-warning');
  if (!article) throw new Error(`no ${language} risk warning seeded`);
  return { title: article.title, stakeSentence: article.paragraphs[0] ?? '' };
}

async function openRiskWarningFromFooter(page: Page, language: Language) {
  await page.goto('/');
  const { title } = riskWarning(language);
  await page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/detail\?id=\d+/);
}

async function expectArticle(page: Page, language: Language) {
  const { title, stakeSentence } = riskWarning(language);
  const article = page.locator('main article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByText(stakeSentence, { exact: true })).toBeVisible();
  // The address names the article on screen: the document title and the mobile bar read it.
  await expect.poll(() => new URL(page.url()).searchParams.get('title')).toBe(title);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

async function switchLanguage(page: Page, from: Language, toName: string, mobile: boolean) {
  const label = (await messages(from)).nav.language;
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: label }).click();
    await page.getByRole('dialog').getByRole('button', { name: toName }).click();
  } else {
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('menuitemradio', { name: toName }).click();
  }
}

async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  // A full-page capture of a scrolled page draws the sticky header over the text; a resting pointer
  // would leave a hover mark where the language menu was.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'content', `${name}.png`, { fullPage: true });
}

for (const mobile of [false, true]) {
  const device = mobile ? 'mobile' : 'desktop';
  test.describe(`articles in the reader's language (${device})`, () => {
    if (mobile) test.use(phone);
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
    });

    if (!mobile)
      test(`an English article reloads in Arabic when the language is switched on /detail, and back (${device})`, async ({
        page,
      }) => {
        await openRiskWarningFromFooter(page, 'en');
        await expectArticle(page, 'en');
        const id = new URL(page.url()).searchParams.get('id');
        await shoot(page, `detail-en-${device}`);

        await switchLanguage(page, 'en', 'العربية', mobile);
        await expectArticle(page, 'ar');
        // The same article: the address keeps the id it was opened by.
        expect(new URL(page.url()).searchParams.get('id')).toBe(id);
        if (mobile) await expect(page.getByRole('banner')).toContainText(riskWarning('ar').title);
        await shoot(page, `detail-en-switched-to-ar-${device}`);

        await switchLanguage(page, 'ar', 'English', mobile);
        await expectArticle(page, 'en');
      });

    if (mobile)
      test(`an article opened in Arabic shows the Arabic version, and English after a switch (${device})`, async ({
        page,
      }) => {
        await page.addInitScript(() => localStorage.setItem('swx.language', 'ar'));
        await openRiskWarningFromFooter(page, 'ar');
        await expectArticle(page, 'ar');
        await shoot(page, `detail-ar-${device}`);

        await switchLanguage(page, 'ar', 'English', mobile);
        await expectArticle(page, 'en');
        await shoot(page, `detail-ar-switched-to-en-${device}`);
      });

    if (!mobile)
      test(`the help centre's notices are in the reader's language and follow a switch (${device})`, async ({
        page,
      }) => {
        const newest = (language: Language) => seedNotices[language].at(-1)?.title ?? '';
        await page.goto('/help/notice');
        await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText(
          newest('en'),
        );
        await switchLanguage(page, 'en', 'العربية', mobile);
        await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toHaveText(
          newest('ar'),
        );
        await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(
          seedNotices.ar.length,
        );
        await shoot(page, `notices-en-switched-to-ar-${device}`);
      });
  });
}
