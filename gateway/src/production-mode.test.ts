import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from './index.ts';
import { docId } from './test-support/persisted-operation-ids.ts';

// A scripted upstream: every call succeeds with a result that fits the queries used here.
let fake: Server;
let production: RunningGateway;
let clientTeams: RunningGateway;

beforeAll(async () => {
  fake = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result: { available: true, expiresAt: 1 } }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const common = { upstreamUrl, upstreamWsUrl: 'ws://127.0.0.1:1/none', production: true };
  production = await startGateway(common);
  clientTeams = await startGateway({ ...common, allowArbitraryOperations: true });
});
afterAll(async () => {
  await production.close();
  await clientTeams.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
};

async function post(
  gateway: RunningGateway,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

describe('production mode (npm start)', () => {
  it('runs an operation the web app was built with, by doc_id', async () => {
    const { body } = await post(production, {
      doc_id: docId('useUsernameAvailabilityQuery'),
      variables: { username: 'someone' },
    });
    expect(body).toEqual({ data: { usernameAvailable: true } });
  });

  it('refuses query text with PERSISTED_QUERY_ONLY', async () => {
    const { body } = await post(production, { query: '{ usernameAvailable(username: "someone") }' });
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('refuses an unknown doc_id with PERSISTED_QUERY_NOT_FOUND', async () => {
    const { body } = await post(production, { doc_id: 'f'.repeat(64) });
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers subscriptions by doc_id on the websocket and refuses query text there', async () => {
    const client = createClient({
      url: `${production.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
    });
    try {
      const refused = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription { marketTicks { code } }' },
          { next: resolve, error: resolve, complete: () => undefined },
        );
      });
      expect(JSON.stringify(refused)).toContain('PERSISTED_QUERY_ONLY');
      const accepted = await new Promise<unknown>((resolve) => {
        const dispose = client.subscribe(
          {
            query: '',
            extensions: { doc_id: docId('useMarketTicksSubscription') },
            variables: { codes: ['BTCUSDT'] },
          },
          { next: resolve, error: resolve, complete: () => resolve('complete') },
        );
        // No price feed here: an accepted subscription simply stays open without an error.
        setTimeout(() => {
          dispose();
          resolve('open');
        }, 300);
      });
      expect(accepted).toBe('open');
    } finally {
      await client.dispose();
    }
  });

  it("runs the settlement subscription by doc_id, with the token of the web app's connection params", async () => {
    const firstAnswer = async (connectionParams: Record<string, string>) => {
      const client = createClient({
        url: `${production.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams,
      });
      try {
        return await new Promise<unknown>((resolve) => {
          client.subscribe(
            {
              query: '',
              extensions: { doc_id: docId('useOrderSettlementSubscription') },
              variables: { orderIds: [Buffer.from('OptionsOrder:1').toString('base64')] },
            },
            { next: resolve, error: resolve, complete: () => resolve('complete') },
          );
        });
      } finally {
        await client.dispose();
      }
    };
    const code = (answer: unknown) =>
      (answer as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
    // Accepted by doc_id and run: without a session it asks for one.
    expect(code(await firstAnswer({}))).toBe('UNAUTHENTICATED');
    // The web app names its params as HTTP headers (`Authorization`): the token is read. This
    // scripted upstream cannot say whose it is, so the answer is another error, not a missing session.
    const withToken = code(
      await firstAnswer({ virtually: 'YES', 'Accept-Language': 'en', Authorization: 't' }),
    );
    expect(withToken).toBeDefined();
    expect(withToken).not.toBe('UNAUTHENTICATED');
  });

  it('keeps introspection off, even where client teams may send query text', async () => {
    const { body } = await post(clientTeams, { query: '{ __schema { types { name } } }' });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('suggests no field names', async () => {
    const { body } = await post(clientTeams, { query: '{ usernameAvailabl(username: "x") }' });
    expect(body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  it('lets client teams send query text under the switch', async () => {
    const { body } = await post(clientTeams, { query: '{ usernameAvailable(username: "someone") }' });
    expect(body).toEqual({ data: { usernameAvailable: true } });
  });

  it('serves no GraphiQL page', async () => {
    const response = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });
});

describe('CSRF prevention', () => {
  it('refuses a form-encoded POST (a cross-site simple request) before it runs a mutation', async () => {
    const response = await fetch(`${clientTeams.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        query: 'mutation { sendCode(input: { email: "a@b.co", purpose: REGISTER }) { __typename } }',
      }),
    });
    expect(response.status).toBe(403);
  });
});

describe('rate limits on abusable mutations', () => {
  it('answers RATE_LIMITED with retryAfterSeconds and Retry-After once an address spends its sendCode budget', async () => {
    const send = () =>
      post(clientTeams, {
        query:
          'mutation { sendCode(input: { email: "a@b.co", purpose: REGISTER }) { __typename ... on ServiceError { code retryAfterSeconds } } }',
      });
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i += 1) answers.push(await send());
    expect(answers.slice(0, 10).every((answer) => answer.body.data?.sendCode !== null)).toBe(true);
    const last = answers[10];
    expect(last?.body.data?.sendCode).toMatchObject({ __typename: 'ServiceError', code: 'RATE_LIMITED' });
    const refused = last?.body.data?.sendCode as { retryAfterSeconds?: number } | undefined;
    const seconds = refused?.retryAfterSeconds ?? 0;
    expect(seconds).toBeGreaterThan(0);
    expect(last?.headers.get('retry-after')).toBe(String(seconds));
  });
});
