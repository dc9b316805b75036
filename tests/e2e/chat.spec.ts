import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import sharp from 'sharp';
import { e2eBaseUrl, e2eOperatorToken, e2eUpstreamUrl, shot } from './e2eEnv.ts';
import { axeSerious, skipIntro } from './screenChecks.ts';
import { registerByApi } from './tradingUser.ts';

// Customer service: a visitor writes, an operator answers from the ops API, the answer
// appears live (typing and read receipts too), the visitor logs in and keeps the conversation; a
// websocket reconnect in the middle loses no message and doubles none; image attachments under the
// deposit proof's rules; the sweep (sweep.ts) checks these screens in ar on a phone and en on a desktop.

type Envelope<T> = { code: number; result: T };
type Conversation = { id: number };
type Message = { body: string };
const headers = { 'x-operator-token': e2eOperatorToken, 'content-type': 'application/json' };

async function ops<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eUpstreamUrl}/swx/ops${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as Envelope<T>).result;
}

/** The conversation holding a message with `text` (the operator's inbox, newest first), once it has one. */
async function conversationWith(text: string): Promise<number> {
  // The box empties as the message leaves the page; the upstream stores it a moment later.
  let found: number | null = null;
  await expect
    .poll(
      async () => {
        const { list } = await ops<{ list: Conversation[] }>('GET', '/chat/conversations?pageSize=50');
        for (const conversation of list) {
          const page = await ops<{ list: Message[] }>(
            'GET',
            `/chat/conversations/${conversation.id}/messages`,
          );
          if (page.list.some((message) => message.body === text)) found = conversation.id;
        }
        return found;
      },
      { message: `a conversation holds "${text}"` },
    )
    .not.toBeNull();
  return found ?? 0;
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
  await shot(page, 'chat', 'en-desktop-visitor.png', { fullPage: true });

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
  // The operator answered minutes ago: support is online, whatever the team's hours say.
  await expect(page.getByTestId('chat-availability')).toHaveText(/Support is online now/);
  await write(page, 'Thanks, logged in now.');
  await expect(bubbles(page)).toHaveCount(4);
  const inbox = await ops<{ list: { id: number; userName: string | null }[] }>('GET', '/chat/conversations');
  expect(inbox.list.find((item) => item.id === conversation)?.userName).toBe(session.userInfo.userName);
});

test("the team's hours arrive in the page; the app keeps them without asking again", async ({
  browser,
  page,
}) => {
  // Without any script, the page the gateway sends already says when the team answers.
  const availability = /Support is online now|Support is offline right now.*every day, 08:00–22:00 \(UTC\)/;
  const noScript = await browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/customerservice');
  await expect(bare.getByTestId('chat-availability')).toHaveText(availability);
  await noScript.close();

  // With it, the app shows the same line from what the page handed over, and then the conversation.
  let availabilityAnswers = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    if ((await response.text().catch(() => '')).includes('"chatAvailability"')) availabilityAnswers += 1;
  });
  await skipIntro(page);
  await page.goto('/customerservice');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  await expect(page.getByTestId('chat-availability')).toHaveText(availability);
  await page.waitForLoadState('networkidle');
  expect(availabilityAnswers).toBe(0);
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

test('a visitor attaches an image: it shows in the conversation and the operator opens it; a file that is no image is refused', async ({
  page,
}) => {
  await skipIntro(page);
  await page.goto('/customerservice');
  // Attaching opens once the conversation has loaded (the page's markup before that is inert).
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('chat-attachment')).toContainText('screen.png');
  const caption = `This is what I see ${Date.now()}`;
  await write(page, caption);
  await expect(page.getByTestId('chat-attachment')).toHaveCount(0);
  const bubble = bubbles(page).filter({ hasText: caption });
  const image = bubble.getByRole('img', { name: 'Image sent in the conversation' });
  await expect(image).toHaveAttribute('src', /^\/proofs\//);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(120);

  // The operator sees which message carries an image and opens it.
  const conversation = await conversationWith(caption);
  const stored = await ops<{ list: { id: number; body: string; imageType: string | null }[] }>(
    'GET',
    `/chat/conversations/${conversation}/messages`,
  );
  const withImage = stored.list.find((message) => message.body === caption);
  expect(withImage?.imageType).toBe('image/png');
  const opened = await fetch(`${e2eUpstreamUrl}/swx/ops/chat/images/${withImage?.id}`, { headers });
  expect(opened.headers.get('content-type')).toBe('image/png');

  // A text file named like an image: the server reads the bytes and refuses it, in the user's words.
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(bubbles(page).last()).toContainText('Image format incorrect (JPG, JPEG 2000 or PNG)');
  await expect(bubbles(page).last().getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Not a connection problem: no hint to retry, and the refused file is not drawn as a broken image.
  await expect(page.getByText('A message could not be sent')).toHaveCount(0);
  await expect(bubbles(page).last().getByRole('img')).toHaveCount(0);
  // Over 2 MB: refused before it is sent.
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'The image is larger than 2 MB' })).toBeVisible();
  await expect(page.getByTestId('chat-attachment')).toHaveCount(0);
  expect(await axeSerious(page)).toEqual([]);
  await shot(page, 'chat', 'image-attachment.png', { fullPage: true });
});
