// What `bench:lighthouse --signed-in` measures with: a new user registered through the running
// gateway (its e-mail code read from the upstream's CODE_OUTBOX_FILE, as in the browser tests), on
// its demo account with one up/down order placed, so /profile lists an order and its detail exists.

import { readFileSync } from 'node:fs';

export type BenchSession = {
  token: string;
  userInfo: { userId: number; userName: string; email: string };
  /** An order of the user's: /profile/orders/{orderId} is its detail. */
  orderId: string;
};

const persisted = JSON.parse(
  readFileSync(new URL('../web/persisted-operations.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** Runs one of the web app's own operations by its doc_id (production mode accepts nothing else). */
async function operation<T>(base: string, name: string, variables: object, headers = {}): Promise<T> {
  const id = Object.entries(persisted).find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text))?.[0];
  if (!id) throw new Error(`no persisted operation ${name}`);
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ doc_id: id, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${name} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function codeFor(outbox: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const lines = readFileSync(outbox, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean);
    const code = lines
      .map((line) => JSON.parse(line) as { email: string; code: string })
      .findLast((line) => line.email === email)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} in ${outbox} (start the server with CODE_OUTBOX_FILE=${outbox})`);
}

export async function signedInUser(base: string, outbox: string): Promise<BenchSession> {
  const userName = `bench_${Date.now().toString(36)}`;
  const email = `${userName}@example.test`;
  await operation(base, 'useSendCodeMutation', { input: { email, purpose: 'REGISTER' } });
  const code = await codeFor(outbox, email);
  const { register } = await operation<{
    register: { token?: string; viewer?: BenchSession['userInfo'] };
  }>(base, 'useRegisterMutation', { input: { userName, email, password: 'secret123', code } });
  if (!register.token || !register.viewer) throw new Error('registration failed');
  // The shortest period the operator offers (the market screen's own query names them).
  const { optionPeriods } = await operation<{ optionPeriods: { period: number; minAmount: string }[] }>(
    base,
    'MarketTradeQuery',
    { code: 'BTCUSDT' },
  );
  const [first] = [...optionPeriods].sort((a, b) => a.period - b.period);
  if (!first) throw new Error('the operator offers no period');
  const { buyOptions } = await operation<{ buyOptions: { order?: { id: string } } }>(
    base,
    'useBuyOptionsMutation',
    {
      input: {
        code: 'BTCUSDT',
        direction: 'UP',
        amount: String(Math.max(25, Number(first.minAmount))),
        period: first.period,
        idempotencyKey: `bench-${Date.now()}`,
      },
    },
    { Authorization: register.token, virtually: 'YES' },
  );
  if (!buyOptions.order) throw new Error(`the order was refused: ${JSON.stringify(buyOptions)}`);
  return { token: register.token, userInfo: register.viewer, orderId: buyOptions.order.id };
}
