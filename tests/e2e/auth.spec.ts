import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { outboxFile } from './e2eEnv.ts';

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
  await logout(page);

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await logout(page);
});

test('login validates inline and shows the server error by code, keeping the input', async ({ page }) => {
  await page.goto('/pass/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter username or email')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();

  await page.getByLabel('Username or email').fill('nobody_here');
  await page.getByLabel('Password', { exact: true }).fill('whatever1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('User not found');
  await expect(page.getByLabel('Username or email')).toHaveValue('nobody_here');
});

test('register shows the password and code messages inline', async ({ page }) => {
  await page.goto('/pass/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abcdef1');
  await page.getByLabel('Confirm password').fill('abcdef2');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Email format incorrect')).toBeVisible();
  await expect(page.getByText('Please enter verification code')).toBeVisible();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('an expired session sends the user to the login page', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('swx.token', 'bogus-token');
    localStorage.setItem('swx.isLogin', '1');
    localStorage.setItem(
      'swx.userInfo',
      JSON.stringify({ userId: 1, userName: 'ghost', email: 'g@example.test' }),
    );
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/pass\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('swx.token'))).toBeNull();
});
