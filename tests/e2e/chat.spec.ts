import path from 'node:path';
import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { e2eBaseUrl, e2eOperatorToken, e2eUpstreamUrl, phone, shotsDir } from './e2eEnv.ts';
import { axeSerious, skipIntro } from './screenChecks.ts';
import { registerByApi } from './tradingUser.ts';

// Issue #9, customer service: a visitor writes, an operator answers from the ops API, the answer
// appears live (typing and read receipts too), the visitor logs in and keeps the conversation; a
// websocket reconnect in the middle loses no message and doubles none; en and ar, desktop and phone.

type Envelope<T> = { code: number; result: T };
type Conversation = { id: number };
type Message = { body: string };
const shots = shotsDir('chat');
const headers = { 'x-operator-token': e2eOperatorToken, 'content-type': 'application/json' };

async function ops<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eUpstreamUrl}/swx/ops${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as Envelope<T>).result;
}

/** The conversation holding a message with `text` (the operator's inbox, newest first). */
async function conversationWith(text: string): Promise<number> {
  const { list } = await ops<{ list: Conversation[] }>('GET', '/chat/conversations?pageSize=50');
  for (const conversation of list) {
    const page = await ops<{ list: Message[] }>('GET', `/chat/conversations/${conversation.id}/messages`);
    if (page.list.some((message) => message.body === text)) return conversation.id;
  }
  throw new Error(`no conversation holds "${text}"`);
}

const answer = (conversation: number, body: string) =>
  ops('POST', `/chat/conversations/${conversation}/messages`, {
    body,
    clientKey: `op-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });

const bubbles = (page: Page) => page.getByTestId('chat-message');

async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a visitor writes, the answer arrives live, and after logging in the visitor keeps the conversation', async ({
  page,
  request,
}) => {
  await skipIntro(page);
  await page.goto('/customerservice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online support');
  await expect(page.getByTestId('chat-availability')).toBeVisible();
  await expect(page.getByText('Ask us anything about your account')).toBeVisible();

  const question = `How do I deposit? ${Date.now()}`;
  await write(page, question);
  await expect(bubbles(page).filter({ hasText: question })).toHaveAttribute('data-author', 'USER');
  const conversation = await conversationWith(question);

  await ops('POST', `/chat/conversations/${conversation}/typing`, {});
  await expect(page.getByTestId('chat-typing')).toHaveText('Support is typing…');
  await answer(conversation, 'Open Account, then Balance, and pick a network.');
  const reply = bubbles(page).filter({ hasText: 'Open Account, then Balance' });
  await expect(reply).toHaveAttribute('data-author', 'OPERATOR');
  await expect(page.getByTestId('chat-typing')).toHaveText('');
  // The operator reads the question: the visitor sees it marked read.
  const stored = await ops<{ list: { id: number; body: string }[] }>(
    'GET',
    `/chat/conversations/${conversation}/messages`,
  );
  const questionId = stored.list.find((message) => message.body === question)?.id;
  await ops('POST', `/chat/conversations/${conversation}/read`, { lastReadId: questionId });
  await expect(bubbles(page).filter({ hasText: question })).toContainText('Read');
  expect(await axeSerious(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'en-desktop-visitor.png'), fullPage: true });

  // Elsewhere in the app, a new answer shows on the chat button; opening support reads it.
  await page.goto('/help');
  await expect(page.getByTestId('chat-button').first()).toBeVisible();
  await answer(conversation, 'One more thing: minimum deposits are on the form.');
  await expect(page.getByTestId('chat-unread').first()).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Online customer service, 1 unread' }).first()).toBeVisible();
  await page.getByTestId('chat-button').first().click();
  await expect(bubbles(page).filter({ hasText: 'minimum deposits are on the form' })).toBeVisible();
  await page.goto('/help');
  await expect(page.getByTestId('chat-button').first()).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  // The visitor logs in: the same conversation, now the user's.
  const session = await registerByApi(request, new URL(page.url()).origin, 'chat');
  await page.goto('/pass/login');
  await page.getByLabel('Username or email').fill(session.userInfo.userName);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/pass\/login/);
  await page.goto('/customerservice');
  await expect(bubbles(page)).toHaveCount(3);
  await expect(bubbles(page).first()).toContainText(question);
  await write(page, 'Thanks, logged in now.');
  await expect(bubbles(page)).toHaveCount(4);
  const inbox = await ops<{ list: { id: number; userName: string | null }[] }>('GET', '/chat/conversations');
  expect(inbox.list.find((item) => item.id === conversation)?.userName).toBe(session.userInfo.userName);
});

test('a websocket reconnect in the middle of a conversation loses no message and shows none twice', async ({
  page,
}) => {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await skipIntro(page);
  await page.goto('/customerservice');
  const first = `Reconnect check ${Date.now()}`;
  await write(page, first);
  const conversation = await conversationWith(first);
  await answer(conversation, 'Answer one');
  await expect(bubbles(page).filter({ hasText: 'Answer one' })).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  // The socket drops (a gateway restart); meanwhile the team answers twice.
  const dropped = sockets.length;
  await sockets[dropped - 1]?.close({ code: 1012, reason: 'restart' });
  await answer(conversation, 'Answer two, sent while you were away');
  await answer(conversation, 'Answer three');
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(dropped);
  await expect(bubbles(page).filter({ hasText: 'Answer three' })).toBeVisible({ timeout: 15_000 });
  await answer(conversation, 'Answer four, after the reconnect');
  await expect(bubbles(page).filter({ hasText: 'Answer four' })).toBeVisible();
  await expect(bubbles(page)).toHaveText([
    new RegExp(first),
    /Answer one/,
    /Answer two/,
    /Answer three/,
    /Answer four/,
  ]);
});

test('the support screen in Arabic, right to left, and on the phone', async ({ browser }) => {
  for (const [language, device] of [
    ['ar', 'desktop'],
    ['ar', 'phone'],
    ['en', 'phone'],
  ] as const) {
    const context = await browser.newContext({ baseURL: e2eBaseUrl, ...(device === 'phone' ? phone : {}) });
    const page = await context.newPage();
    await page.addInitScript((lang) => {
      localStorage.setItem('swx.language', lang);
      sessionStorage.setItem('swx.introShown', '1');
    }, language);
    await page.goto('/customerservice');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'ar' ? 'الدعم عبر الإنترنت' : 'Online support',
    );
    const box = page.getByRole('textbox', { name: language === 'ar' ? 'رسالتك' : 'Your message' });
    await box.fill(language === 'ar' ? 'مرحبًا' : 'Hello from a phone');
    await box.press('Enter');
    await expect(page.getByTestId('chat-message')).toHaveCount(1);
    if (device === 'phone') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    }
    expect(await axeSerious(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, `${language}-${device}.png`), fullPage: true });
    await context.close();
  }
});
