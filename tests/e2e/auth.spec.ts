import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { outboxFile } from './e2eEnv.ts';
import { docId } from './tradingUser.ts';

type OutboxLine = { email: string; code: string; purpose: string; at: number };

async function codeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readFile(outboxFile, 'utf8').catch(() => '');
        const lines = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as OutboxLine)
          .filter((line) => line.email === email);
        code = lines.at(-1)?.code;
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

/** What the gateway answers the app's viewer query with this token: OK or the error's code. */
async function viewerCode(page: Page, token: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { doc_id: docId('refreshSessionQuery'), variables: {} },
    headers: { authorization: token },
  });
  const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? (body.data ? 'OK' : 'no answer');
}

// The forms' own checks and the server's refusals shown by code are component tests
// (web/src/pass/LoginRoute.test.tsx, RegisterRoute.test.tsx); here the flow across pages.

async function logout(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Account' })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveCount(0);
}

test('register, log out, log in again and log out', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const userName = `e2e_${suffix}`;
  const email = `e2e_${suffix}@example.test`;
  const password = 'correct-horse-7';

  await page.goto('/pass/register');
  await page.getByLabel('Username').fill(userName);
  await expect(page.getByText('Username is available')).toBeVisible();
  // The password comes before the code: a code is only sent for a password the server will take.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('swx.token'))) ?? '';
  expect(await viewerCode(page, token)).toBe('OK');
  await logout(page);
  // Log out ends the session on the server too: the old token no longer reads the profile.
  expect(await viewerCode(page, token)).toBe('UNAUTHENTICATED');

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await logout(page);
});
