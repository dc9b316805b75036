import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, phone, shotsDir } from './e2eEnv.ts';
import { fundRealAccount } from './realAccount.ts';
import { registerByApi, seedSession, watchGraphqlRequests } from './tradingUser.ts';

// The order panel before Review: what Up and Down pay, quick stakes and steps, a stake
// above the balance flagged as typed, and large figures grouped in the user's language. Each once
// (docs/testing.md, the matrix rule); the panel's layout, right to left and axe are the sweep's.

type OrderTexts = {
  title: string;
  amount: string;
  submit: string;
  pays: string;
  paysRate: string;
  stakeUp: string;
  stakeDown: string;
  quickStakes: string;
  quickStake: string;
  aboveBalance: string;
  deposit: string;
  useDemo: string;
  useReal: string;
  confirm: { title: string };
};
type Texts = { order: OrderTexts; account: { DEMO: string; REAL: string }; funds: { balanceTitle: string } };

function texts(language: string): Texts {
  const file = path.resolve(import.meta.dirname, `../../web/src/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** An i18next template with its values ("pays {{amount}} {{currency}}" → "pays 90.00 USDT"). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const shots = process.env.SHOTS_DIR ? shotsDir('panel') : null;

for (const [device, language] of [
  ['desktop', 'en'],
  ['mobile', 'ar'],
] as const) {
  test.describe(`${device}, ${language}`, () => {
    if (device === 'mobile') test.use(phone);
    const t = texts(language);
    const o = t.order;
    /** A screenshot of the page scrolled to the order panel's top (just under the top bar). */
    const shoot = async (page: Page, name: string) => {
      if (!shots) return;
      await page
        .getByRole('region', { name: o.title })
        .evaluate((panel) => window.scrollTo(0, panel.getBoundingClientRect().top + window.scrollY - 72));
      await page.screenshot({ path: path.join(shots, `${name}-${device}-${language}.png`) });
    };

    async function openMarket(page: Page, options: { demo: boolean; funded?: string }) {
      const session = await registerByApi(page.request, e2eBaseUrl, 'panel');
      if (options.funded) await fundRealAccount(page.request, session, options.funded);
      await seedSession(page, session, { demo: options.demo, language });
      // The intro board (phones, first visit) is not this test's subject.
      await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
      await page.goto('/market?type=crypto&code=BTCUSDT');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const panel = page.getByRole('region', { name: o.title });
      // The panel is its own chunk after the page's data: on a busy machine it can take a while.
      await expect(panel.getByRole('button', { name: o.submit })).toBeVisible({ timeout: 30_000 });
      return panel;
    }

    if (device === 'desktop')
      test('Up and Down show what they pay for the stake and period; quick stakes and steps set the stake', async ({
        page,
      }) => {
        const panel = await openMarket(page, { demo: true });
        const stake = panel.getByLabel(o.amount);
        const up = panel.getByTestId('payout-UP');
        const down = panel.getByTestId('payout-DOWN');
        const pays = (amount: string) => fill(o.pays, { amount, currency: 'USDT' });

        // No stake yet: the buttons show the period's rate (the first period pays 80 %).
        await expect(up).toHaveText(fill(o.paysRate, { rate: '80' }));

        // Quick stakes: multiples of the 10 USDT minimum within the 10,000 USDT demo balance.
        const chips = panel.getByRole('group', { name: fill(o.quickStakes, { currency: 'USDT' }) });
        await expect(chips.getByRole('button')).toHaveText(['10', '50', '100', '500']);
        await chips
          .getByRole('button', { name: fill(o.quickStake, { amount: '50', currency: 'USDT' }) })
          .click();
        await expect(stake).toHaveValue('50');
        await expect(up).toHaveText(pays('90.00'));
        await expect(down).toHaveText(pays('90.00'));

        // + and − step by the minimum, by pointer and by keyboard (the steppers are labelled).
        const plus = panel.getByRole('button', {
          name: fill(o.stakeUp, { amount: '10.00', currency: 'USDT' }),
        });
        const minus = panel.getByRole('button', {
          name: fill(o.stakeDown, { amount: '10.00', currency: 'USDT' }),
        });
        await plus.click();
        await expect(stake).toHaveValue('60');
        await expect(up).toHaveText(pays('108.00'));
        await minus.focus();
        await page.keyboard.press('Enter');
        await expect(stake).toHaveValue('50');
        await stake.focus();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(stake).toHaveValue('70');
        await page.keyboard.press('ArrowDown');
        await expect(stake).toHaveValue('60');

        // Typing updates both buttons at once, grouped in the user's language.
        await stake.fill('1000');
        await expect(up).toHaveText(pays('1,800.00'));
        await expect(down).toHaveText(pays('1,800.00'));
        await shoot(page, 'payout');

        // Another period pays at its own rate (30 s: 85 %).
        await panel.getByRole('combobox').selectOption('30');
        await expect(up).toHaveText(pays('1,850.00'));
      });

    if (device === 'mobile')
      test('a stake above the balance is flagged as it is typed, with the switch to the real account and its deposit', async ({
        page,
      }) => {
        const requests = watchGraphqlRequests(page);
        const panel = await openMarket(page, { demo: true });
        const stake = panel.getByLabel(o.amount);
        await stake.fill('10000');
        await expect(panel.getByTestId('balance-shortfall')).toHaveCount(0);

        // One cent more than the demo balance: flagged while typing, before any request.
        await stake.fill('10000.01');
        const flag = fill(o.aboveBalance, { balance: '10,000.00', currency: 'USDT' });
        await expect(panel.getByText(flag)).toBeVisible();
        await expect(stake).toHaveAttribute('aria-invalid', 'true');
        await shoot(page, 'above-balance-demo');
        await panel.getByRole('button', { name: o.submit }).click();
        await expect(page.getByRole('dialog', { name: o.confirm.title })).toHaveCount(0);
        expect(requests).not.toContain('useBuyOptionsMutation');

        // The demo account cannot take deposits: the way out is the real account, empty here.
        await panel.getByRole('button', { name: o.useReal }).click();
        await expect(panel.getByText(t.account.REAL, { exact: true })).toBeVisible();
        await expect(
          panel.getByText(fill(o.aboveBalance, { balance: '0.00', currency: 'USDT' })),
        ).toBeVisible();
        await expect(panel.getByRole('button', { name: o.useDemo })).toBeVisible();
        await shoot(page, 'above-balance-real');
        await panel.getByRole('link', { name: o.deposit }).click();
        await expect(page).toHaveURL(/\/profile\/balance$/);
        await expect(page.getByRole('heading', { name: t.funds.balanceTitle, level: 1 })).toBeVisible();
      });

    if (device === 'desktop')
      test('the confirmation dialog groups a large stake and payout in the user’s language', async ({
        page,
      }) => {
        const panel = await openMarket(page, { demo: false, funded: '100000000' });
        await expect(page.getByTestId('order-balance')).toHaveText('100,000,000.00 USDT');
        // The shell's account chip groups it too (a phone's compact chip shows the mode alone).
        if (device === 'desktop')
          await expect(page.getByTestId('account-chip')).toContainText('100,000,000.00');
        // The figure the issue quotes: 99,999,999 at 80 % pays 179,999,998.20.
        await panel.getByLabel(o.amount).fill('99999999');
        await expect(panel.getByTestId('payout-UP')).toHaveText(
          fill(o.pays, { amount: '179,999,998.20', currency: 'USDT' }),
        );
        await panel.getByRole('button', { name: o.submit }).click();
        const dialog = page.getByRole('dialog', { name: o.confirm.title });
        await expect(dialog.getByTestId('confirm-win')).toHaveText('179,999,998.20 USDT (+79,999,999.20)');
        await expect(dialog.getByTestId('confirm-loss')).toHaveText('99,999,999.00 USDT');
        // Past the dialog's opening animation, so the picture shows what the user reads.
        if (shots)
          await page.screenshot({
            path: path.join(shots, `confirm-grouped-${device}-${language}.png`),
            animations: 'disabled',
          });
      });
  });
}
