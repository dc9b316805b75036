import { expect, test } from '@playwright/test';
import { e2eBaseUrl, shot } from './e2eEnv.ts';
import { text } from './marketTexts.ts';
import { computedColor, readText } from './screenChecks.ts';
import { placeDemoOrder, registerByApi, seedSession } from './tradingUser.ts';

// Once, in en on a desktop (docs/testing.md, the matrix rule): the colours are the same tokens in
// every language and layout; the sweep (sweep.ts) covers right to left and the phone.
for (const language of ['en'] as const) {
  for (const layout of ['desktop'] as const) {
    test.describe(`${layout}, ${language}`, () => {
      test(`the ledger reads money in and out by sign and words; price colours follow the red-up or green-up preference from the first paint (${layout}, ${language})`, async ({
        page,
        request,
        browser,
      }) => {
        const session = await registerByApi(request, e2eBaseUrl, `mc${language}${layout[0]}`);
        await placeDemoOrder(request, session, { direction: 'UP', period: 30 });
        await seedSession(page, session, { demo: true, language });
        await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
        await page.goto('/profile');

        // The demo account's opening credit and the stake: a sign and a word each, in the text colour.
        const amounts = page.getByTestId('transaction-amount');
        // The first page of a fresh session (the app's code, then the data) on a busy machine.
        await expect(amounts).toHaveCount(2, { timeout: 30_000 });
        const credited = text(language, 'transactions.credited', { amount: '+10,000.00 USDT' });
        const debited = text(language, 'transactions.debited', { amount: '-25.00 USDT' });
        await expect.poll(() => readText(amounts.last())).toBe(credited);
        expect(await readText(amounts.first())).toBe(debited);
        const red = await computedColor(page, 'var(--chakra-colors-price-red)');
        const green = await computedColor(page, 'var(--chakra-colors-price-green)');
        for (const amount of await amounts.all()) {
          const color = await amount.evaluate((element) => getComputedStyle(element).color);
          expect([red, green]).not.toContain(color);
        }

        // The spec's rule by default: a rise red, a fall green.
        const settings = page.getByRole('region', { name: text(language, 'profileMoney.settings.title') });
        const select = settings.getByRole('combobox', {
          name: text(language, 'profileMoney.settings.priceColors'),
        });
        await expect(select).toHaveValue('red-up');
        expect(await computedColor(page, 'var(--chakra-colors-rise)')).toBe(red);
        expect(await computedColor(page, 'var(--chakra-colors-fall)')).toBe(green);
        const preview = settings.getByRole('group', {
          name: text(language, 'profileMoney.settings.priceColorsPreview'),
        });
        const rise = preview.locator('span').first();
        expect(await rise.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(red);
        await preview.scrollIntoViewIfNeeded();
        await shot(page, 'house', `settings-red-up-${layout}-${language}.png`);

        // Binance's other convention, at once on this page…
        await select.selectOption('green-up');
        expect(await rise.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(green);
        expect(await computedColor(page, 'var(--chakra-colors-fall)')).toBe(red);
        // The palettes too (the Up/Down buttons and direction badges are `colorPalette="rise"`).
        expect(await computedColor(page, 'var(--chakra-colors-rise-solid)')).toBe(green);
        expect(await computedColor(page, 'var(--chakra-colors-fall-solid)')).toBe(red);
        await shot(page, 'house', `settings-green-up-${layout}-${language}.png`);

        // …and in the first paint of the next page, before any script: the gateway sends it so.
        const cookies = await page.context().cookies();
        expect(cookies.find((cookie) => cookie.name === 'swx_price_colors')?.value).toBe('green-up');
        const sent = await request.get('/', {
          headers: { cookie: `swx_price_colors=green-up; swx_language=${language}` },
        });
        expect(await sent.text()).toMatch(/<html data-price-colors="green-up" lang="/);
        const noScript = await browser.newContext({
          javaScriptEnabled: false,
        });
        await noScript.addCookies(cookies.filter((cookie) => cookie.name.startsWith('swx_')));
        const firstPaint = await noScript.newPage();
        await firstPaint.goto(`${e2eBaseUrl}/`);
        await expect(firstPaint.locator('html')).toHaveAttribute('data-price-colors', 'green-up');
        const paintedRise = await firstPaint.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-rise').trim(),
        );
        const paintedGreen = await firstPaint.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-price-green').trim(),
        );
        expect(paintedRise).toBe(paintedGreen);
        await shot(firstPaint, 'house', `first-paint-green-up-${layout}-${language}.png`);
        await noScript.close();

        // The choice stays after a reload, and back to the default clears it.
        await page.reload();
        await expect(select).toHaveValue('green-up');
        expect(await computedColor(page, 'var(--chakra-colors-rise)')).toBe(green);
        await select.selectOption('red-up');
        expect(await computedColor(page, 'var(--chakra-colors-rise)')).toBe(red);
        expect(
          (await page.context().cookies()).find((cookie) => cookie.name === 'swx_price_colors'),
        ).toBeUndefined();
      });
    });
  }
}
