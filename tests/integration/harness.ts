// Starts the reference upstream (in-memory database, manual ticks) and the gateway in front of it.
import {
  type Clock,
  type CredentialPolicy,
  MemoryCodeSender,
  type RunningUpstream,
  startUpstream,
  type UpstreamOptions,
  unlimitedCredentialPolicy,
} from '@swx/upstream';
import { type GatewayOptions, type RunningGateway, startGateway } from '../../gateway/src/index.ts';
import { unlimitedRateBudgets } from '../../gateway/src/test-support/rate-budgets.ts';
import { throwawayDatabase } from '../../upstream/src/test-support/pglite-template.ts';
import { testReceiveAddresses } from '../../upstream/src/test-support/receive-addresses.ts';

export type Stack = {
  upstream: RunningUpstream;
  gateway: RunningGateway;
  codes: MemoryCodeSender;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  close(): Promise<void>;
};

export async function startStack(
  options: {
    upstreamTimeoutMs?: number;
    clock?: Clock;
    credentialPolicy?: CredentialPolicy;
    gateway?: Partial<GatewayOptions>;
    /** More upstream options (the money tests' operator token). */
    upstream?: Partial<UpstreamOptions>;
  } = {},
): Promise<Stack> {
  const codes = new MemoryCodeSender();
  const upstream = await startUpstream({
    ...(await throwawayDatabase()),
    tickIntervalMs: 0,
    seed: 7,
    codeSender: codes,
    clock: options.clock,
    // These tests sign up and log in many users from one address; the throttle has its own tests.
    credentialPolicy: options.credentialPolicy ?? unlimitedCredentialPolicy,
    // Deposits need a well-formed receive address; a default start has none.
    receiveAddresses: testReceiveAddresses,
    ...options.upstream,
  });
  const gateway = await startGateway({
    upstreamUrl: upstream.url,
    upstreamWsUrl: upstream.wsUrl,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    // These tests sign up and log in many users from one address; the budgets have their own tests.
    rateBudgets: unlimitedRateBudgets,
    ...options.gateway,
  });
  return {
    upstream,
    gateway,
    codes,
    graphql: (query, variables, headers) => postGraphQL(gateway.url, query, variables, headers),
    async close() {
      await gateway.close();
      await upstream.close();
    },
  };
}

export async function postGraphQL<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const SEND_CODE = 'mutation ($input: SendCodeInput!) { sendCode(input: $input) { __typename } }';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) {
  __typename ... on AuthPayload { token } ... on Error { code } } }`;

/** Registers a user through the gateway (reading the emailed code) and returns its token. */
export async function registerUser(stack: Stack, userName: string, password = 'secret123'): Promise<string> {
  const email = `${userName}@example.com`;
  await stack.graphql(SEND_CODE, { input: { email, purpose: 'REGISTER' } });
  const { data } = await stack.graphql<{ register: { token?: string; code?: string } }>(REGISTER, {
    input: { userName, email, password, code: stack.codes.last(email) },
  });
  if (!data?.register.token) throw new Error(`registration failed: ${data?.register.code}`);
  return data.register.token;
}
