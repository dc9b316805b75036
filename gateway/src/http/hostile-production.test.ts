import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../index.ts';
import { docId } from '../test-support/persisted-operation-ids.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';

// Round two of the hostile client's findings against `npm start`, each as it was sent (docs/decisions.md,
// "hostile defects, round two").
// A scripted upstream reads every body to its end and answers an empty success.
let fake: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = createServer((req, res) => {
    req.on('error', () => undefined);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, msg: '', result: [] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
    production: true,
    allowArbitraryOperations: true,
    rateBudgets: unlimitedRateBudgets,
  });
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

type Answer = { status: number; text: string; body: { data?: unknown; errors?: GraphQLErrorJson[] } };
type GraphQLErrorJson = { message: string; extensions?: Record<string, unknown> };

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Answer['body'] };
}

/** The first answer (result, error or completion) a graphql-ws client gets for `payload`. */
async function firstSocketAnswer(payload: {
  extensions: { doc_id: string };
  variables: Record<string, unknown>;
}): Promise<string> {
  const client = createClient({
    url: `${gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
  });
  try {
    const answer = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: '', ...payload },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    return JSON.stringify(answer);
  } finally {
    await client.dispose();
  }
}

async function healthy(): Promise<boolean> {
  const response = await fetch(`${gateway.url}/healthz`);
  return response.ok;
}

/** The chat message mutation as a multipart request whose body stops four bytes into the image. */
function truncatedChatUpload(clientKey: string): string {
  const operations = JSON.stringify({
    doc_id: docId('chatGraphqlSendMutation'),
    variables: { body: 'hi', clientKey, image: null },
  });
  return (
    `--B\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
    `--B\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.image"]}\r\n` +
    '--B\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\nxxxx'
  );
}

const multipartHeaders = {
  'content-type': 'multipart/form-data; boundary=B',
  'x-graphql-yoga-csrf': '1',
};

describe('a truncated upload', () => {
  it('does not stop the gateway when the operation refuses its input before reading the file', async () => {
    for (let n = 0; n < 4; n += 1) {
      const answer = await post(truncatedChatUpload('ck1'), multipartHeaders);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.data).toEqual({
        sendChatMessage: { __typename: 'InputError', code: 'INPUT_INVALID', field: 'clientKey' },
      });
    }
    expect(await healthy()).toBe(true);
  });

  it('answers INPUT_INVALID on the image when the operation reads the cut-off file', async () => {
    const answer = await post(truncatedChatUpload('visitor-key-0001'), multipartHeaders);
    expect(answer.body.data).toEqual({
      sendChatMessage: { __typename: 'InputError', code: 'INPUT_INVALID', field: 'image' },
    });
    expect(await healthy()).toBe(true);
  });
});

describe('variables are bounded before any work', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"A"${']'.repeat(depth)}`;

  it('refuses variables nested 5,000 deep with QUERY_LIMIT_EXCEEDED (400), not a 500', async () => {
    const body = `{"doc_id":"${docId('LiveMarketsCategoryQuery')}","variables":{"type":${nested(5000)}}}`;
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_LIMIT_EXCEEDED',
      limit: 'variableDepth',
      max: 8,
    });
  });

  it('refuses more than 1,000 variable values', async () => {
    const codes = Array.from({ length: 1001 }, (_, n) => `C${n}`);
    const answer = await post(
      JSON.stringify({ doc_id: docId('LiveMarketsCategoryQuery'), variables: { codes } }),
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ limit: 'variableValues', max: 1000 });
  });

  it('refuses them on the websocket too', async () => {
    const refused = await firstSocketAnswer({
      extensions: { doc_id: docId('useMarketTicksSubscription') },
      variables: JSON.parse(`{"codes":${nested(50)}}`) as Record<string, unknown>,
    });
    expect(refused).toContain('QUERY_LIMIT_EXCEEDED');
  });
});

describe('production answers suggest nothing and leak no parser internals', () => {
  it('coerces a wrong enum value without "Did you mean"', async () => {
    const answer = await post(
      JSON.stringify({ doc_id: docId('LiveMarketsCategoryQuery'), variables: { type: 'CRYPT' } }),
    );
    expect(answer.body.errors?.[0]?.message).toContain('"CRYPT"');
    expect(answer.text).not.toMatch(/did you mean|CRYPTO/i);
  });

  it('coerces a misspelt input field without naming the right one', async () => {
    const answer = await post(
      JSON.stringify({
        doc_id: docId('useLoginMutation'),
        variables: { input: { username: 'someone', pasword: 'secret12' } },
      }),
    );
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(/did you mean|"password"/i);
  });

  it('suggests nothing on the websocket either (a query over the socket once ended in a TypeError)', async () => {
    const refused = await firstSocketAnswer({
      extensions: { doc_id: docId('LiveMarketsCategoryQuery') },
      variables: { type: 'CRYPT' },
    });
    expect(refused).toContain('CRYPT');
    expect(refused).not.toMatch(/did you mean|CRYPTO/i);
  });

  it('answers malformed JSON with BAD_REQUEST and no originalError', async () => {
    const answer = await post(`{"doc_id":"${docId('LiveMarketsCategoryQuery')}","variables":{"type":"CRYPT"`);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(answer.text).not.toMatch(/originalError|position|SyntaxError/);
  });
});

describe("a visitor's conversation", () => {
  it('has a budget of its own: the 31st message in a minute is refused whatever address it comes from', async () => {
    // Default budgets (30 a minute per conversation), behind a proxy on loopback that names each client.
    const budgeted = await startGateway({
      upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      upstreamWsUrl: 'ws://127.0.0.1:1/none',
      production: true,
      trustProxy: 'loopback',
    });
    try {
      const codes: string[] = [];
      for (let n = 0; n < 31; n += 1) {
        const response = await fetch(`${budgeted.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${n + 1}`,
            'x-chat-visitor': 'visitor-one-conversation',
          },
          body: JSON.stringify({
            doc_id: docId('chatGraphqlSendMutation'),
            variables: { body: `hello ${n}`, clientKey: `message-key-${n}`, image: null },
          }),
        });
        const body = (await response.json()) as { data?: { sendChatMessage?: { code?: string } } };
        codes.push(body.data?.sendChatMessage?.code ?? 'sent');
      }
      expect(codes.slice(0, 30)).not.toContain('RATE_LIMITED');
      expect(codes[30]).toBe('RATE_LIMITED');
    } finally {
      await budgeted.close();
    }
  });
});
