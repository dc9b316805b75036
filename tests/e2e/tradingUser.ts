import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eBaseUrl, outboxFile } from './e2eEnv.ts';

type OutboxLine = { email: string; code: string };

export type Session = { token: string; userInfo: { userId: number; userName: string; email: string } };

const persisted = JSON.parse(
  readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The doc_id of one of the web app's own operations: the gateway runs in production mode here. */
export function docId(name: string): string {
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted operation ${name}`);
  return entry[0];
}

/** The name of the web app's operation a doc_id stands for (what a request of the page runs). */
export function operationName(id: string): string {
  return /^\w+ (\w+)/.exec(persisted[id] ?? '')?.[1] ?? `unknown ${id}`;
}

/** The operation names of the page's GraphQL requests over HTTP, in order (the app sends doc_ids). */
export function watchGraphqlRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { doc_id?: string } | null;
    names.push(operationName(body?.doc_id ?? ''));
  });
  return names;
}

/** Runs one of the web app's operations by its doc_id, with the headers the app would send. */
export async function graphql<T>(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  variables: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`${baseUrl}/graphql`, {
    data: { doc_id: docId(name), variables },
    headers,
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function lastCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readFile(outboxFile, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxLine)
        .filter((line) => line.email === email);
      code = lines.at(-1)?.code ?? '';
      return code;
    })
    .toBeTruthy();
  return code;
}

/** Registers a fresh user through the gateway (the form itself is covered by auth.spec.ts). */
export async function registerByApi(
  request: APIRequestContext,
  baseUrl: string,
  prefix: string,
  inviteCode?: string,
): Promise<Session> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userName = `${prefix}_${suffix}`.slice(0, 20);
  const email = `${userName}@example.test`;
  await graphql(request, baseUrl, 'useSendCodeMutation', { input: { email, purpose: 'REGISTER' } });
  const code = await lastCode(email);
  const data = await graphql<{
    register: { token?: string; viewer?: { userId: number; userName: string; email: string } };
  }>(request, baseUrl, 'useRegisterMutation', {
    input: { userName, email, password: 'secret123', code, ...(inviteCode ? { inviteCode } : {}) },
  });
  if (!data.register.token || !data.register.viewer) throw new Error('registration failed');
  return { token: data.register.token, userInfo: data.register.viewer };
}

/** Seeds the stored session once (later reloads keep what the app itself stored, e.g. an account switch). */
export async function seedSession(
  page: Page,
  session: Session,
  options: { demo: boolean; language?: string },
): Promise<void> {
  await page.addInitScript(
    ({ token, userInfo, virtualStatus, language }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('swx.token', token);
      localStorage.setItem('swx.isLogin', '1');
      localStorage.setItem('swx.userInfo', JSON.stringify(userInfo));
      localStorage.setItem('swx.virtualStatus', virtualStatus);
      if (language) localStorage.setItem('swx.language', language);
    },
    { ...session, virtualStatus: options.demo ? '0' : '1', language: options.language ?? null },
  );
}

/** The headers of the user's demo account, as the app sends them. */
export function demoAccount(session: Session): Record<string, string> {
  return { Authorization: session.token, virtually: 'YES' };
}

export type PlacedOrder = { id: string; orderNo: string };

/**
 * Places an options order on BTCUSDT on the user's demo account, as the order panel does (the panel
 * itself is order-panel.spec.ts's); each call a new purchase.
 */
export async function placeDemoOrder(
  request: APIRequestContext,
  session: Session,
  order: { direction: 'UP' | 'DOWN'; period: number; amount?: string },
): Promise<PlacedOrder> {
  const placed = await graphql<{ buyOptions: { order?: PlacedOrder } }>(
    request,
    e2eBaseUrl,
    'useBuyOptionsMutation',
    {
      input: {
        code: 'BTCUSDT',
        direction: order.direction,
        amount: order.amount ?? '25',
        period: order.period,
        idempotencyKey: `order-${order.direction}-${Date.now()}-${Math.random()}`,
      },
    },
    demoAccount(session),
  );
  if (!placed.buyOptions.order) throw new Error(`the order was not placed: ${JSON.stringify(placed)}`);
  return placed.buyOptions.order;
}

/** One of the user's demo orders as its detail page reads it; null when there is none by that id. */
export async function readDemoOrder<T>(
  request: APIRequestContext,
  session: Session,
  id: string,
): Promise<T | null> {
  const { optionsOrder } = await graphql<{ optionsOrder: T | null }>(
    request,
    e2eBaseUrl,
    'OrderDetailRouteQuery',
    { id },
    demoAccount(session),
  );
  return optionsOrder;
}
