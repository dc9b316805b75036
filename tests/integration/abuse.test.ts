import { defaultCredentialPolicy } from '@swx/upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateBudgets } from '../../gateway/src/plugins/rate-limits.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

// The whole product as an attacker meets it: the gateway with its default budgets, trusting the
// proxy on loopback that names each client in X-Forwarded-For, and the upstream's default throttle.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    credentialPolicy: defaultCredentialPolicy,
    gateway: { trustProxy: 'loopback', rateBudgets: defaultRateBudgets },
  });
  await registerUser(stack, 'owner_1', 'owner-pass');
});
afterAll(() => stack.close());

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  __typename ... on AuthPayload { token } ... on Error { code } ... on ServiceError { retryAfterSeconds } } }`;

type Login = { __typename: string; token?: string; code?: string; retryAfterSeconds?: number | null };

async function login(password: string, address: string): Promise<Login | undefined> {
  const { data } = await stack.graphql<{ login: Login }>(
    LOGIN,
    { input: { account: 'owner_1', password } },
    { 'x-forwarded-for': address },
  );
  return data?.login;
}

describe('a password flood through the gateway', () => {
  it('checks a handful of 400 concurrent wrong passwords from one address, refuses the rest, and the owner logs in meanwhile', async () => {
    const flood = Promise.all(Array.from({ length: 400 }, () => login('guess', '203.0.113.9')));
    const owner = await login('owner-pass', '198.51.100.7');
    const answers = await flood;

    expect(owner).toMatchObject({ __typename: 'AuthPayload' });
    expect(owner?.token).toMatch(/\S/);
    const checked = answers.filter((answer) => answer?.code === 'PASSWORD_WRONG').length;
    const refused = answers.filter((answer) => answer?.code === 'RATE_LIMITED');
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + refused.length).toBe(400);
    expect(refused.every((answer) => (answer?.retryAfterSeconds ?? 0) >= 1)).toBe(true);
  });

  it('refuses 100 aliased login guesses in one request before any is checked', async () => {
    const guesses = Array.from(
      { length: 100 },
      (_, i) => `g${i}: login(input: { account: "owner_1", password: "guess${i}" }) { __typename }`,
    );
    const { data, errors } = await stack.graphql(
      `mutation { ${guesses.join(' ')} }`,
      {},
      {
        'x-forwarded-for': '203.0.113.77',
      },
    );
    expect(data ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
  });
});
