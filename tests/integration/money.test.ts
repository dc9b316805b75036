import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningGateway, startGateway } from '@swx/gateway';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pdfBytes, pngProof } from '../../upstream/src/test-support/proof-fixtures.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

const OPERATOR_TOKEN = 'ops-secret-for-tests';
const PROOF_MAX_BYTES = 256 * 1024;

let stack: Stack;
let proofDir: string;
let users = 0;

beforeAll(async () => {
  proofDir = await mkdtemp(path.join(tmpdir(), 'swx-gw-proofs-'));
  stack = await startStack({
    upstream: { operatorToken: OPERATOR_TOKEN, proofDir, proofMaxBytes: PROOF_MAX_BYTES },
    gateway: { proofMaxBytes: PROOF_MAX_BYTES },
  });
});
afterAll(async () => {
  await stack.close();
  await rm(proofDir, { recursive: true, force: true });
});

async function newUser(prefix = 'money'): Promise<{ token: string; real: Record<string, string> }> {
  users += 1;
  const token = await registerUser(stack, `${prefix}_${users}`);
  return { token, real: { authorization: token, virtually: 'NO' } };
}

const RECHARGE = `mutation Recharge($input: RechargeInput!) { recharge(input: $input) {
  __typename
  ... on RechargePayload { notice recharge { id rechargeId orderNo status amount proofUrl } viewer { balances { currency available held } } }
  ... on InputError { code field message currency minimum maxBytes }
  ... on Error { code message } } }`;

type RechargeAnswer = {
  __typename: string;
  code?: string;
  field?: string;
  currency?: string;
  minimum?: string;
  maxBytes?: number;
  notice?: string;
  recharge?: {
    id: string;
    rechargeId: number;
    orderNo: string;
    status: string;
    amount: string;
    proofUrl: string;
  };
};

/** A GraphQL multipart request (operations, map, then the file), as the web client sends it. */
function rechargeForm(
  input: Record<string, unknown>,
  proof: Buffer,
  operations: Record<string, unknown> = { query: RECHARGE },
  fileName = 'proof.png',
): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      ...operations,
      variables: {
        input: {
          currency: 'USDT',
          network: 'TRC20',
          amount: '150',
          paymentAmount: '150',
          transactionHash: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c',
          lastSix: 'a9c7f3',
          idempotencyKey: randomUUID(),
          ...input,
          proof: null,
        },
      },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.proof'] }));
  form.append('0', new Blob([new Uint8Array(proof)], { type: 'image/png' }), fileName);
  return form;
}

async function postForm(url: string, form: FormData, headers: Record<string, string>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json', ...headers },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { recharge: RechargeAnswer };
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

async function deposit(headers: Record<string, string>, input: Record<string, unknown> = {}, proof?: Buffer) {
  const answer = await postForm(stack.gateway.url, rechargeForm(input, proof ?? (await pngProof())), headers);
  const result = answer.body.data?.recharge;
  if (!result) throw new Error(JSON.stringify(answer.body));
  return result;
}

/** The operator API of the reference upstream (what `npm run ops` calls). */
async function ops(pathname: string, body?: unknown) {
  const response = await fetch(`${stack.upstream.url}/swx/ops${pathname}`, {
    method: 'POST',
    headers: { 'x-operator-token': OPERATOR_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await response.json()) as { code: number; result: { status: string } };
  if (envelope.code !== 200) throw new Error(`ops ${pathname}: ${JSON.stringify(envelope)}`);
  return envelope.result;
}

async function balances(headers: Record<string, string>) {
  const { data } = await stack.graphql<{
    viewer: { balances: { currency: string; available: string; held: string }[] };
  }>('{ viewer { balances { currency available held } } }', {}, headers);
  return Object.fromEntries(
    (data?.viewer.balances ?? []).map((b) => [b.currency, { available: b.available, held: b.held }]),
  );
}

async function storedRecharges(): Promise<number> {
  const rows = await stack.upstream.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recharges');
  return rows[0]?.n ?? 0;
}

describe('deposits through the gateway', () => {
  it('takes a PNG proof as a multipart upload; the approval raises the balance by exactly the amount and notifies on graphql-ws', async () => {
    const user = await newUser();
    const recharge = await deposit(user.real);
    expect(recharge).toMatchObject({ __typename: 'RechargePayload', notice: 'RECHARGE_SUBMITTED' });
    expect(recharge.recharge).toMatchObject({ status: 'SUBMITTED', amount: '150.00' });

    const client = createClient({
      url: `${stack.gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: user.token },
    });
    const heard: unknown[] = [];
    let ready: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const unsubscribe = client.subscribe(
      {
        query:
          'subscription { notificationAdded { unreadNotificationCount notification { id type reference currency amount read } } }',
      },
      {
        next: (message) => {
          heard.push(message);
          ready();
        },
        error: (error) => heard.push(error),
        complete: () => undefined,
      },
    );
    // The gateway's upstream stream is registered before the review happens.
    const me = await stack.graphql<{ viewer: { userId: number } }>('{ viewer { userId } }', {}, user.real);
    await waitFor(() => stack.upstream.events.listenerCount(me.data?.viewer.userId ?? 0) > 0);

    const rechargeId = recharge.recharge?.rechargeId ?? 0;
    await ops(`/recharges/${rechargeId}/approve`);
    await arrived;
    unsubscribe();
    await client.dispose();

    expect(heard[0]).toEqual({
      data: {
        notificationAdded: {
          unreadNotificationCount: 1,
          notification: {
            id: expect.any(String),
            type: 'RECHARGE_APPROVED',
            reference: recharge.recharge?.orderNo,
            currency: 'USDT',
            amount: '150.00',
            read: false,
          },
        },
      },
    });
    expect((await balances(user.real)).USDT).toEqual({ available: '150.00', held: '0.00' });
  });

  it("serves the proof to whoever holds the record's link, and nothing for an altered one", async () => {
    const user = await newUser();
    const recharge = await deposit(user.real);
    const url = recharge.recharge?.proofUrl ?? '';
    expect(url).toMatch(/^\/proofs\/[\w-]+$/);
    const image = await fetch(`${stack.gateway.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const altered = `${url.slice(0, -2)}${url.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${stack.gateway.url}${altered}`)).status).toBe(404);
  });

  it('refuses a deposit below the minimum with BELOW_MINIMUM_DEPOSIT and stores nothing', async () => {
    const user = await newUser();
    const before = await storedRecharges();
    const answer = await deposit(user.real, { amount: '100', paymentAmount: '100' });
    expect(answer).toMatchObject({
      __typename: 'InputError',
      code: 'BELOW_MINIMUM_DEPOSIT',
      field: 'amount',
      currency: 'USDT',
      minimum: '120',
    });
    expect(await storedRecharges()).toBe(before);
  });

  it('refuses a PDF named .png with IMAGE_FORMAT_INCORRECT and writes no record and no file', async () => {
    const user = await newUser();
    const before = await storedRecharges();
    const files = (await readdir(proofDir)).length;
    const answer = await deposit(user.real, {}, pdfBytes());
    expect(answer).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_FORMAT_INCORRECT',
      field: 'proof',
    });
    expect(await storedRecharges()).toBe(before);
    expect((await readdir(proofDir)).length).toBe(files);
  });

  it('refuses a proof over the limit while it streams with IMAGE_TOO_LARGE, storing nothing', async () => {
    const user = await newUser();
    const before = await storedRecharges();
    const files = (await readdir(proofDir)).length;
    const big = Buffer.concat([await pngProof(), Buffer.alloc(PROOF_MAX_BYTES + 10_000, 1)]);
    const answer = await deposit(user.real, {}, big);
    expect(answer).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_TOO_LARGE',
      maxBytes: PROOF_MAX_BYTES,
    });
    expect(await storedRecharges()).toBe(before);
    expect((await readdir(proofDir)).length).toBe(files);
  });

  it('cuts off a chunked upload far over the limit with 413 without holding it in memory', async () => {
    const user = await newUser();
    const boundary = 'xxBOUNDARYxx';
    const operations = JSON.stringify({
      query: RECHARGE,
      variables: {
        input: {
          currency: 'USDT',
          network: 'TRC20',
          amount: '150',
          paymentAmount: '150',
          transactionHash: '9f2c4e6a8b0d1f3e5a7c9e',
          lastSix: 'a9c7f3',
          idempotencyKey: randomUUID(),
          proof: null,
        },
      },
    });
    const head =
      `--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.proof"]}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`;
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${stack.gateway.url}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            'x-graphql-yoga-csrf': '1',
            accept: 'application/json',
            ...user.real,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (data: Buffer) => {
            text += data.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(head);
      // 32 MB, written as the gateway takes it; it answers long before the end.
      let sent = 0;
      const pump = () => {
        while (sent < 512) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
      req.on('response', () => {
        sent = 512;
      });
    });
    const heapAfter = process.memoryUsage().heapUsed;
    expect([200, 413]).toContain(status);
    const parsed = JSON.parse(body) as {
      data?: { recharge: RechargeAnswer };
      errors?: { extensions?: { code?: string } }[];
    };
    const code = parsed.data?.recharge.code ?? parsed.errors?.[0]?.extensions?.code;
    expect(['IMAGE_TOO_LARGE', 'REQUEST_ENTITY_TOO_LARGE']).toContain(code);
    // Far less than the 32 MB sent (the whole process shares this heap, so the bound is loose).
    expect(heapAfter - heapBefore).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a multipart request without the CSRF header, and a file sent to any other operation', async () => {
    const user = await newUser();
    const form = rechargeForm({}, await pngProof());
    const noCsrf = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: user.real,
      body: form,
    });
    expect(noCsrf.status).toBe(403);
    const other = await postForm(
      stack.gateway.url,
      rechargeForm({}, await pngProof(), {
        query: 'mutation { resetDemoAccount { __typename } }',
      }),
      user.real,
    );
    expect(other.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('gives the demo account DEMO_ACCOUNT_DISABLED', async () => {
    const user = await newUser();
    const answer = await deposit({ authorization: user.token, virtually: 'YES' });
    expect(answer).toMatchObject({ __typename: 'InputError', code: 'DEMO_ACCOUNT_DISABLED' });
  });

  it('runs a recharge sent by doc_id in a multipart request in production mode', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'swx-gw-ops-'));
    const file = path.join(dir, 'persisted.json');
    await writeFile(file, JSON.stringify({ rechargeDoc: RECHARGE }));
    let gateway: RunningGateway | null = null;
    try {
      gateway = await startGateway({
        upstreamUrl: stack.upstream.url,
        upstreamWsUrl: stack.upstream.wsUrl,
        production: true,
        persistedOperationsFile: file,
        proofMaxBytes: PROOF_MAX_BYTES,
      });
      const user = await newUser();
      const byId = await postForm(
        gateway.url,
        rechargeForm({}, await pngProof(), { doc_id: 'rechargeDoc' }),
        user.real,
      );
      expect(byId.body.data?.recharge).toMatchObject({
        __typename: 'RechargePayload',
        recharge: { status: 'SUBMITTED' },
      });
      const byText = await postForm(gateway.url, rechargeForm({}, await pngProof()), user.real);
      expect(byText.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    } finally {
      await gateway?.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const ADD_ADDRESS = `mutation ($input: AddAddressInput!) { addAddress(input: $input) {
  __typename ... on AddressPayload { address { id addressId currency network address label } viewer { addresses { id } } }
  ... on Error { code } } }`;
const WITHDRAW = `mutation ($input: WithdrawInput!) { withdraw(input: $input) {
  __typename ... on WithdrawPayload { notice withdrawal { withdrawalId status amount fee received } viewer { balances { currency available held } } }
  ... on Error { code message } } }`;

describe('withdrawals and the address book', () => {
  async function funded() {
    const user = await newUser();
    const recharge = await deposit(user.real);
    await ops(`/recharges/${recharge.recharge?.rechargeId}/approve`);
    const set = await stack.graphql<{
      setFundPassword: { __typename: string; viewer?: { fundPasswordSet: boolean } };
    }>(
      'mutation { setFundPassword(fundPassword: "246810") { __typename ... on SetFundPasswordPayload { viewer { fundPasswordSet } } } }',
      {},
      user.real,
    );
    expect(set.data?.setFundPassword.viewer?.fundPasswordSet).toBe(true);
    const added = await stack.graphql<{ addAddress: { address: { addressId: number } } }>(
      ADD_ADDRESS,
      { input: { currency: 'USDT', network: 'TRC20', address: 'TXYZabcdefghijkl12345', label: 'main' } },
      user.real,
    );
    return { ...user, addressId: added.data?.addAddress.address.addressId ?? 0 };
  }

  it('holds the amount on withdraw and releases it when the operator rejects', async () => {
    const user = await funded();
    const input = {
      method: 'USDT-TRC20',
      addressId: user.addressId,
      amount: '50',
      fundPassword: '246810',
      idempotencyKey: randomUUID(),
    };
    const { data } = await stack.graphql<{
      withdraw: {
        __typename: string;
        withdrawal: { withdrawalId: number; fee: string; received: string };
        viewer: { balances: { currency: string; available: string; held: string }[] };
      };
    }>(WITHDRAW, { input }, user.real);
    expect(data?.withdraw).toMatchObject({
      __typename: 'WithdrawPayload',
      withdrawal: { fee: '0.50', received: '49.50' },
    });
    expect(data?.withdraw.viewer.balances.find((b) => b.currency === 'USDT')).toEqual({
      currency: 'USDT',
      available: '100.00',
      held: '50.00',
    });
    await ops(`/withdrawals/${data?.withdraw.withdrawal.withdrawalId}/reject`, {
      remark: 'address on a blocklist',
    });
    expect((await balances(user.real)).USDT).toEqual({ available: '150.00', held: '0.00' });
    const ledger = await stack.graphql<{
      viewer: {
        account: { transactions: { edges: { node: { reason: string; currency: string; held: string } }[] } };
      };
    }>(
      '{ viewer { account(mode: REAL) { transactions(currency: USDT, first: 3) { edges { node { reason currency held } } } } } }',
      {},
      user.real,
    );
    expect(ledger.data?.viewer.account.transactions.edges.map((e) => e.node)).toEqual([
      { reason: 'WITHDRAWAL_RELEASE', currency: 'USDT', held: '-50.00' },
      { reason: 'WITHDRAWAL_HOLD', currency: 'USDT', held: '50.00' },
      { reason: 'RECHARGE', currency: 'USDT', held: '0.00' },
    ]);
  });

  it('refuses a wrong fund password with PASSWORD_WRONG and moves nothing', async () => {
    const user = await funded();
    const input = {
      method: 'USDT-TRC20',
      addressId: user.addressId,
      amount: '50',
      fundPassword: '000000',
      idempotencyKey: randomUUID(),
    };
    const { data } = await stack.graphql<{ withdraw: { __typename: string; code: string } }>(
      WITHDRAW,
      { input },
      user.real,
    );
    expect(data?.withdraw).toMatchObject({ __typename: 'CredentialsError', code: 'PASSWORD_WRONG' });
    expect((await balances(user.real)).USDT).toEqual({ available: '150.00', held: '0.00' });
  });

  it('adds, updates and deletes book addresses', async () => {
    const user = await newUser();
    const added = await stack.graphql<{ addAddress: { address: { id: string; label: string } } }>(
      ADD_ADDRESS,
      { input: { currency: 'ETH', network: 'ERC20', address: '0xabcdef0123456789abcdef', label: 'cold' } },
      user.real,
    );
    const id = added.data?.addAddress.address.id ?? '';
    const updated = await stack.graphql<{
      updateAddress: { address: { id: string; label: string; address: string } };
    }>(
      `mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) { ... on AddressPayload { address { id label address } } ... on Error { code } } }`,
      { input: { id, currency: 'ETH', network: 'ERC20', address: '0xabcdef0123456789abcdff', label: 'hot' } },
      user.real,
    );
    expect(updated.data?.updateAddress.address).toEqual({
      id,
      label: 'hot',
      address: '0xabcdef0123456789abcdff',
    });
    const deleted = await stack.graphql<{
      deleteAddress: { deletedAddressId: string; viewer: { addresses: unknown[] } };
    }>(
      `mutation ($id: ID!) { deleteAddress(id: $id) { ... on DeleteAddressPayload { deletedAddressId viewer { addresses { id } } } ... on Error { code } } }`,
      { id },
      user.real,
    );
    expect(deleted.data?.deleteAddress).toEqual({ deletedAddressId: id, viewer: { addresses: [] } });
  });
});

describe('account settings, notifications and invites', () => {
  it('changes the password; the new one logs in and the old one no longer does', async () => {
    const user = await newUser();
    const name = `money_${users}`;
    const changed = await stack.graphql<{ changePassword: { __typename: string; ok?: boolean } }>(
      'mutation { changePassword(oldPassword: "secret123", password: "newSecret456") { __typename ... on ChangePasswordPayload { ok } ... on Error { code } } }',
      {},
      user.real,
    );
    expect(changed.data?.changePassword).toEqual({ __typename: 'ChangePasswordPayload', ok: true });
    const login = (password: string) =>
      stack.graphql<{ login: { __typename: string } }>(
        'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
        { input: { account: name, password } },
      );
    expect((await login('newSecret456')).data?.login.__typename).toBe('AuthPayload');
    expect((await login('secret123')).data?.login.__typename).toBe('CredentialsError');
    // The caller's own session stays.
    expect(
      (await stack.graphql<{ viewer: { userName: string } }>('{ viewer { userName } }', {}, user.real)).data
        ?.viewer.userName,
    ).toBe(name);
  });

  it('marks notifications read and answers them by id with the unread count', async () => {
    const user = await newUser();
    await stack.graphql('mutation { setFundPassword(fundPassword: "135790") { __typename } }', {}, user.real);
    const list = await stack.graphql<{
      viewer: {
        unreadNotificationCount: number;
        notifications: { edges: { node: { id: string; type: string } }[] };
      };
    }>(
      '{ viewer { unreadNotificationCount notifications(unreadOnly: true) { edges { node { id type } } } } }',
      {},
      user.real,
    );
    expect(list.data?.viewer.unreadNotificationCount).toBe(1);
    const id = list.data?.viewer.notifications.edges[0]?.node.id;
    expect(list.data?.viewer.notifications.edges[0]?.node.type).toBe('FUND_PASSWORD_SET');
    const marked = await stack.graphql<{
      markNotificationsRead: {
        unreadNotificationCount: number;
        notifications: { id: string; read: boolean }[];
        viewer: { unreadNotificationCount: number };
      };
    }>(
      'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) { ... on MarkNotificationsReadPayload { unreadNotificationCount notifications { id read } viewer { unreadNotificationCount } } } }',
      { ids: [id] },
      user.real,
    );
    expect(marked.data?.markNotificationsRead).toEqual({
      unreadNotificationCount: 0,
      notifications: [{ id, read: true }],
      viewer: { unreadNotificationCount: 0 },
    });
  });

  it("credits the inviter when the invitee's first deposit is approved", async () => {
    const inviter = await newUser('inviter');
    const invite = await stack.graphql<{
      viewer: { invite: { inviteCode: string; inviteLink: string; rewardRate: string } };
    }>('{ viewer { invite { inviteCode inviteLink rewardRate } } }', {}, inviter.real);
    const code = invite.data?.viewer.invite.inviteCode ?? '';
    expect(invite.data?.viewer.invite.inviteLink).toBe(`/pass/register?inviteCode=${code}`);
    users += 1;
    const inviteeName = `invitee_${users}`;
    const email = `${inviteeName}@example.com`;
    await stack.graphql('mutation ($input: SendCodeInput!) { sendCode(input: $input) { __typename } }', {
      input: { email, purpose: 'REGISTER' },
    });
    const registered = await stack.graphql<{ register: { token: string } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { ... on AuthPayload { token } } }',
      {
        input: {
          userName: inviteeName,
          email,
          password: 'secret123',
          code: stack.codes.last(email),
          inviteCode: code,
        },
      },
    );
    const invitee = { authorization: registered.data?.register.token ?? '', virtually: 'NO' };
    const recharge = await deposit(invitee, { amount: '200', paymentAmount: '200' });
    await ops(`/recharges/${recharge.recharge?.rechargeId}/approve`);
    const rewards = await stack.graphql<{
      viewer: {
        invite: { inviteeCount: number; rewards: unknown[] };
        invitees: { totalCount: number };
        inviteRewards: {
          totalCount: number;
          edges: { node: { currency: string; amount: string; rechargeOrderNo: string } }[];
        };
        balances: { currency: string; available: string }[];
      };
    }>(
      '{ viewer { invite { inviteeCount rewards { currency amount } } invitees(first: 5) { totalCount } inviteRewards(first: 5) { totalCount edges { node { currency amount rechargeOrderNo } } } balances { currency available } } }',
      {},
      inviter.real,
    );
    expect(rewards.data?.viewer.invite).toEqual({
      inviteeCount: 1,
      rewards: [{ currency: 'USDT', amount: '10.00' }],
    });
    expect(rewards.data?.viewer.inviteRewards.edges[0]?.node).toEqual({
      currency: 'USDT',
      amount: '10.00',
      rechargeOrderNo: recharge.recharge?.orderNo,
    });
    expect(rewards.data?.viewer.balances.find((b) => b.currency === 'USDT')?.available).toBe('10.00');
  });

  it('answers the public deposit channels (no address where none is configured) and withdrawal methods', async () => {
    type Channel = { currency: string; network: string; address: string | null; minAmount: string };
    const channels = async () =>
      (
        await stack.graphql<{ depositChannels: Channel[] }>(
          '{ depositChannels { currency network address minAmount } }',
        )
      ).data?.depositChannels ?? [];
    const { data } = await stack.graphql<{ withdrawalMethods: { method: string; feeRate: string }[] }>(
      '{ withdrawalMethods { method feeRate minAmount } }',
    );
    expect((await channels()).find((c) => c.currency === 'BTC')).toEqual({
      currency: 'BTC',
      network: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      minAmount: '0.01500000',
    });
    expect(data?.withdrawalMethods.map((m) => m.method)).toContain('USDT-TRC20');

    const erc20 = { currency: 'USDT', network: 'ERC20' };
    const configured = (await channels()).find(
      (c) => c.currency === 'USDT' && c.network === 'ERC20',
    )?.address;
    await ops('/deposit-addresses', { ...erc20, address: '' });
    try {
      expect(
        (await channels()).find((c) => c.currency === 'USDT' && c.network === 'ERC20')?.address,
      ).toBeNull();
    } finally {
      await ops('/deposit-addresses', { ...erc20, address: configured });
    }
  });
});

async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
