import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { e2eBaseUrl, e2eUpstreamUrl } from './e2eEnv.ts';
import { placeDemoOrder, registerByApi, type Session, seedSession } from './tradingUser.ts';

/** A fresh user signed in on the real account (each test its own: password changes end sessions). */
async function signIn(page: Page, prefix: string): Promise<Session> {
  const session = await registerByApi(page.request, e2eBaseUrl, prefix);
  await seedSession(page, session, { demo: false, language: 'en' });
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  return session;
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

test('address book: add, update and delete (with a confirmation); the bell counts the security notice live', async ({
  page,
}) => {
  await signIn(page, 'addr');
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Withdrawal addresses' });
  await expect(book.getByText('No addresses yet')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Bad input is refused in place and kept.
  await book.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByLabel('Address').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use 10-128 letters, digits, colons, underscores or hyphens')).toBeVisible();
  await expect(dialog.getByLabel('Address')).toHaveValue('short');

  await dialog.getByLabel('Address').fill('TXe2eAddress0000000001');
  await dialog.getByLabel('Label (optional)').fill('Cold wallet');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const items = book.getByTestId('address-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Cold wallet');
  await expect(items.first()).toContainText('TXe2eAddress0000000001');

  // The address book change is a security event: the bell shows it without a reload.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByTestId('notification-count')).toHaveText('1');

  await items.first().getByRole('button', { name: 'Edit: Cold wallet' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await expect(edit.getByLabel('Address')).toHaveValue('TXe2eAddress0000000001');
  await edit.getByLabel('Address').fill('TXe2eAddress0000000002');
  await edit.getByLabel('Label (optional)').fill('Hot wallet');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(items.first()).toContainText('Hot wallet');
  await expect(items.first()).toContainText('TXe2eAddress0000000002');

  // Delete asks first; cancelling keeps the address.
  await items.first().getByRole('button', { name: 'Delete: Hot wallet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(1);
  await items.first().getByRole('button', { name: 'Delete: Hot wallet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(book.getByText('No addresses yet')).toBeVisible();

  // Still there after a reload (the server's book), and the notice is on the notifications page.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Withdrawal addresses' }).getByText('No addresses yet'),
  ).toBeVisible();
  await bell(page).click();
  await expect(page).toHaveURL(/\/profile\/notification$/);
  const notice = page.getByTestId('notification-item').first();
  await expect(notice).toContainText('New withdrawal address');
  await expect(notice).toContainText('TXe2eAddress0000000001');
  await notice.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('the bell and an open notifications page show a new notification without a reload', async ({ page }) => {
  await signIn(page, 'bell');
  await page.goto('/profile/notification');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  // Setting the fund password in another tab of the same session notifies this one.
  const other = await page.context().newPage();
  await other.goto('/profile');
  const fund = other.getByTestId('fund-password');
  await fund.getByLabel('Fund password (6 digits)').fill('12345');
  await fund.getByLabel('Confirm fund password').fill('12345');
  await fund.getByRole('button', { name: 'Set fund password' }).click();
  await expect(fund.getByText('Fund password must be 6 digits')).toBeVisible();
  await fund.getByLabel('Fund password (6 digits)').fill('123456');
  await fund.getByLabel('Confirm fund password').fill('123456');
  await fund.getByRole('button', { name: 'Set fund password' }).click();
  await expect(fund.getByText('Fund password set.')).toBeVisible();
  await expect(fund.getByTestId('fund-password-state')).toHaveText('Set');

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-item')).toHaveCount(1);
  await expect(page.getByTestId('notification-item').first()).toContainText('Fund password set');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await other.close();
});

test('change password: a mismatch is refused in place, then the new password signs in', async ({ page }) => {
  const session = await signIn(page, 'pw');
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('secret123');
  await form.getByLabel('New password', { exact: true }).fill('n3w-secret');
  await form.getByLabel('Confirm new password').fill('n3w-secreT');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('n3w-secret');

  await form.getByLabel('Current password').fill('wrong-one');
  await form.getByLabel('Confirm new password').fill('n3w-secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password is wrong')).toBeVisible();

  await form.getByLabel('Current password').fill('secret123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    /Password changed\. Your other sessions have been signed out/,
  );

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/pass/login');
  await page.getByLabel('Username or email').fill(session.userInfo.userName);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is wrong');
  await page.getByLabel('Password', { exact: true }).fill('n3w-secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bell(page)).toBeVisible();
});

test('the invite page shows the code, the absolute link and its QR code; the link fills in the sign-up form', async ({
  page,
}) => {
  await signIn(page, 'inv');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/profile\/invite$/);
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^\S{4,}$/);
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toBe(`${e2eBaseUrl}/pass/register?inviteCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByText('No one has registered with your code yet')).toBeVisible();

  const visitor = await page.context().browser()?.newContext({ baseURL: e2eBaseUrl });
  if (!visitor) throw new Error('no browser');
  const guest = await visitor.newPage();
  await guest.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByLabel('Invitation code')).toHaveValue(code);
  await visitor.close();
});

test('the statement filters by kind, pages, and downloads a CSV whose totals are the ones shown', async ({
  page,
}) => {
  const session = await registerByApi(page.request, e2eBaseUrl, 'stmt');
  const demo = { Authorization: session.token, virtually: 'YES' };
  // A demo history longer than a page: two settled orders, then 20 resets (one demo kind entry each).
  for (const direction of ['UP', 'DOWN'] as const)
    await placeDemoOrder(page.request, session, { direction, period: 5 });
  await expect
    .poll(async () => {
      const open = await page.request.get(
        `${e2eUpstreamUrl}/swx/customer/order/listOptionsOrder?status=open`,
        {
          headers: demo,
        },
      );
      return ((await open.json()) as { result: { total: number } }).result.total;
    })
    .toBe(0);
  for (let i = 0; i < 20; i += 1) {
    await page.request.post(`${e2eUpstreamUrl}/swx/customer/user/resetDemo`, { headers: demo });
  }
  await seedSession(page, session, { demo: true, language: 'en' });
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/\/profile\/statement/);
  await expect(page.getByTestId('statement-count')).toHaveText(/^Entries: 2[345]$/);
  // Demo account entries only: its opening and the 20 resets, a page of 20 and then the last one.
  await page.getByRole('checkbox', { name: 'Demo account' }).check();
  await expect(page).toHaveURL(/kinds=DEMO/);
  await expect(page.getByTestId('statement-count')).toHaveText('Entries: 21');
  const entries = page.getByTestId('statement-entries').getByTestId('transaction-item');
  await expect(entries).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries).toHaveCount(21);

  const closing = await page.getByTestId('statement-closing').getAttribute('data-amount');
  const shownTotals = page.getByTestId('statement-total');
  const orders = await shownTotals.and(page.locator('[data-kind=ORDERS]')).getAttribute('data-amount');
  const resets = await shownTotals.and(page.locator('[data-kind=DEMO]')).getAttribute('data-amount');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-demo-USDT-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile(await download.path(), 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const rows = file
    .slice(1)
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows.find((row) => row[0] === 'Closing balance')?.[1]).toBe(closing);
  expect(rows.find((row) => row[0] === 'Orders')?.[1]).toBe(orders);
  expect(rows.find((row) => row[0] === 'Demo account')?.[1]).toBe(resets);
  // The file holds the kinds chosen: the 21 entries of the demo account, under its header row.
  const header = rows.findIndex((row) => row[0] === 'Date');
  expect(rows.slice(header + 1).filter((row) => row.length > 1)).toHaveLength(21);
});
